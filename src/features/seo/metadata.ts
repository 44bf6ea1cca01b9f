import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { isLocale, LANGUAGE_TAGS, LOCALES, type Locale, localizedPath } from '@/domain/locales'

/** Where the site is served (SERVER_URL): absolute links in metadata, the sitemap and robots.txt. */
export const siteUrl = () => new URL(process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`)

/** A page's full address in a language, as search engines and link previews need it. */
export const absoluteUrl = (locale: Locale, path: string) => new URL(localizedPath(locale, path), siteUrl()).href

/** A page's address in every language, by BCP 47 tag, and x-default (English): the hreflang alternates of its metadata and the sitemap. */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = Object.fromEntries(LOCALES.map((l) => [LANGUAGE_TAGS[l], localizedPath(l, path)]))
  languages['x-default'] = localizedPath('en', path)
  return languages
}

/** A shared link's picture: its address (absolute, or from the site's root), size when known, and description. */
export type PageImage = { url: string; width?: number; height?: number; alt: string }

/**
 * Title, description, canonical and hreflang alternates (valid BCP 47 tags) for a public page; with an
 * `image`, the link preview's picture (og:image) and a large preview card on X (twitter:card).
 */
export async function pageMetadata({
  locale,
  path,
  title,
  description,
  noindex = false,
  image,
  feeds = [],
}: {
  locale: Locale
  path: string
  title: string
  description?: string
  noindex?: boolean
  image?: PageImage
  /** Feeds the page announces with `<link rel="alternate" type=…>` (a town's calendar and Atom feed). */
  feeds?: { type: 'text/calendar' | 'application/atom+xml'; url: string; title: string }[]
}): Promise<Metadata> {
  // Files the proxy lets through (/favicon.ico…) land in [locale]; they are not pages.
  if (!isLocale(locale)) notFound()
  const t = await getTranslations({ locale, namespace: 'Site' })
  const fullTitle = t('titleTemplate', { title })
  const summary = description ?? (await getTranslations({ locale, namespace: 'Descriptions' }))('home')
  const languages = languageAlternates(path)
  return {
    metadataBase: siteUrl(),
    title: fullTitle,
    description: summary,
    alternates: {
      canonical: localizedPath(locale, path),
      languages,
      ...(feeds.length > 0 && { types: Object.fromEntries(feeds.map(({ type, url, title }) => [type, [{ url, title }]])) }),
    },
    openGraph: {
      title: fullTitle,
      description: summary,
      siteName: t('name'),
      locale: LANGUAGE_TAGS[locale].replace('-', '_'),
      type: 'website',
      url: localizedPath(locale, path),
      ...(image && { images: [image] }),
    },
    ...(image && {
      twitter: { card: 'summary_large_image', title: fullTitle, description: summary, images: [{ url: image.url, alt: image.alt }] },
    }),
    robots: noindex ? { index: false, follow: false } : undefined,
  }
}
