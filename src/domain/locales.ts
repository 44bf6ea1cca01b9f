/** The six interface languages (spec §1). English is the default and is served without a prefix. */
export const LOCALES = ['en', 'es', 'fr', 'pl', 'lt', 'pt'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/**
 * BCP 47 tags for html lang and hreflang. The spec writes "en-UK", which is not a valid
 * region subtag; the issue asks for valid tags, so British English is en-GB.
 */
export const LANGUAGE_TAGS: Record<Locale, string> = {
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  pl: 'pl-PL',
  lt: 'lt-LT',
  pt: 'pt-PT',
}

/** Each language named in itself, so a visitor can find their own whatever the page language. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  pl: 'Polski',
  lt: 'Lietuvių',
  pt: 'Português',
}

/** Spec §4: the chosen locale is remembered for 365 days, SameSite=Lax. */
export const LOCALE_COOKIE = { name: 'NEXT_LOCALE', maxAgeSeconds: 365 * 24 * 60 * 60, sameSite: 'lax' } as const

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The locale an address is in: its first segment when that is a language code, else English (unprefixed). */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1]
  return isLocale(first) ? first : DEFAULT_LOCALE
}

/** The address without its language prefix (`/fr/explore` → `/explore`, `/fr` → `/`). */
export function pathWithoutLocale(pathname: string): string {
  const first = pathname.split('/')[1]
  return isLocale(first) ? pathname.slice(first.length + 1) || '/' : pathname
}

/** The public path of a page in a locale: English unprefixed, the others under /{locale}. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '/' ? '' : path.startsWith('/') ? path : `/${path}`
  if (locale === DEFAULT_LOCALE) return clean || '/'
  return `/${locale}${clean}`
}

/**
 * The address of a file served beside a page (a feed, a preview card): always with the language
 * prefix, English included. The proxy leaves addresses with a dot alone (src/proxy.ts), so nothing
 * would add the `en` an unprefixed English address needs to reach its route.
 */
export function fileBesidePage(locale: Locale, pagePath: string, file: string): string {
  return `/${locale}${pagePath === '/' ? '' : pagePath}/${file}`
}
