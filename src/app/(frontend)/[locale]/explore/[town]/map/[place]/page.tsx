import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getPlaces } from '@/data/content'
import { decodePathSegment } from '@/domain/urls'
import { TownMapScreen } from '@/features/map/TownMapScreen'
import { pageMetadata } from '@/features/seo/metadata'
import { pageTown } from '@/features/towns/page-town'
import { placeMapPath } from '@/domain/town-paths'

type Params = Promise<{ locale: string; town: string; place: string }>

/** Place pages are made on first request and then kept, like the others, until a publish touches them. */
export const generateStaticParams = () => []

async function load(params: Params) {
  const { locale, town } = await pageTown(params)
  const placeSlug = decodePathSegment((await params).place)
  const place = (await getPlaces(locale, town.slug)).find((p) => p.slug === placeSlug)
  if (!place) notFound()
  return { locale, town, place }
}

/** A shared place link: its title and preview name the place, so a pasted link says what it is. */
export async function generateMetadata({ params }: { params: Params }) {
  const { locale, town, place } = await load(params)
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
  return <TownMapScreen locale={locale} town={town} initialPlace={place.slug} />
}
