import { DEFAULT_LOCALE, type Locale } from './locales'

/**
 * A field read in every language at once (Payload's `locale: 'all'`): its value per language.
 * Anything else (a plain value) is one that is not translated.
 */
export type AllLocales<T> = Partial<Record<Locale, T | null>>

const isMissing = (value: unknown) => value == null || value === '' || (Array.isArray(value) && value.length === 0)

/**
 * A localized field in the visitor's language, or in English where it has no translation yet
 * (issue 27: nothing in the wrong language unannounced): `inEnglish` says the English was used.
 */
export function inLocale<T>(values: AllLocales<T> | null | undefined, locale: Locale): { value: T | null; inEnglish: boolean } {
  const own = values?.[locale]
  if (!isMissing(own)) return { value: own as T, inEnglish: false }
  const english = values?.[DEFAULT_LOCALE]
  if (isMissing(english)) return { value: null, inEnglish: false }
  return { value: english as T, inEnglish: locale !== DEFAULT_LOCALE }
}

/**
 * The languages still missing some text an editor wrote in English: for each localized field, any
 * language with no text where English has some. Sorted as LOCALES lists them.
 */
export function untranslatedLocales(fields: readonly (AllLocales<unknown> | null | undefined)[], locales: readonly Locale[]): Locale[] {
  return locales.filter(
    (locale) => locale !== DEFAULT_LOCALE && fields.some((values) => !isMissing(values?.[DEFAULT_LOCALE]) && isMissing(values?.[locale])),
  )
}

/**
 * Several localized fields of a document read in every language: each in the visitor's language or
 * in English, and the names of those shown in English.
 */
export function pickLocale<F extends string>(
  doc: Partial<Record<F, AllLocales<unknown> | null>>,
  fields: readonly F[],
  locale: Locale,
): { values: Partial<Record<F, unknown>>; inEnglish: F[] } {
  const values: Partial<Record<F, unknown>> = {}
  const inEnglish: F[] = []
  for (const field of fields) {
    const picked = inLocale(doc[field], locale)
    values[field] = picked.value
    if (picked.inEnglish) inEnglish.push(field)
  }
  return { values, inEnglish }
}
