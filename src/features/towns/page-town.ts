import { notFound } from 'next/navigation'

import { getTown } from '@/data/content'
import type { TownView } from '@/data/view-models'
import type { Locale } from '@/domain/locales'
import { pageLocale } from '@/i18n/page-locale'

/** The town a `[locale]/…/[town]` page (or its metadata) is about, in the page's language; 404 for an unknown town. */
export async function pageTown(params: Promise<{ locale: string; town: string }>): Promise<{ locale: Locale; town: TownView }> {
  const locale = await pageLocale(params)
  const town = await getTown(locale, (await params).town)
  if (!town) notFound()
  return { locale, town }
}
