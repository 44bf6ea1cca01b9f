import { notFound } from 'next/navigation'

import { isLocale, type Locale } from '@/domain/locales'

/**
 * The `[locale]` segment of a page's params, checked once: the layout already answers 404 for an
 * unknown one, and this gives the page the narrowed type instead of a cast.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return locale
}
