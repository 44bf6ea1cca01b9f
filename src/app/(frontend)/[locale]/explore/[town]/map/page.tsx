import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getTowns } from '@/data/content'
import { TownMapScreen } from '@/features/map/TownMapScreen'
import { absoluteUrl, pageMetadata } from '@/features/seo/metadata'
import { pageTown } from '@/features/towns/page-town'
import { townMapPath, townPath } from '@/domain/town-paths'
import { breadcrumbJsonLd } from '@/domain/structured-data'
import { JsonLd } from '@/components/JsonLd'

type Params = Promise<{ locale: string; town: string }>

export async function generateStaticParams() {
  return (await getTowns('en')).map((town) => ({ town: town.slug }))
}

/** Title and Open Graph for the map; a shared place has its own page (./[place]) with its own. */
export async function generateMetadata({ params }: { params: Params }) {
  const { locale, town } = await pageTown(params)
  const [t, tTitles] = await Promise.all([getTranslations({ locale, namespace: 'Map' }), getTranslations({ locale, namespace: 'Titles' })])
  return pageMetadata({
    locale,
    path: townMapPath(town.slug),
    title: tTitles('townMap', { townName: town.name }),
    description: t('description', { townName: town.name, placeCount: town.placeCount }),
  })
}

export default async function TownMapPage({ params }: { params: Params }) {
  const { locale, town } = await pageTown(params)
  setRequestLocale(locale)
  const tTitles = await getTranslations('Titles')
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: town.name, url: absoluteUrl(locale, townPath(town.slug)) },
          { name: tTitles('townMap', { townName: town.name }), url: absoluteUrl(locale, townMapPath(town.slug)) },
        ])}
      />
      <TownMapScreen locale={locale} town={town} />
    </>
  )
}
