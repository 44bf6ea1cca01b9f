import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getPlaces, getTown } from '@/data/content'
import type { Locale } from '@/domain/locales'
import { decodePathSegment } from '@/domain/urls'
import { TownMapScreen } from '@/features/map/TownMapScreen'
import { pageMetadata } from '@/features/seo/metadata'
import { placeMapPath } from '@/domain/town-paths'

type Params = Promise<{ locale: string; town: string; place: string }>

/** Place pages are made on first request and then kept, like the others, until a publish touches them. */
export const generateStaticParams = () => []

async function load(params: Params) {
  const { locale, town: townSlug, place: placeSlug } = (await params) as { locale: Locale; town: string; place: string }
  const town = await getTown(locale, townSlug)
  const place = town ? (await getPlaces(locale, town.slug)).find((p) => p.slug === decodePathSegment(placeSlug)) : undefined
  return { locale, town, place }
}

/** A shared place link: its title and preview name the place, so a pasted link says what it is. */
export async function generateMetadata({ params }: { params: Params }) {
  const { locale, town, place } = await load(params)
  if (!town || !place) return {}
  const tTitles = await getTranslations({ locale, namespace: 'Titles' })
  return pageMetadata({
    locale,
    path: placeMapPath(town.slug, place.slug),
    title: `${place.name} · ${tTitles('townMap', { townName: town.name })}`,
    description: place.description ?? [place.address, place.postcode].filter(Boolean).join(', '),
  })
}

export default async function SharedPlacePage({ params }: { params: Params }) {
  const { locale, town, place } = await load(params)
  setRequestLocale(locale)
  if (!town || !place) notFound()
  return <TownMapScreen locale={locale} town={town} initialPlace={place.slug} />
}
