import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getPlaces } from '@/data/content'
import { decodePathSegment } from '@/domain/urls'
import { TownMapScreen } from '@/features/map/TownMapScreen'
import { absoluteUrl, pageMetadata } from '@/features/seo/metadata'
import { placePreviewImage } from '@/features/og/preview-image'
import { pageTown } from '@/features/towns/page-town'
import { placeMapPath, townMapPath, townPath } from '@/domain/town-paths'
import { breadcrumbJsonLd, placeJsonLd } from '@/domain/structured-data'
import { JsonLd } from '@/components/JsonLd'
import { weeklyHours } from '@/domain/opening-hours'

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
    image: await placePreviewImage(locale, town, place),
  })
}

export default async function SharedPlacePage({ params }: { params: Params }) {
  const { locale, town, place } = await load(params)
  setRequestLocale(locale)
  const tTitles = await getTranslations('Titles')
  const url = absoluteUrl(locale, placeMapPath(town.slug, place.slug))
  return (
    <>
      <JsonLd
        data={[
          placeJsonLd(
            {
              ...place,
              imageUrl: place.image && new URL(place.image.url, url).href,
              hours: weeklyHours(place.openingHours, new Date(), place.coordinates),
            },
            { url, townName: town.name },
          ),
          breadcrumbJsonLd([
            { name: town.name, url: absoluteUrl(locale, townPath(town.slug)) },
            { name: tTitles('townMap', { townName: town.name }), url: absoluteUrl(locale, townMapPath(town.slug)) },
            { name: place.name, url },
          ]),
        ]}
      />
      <TownMapScreen locale={locale} town={town} initialPlace={place.slug} />
    </>
  )
}
