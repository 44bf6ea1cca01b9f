import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CategoryIcon } from '@/components/CategoryIcon'
import { getCategories, getPlaces, getTown, getTowns } from '@/data/content'
import type { Locale } from '@/domain/locales'
import { MapExperience } from '@/features/map/MapExperience'
import { toMapCategory, toMapPlace, toMapTown } from '@/features/map/to-map-data'
import { pageMetadata } from '@/features/seo/metadata'
import { TownEvents } from '@/features/events/TownEvents'
import { TownNotices } from '@/features/notices/TownNotices'
import { townMapPath } from '@/features/towns/town-paths'
import { Link } from '@/i18n/navigation'

type Params = Promise<{ locale: string; town: string }>

export async function generateStaticParams() {
  return (await getTowns('en')).map((town) => ({ town: town.slug }))
}

/**
 * Title and Open Graph for the map. The page is static per locale and town, so the metadata cannot
 * name the place of a ?place= link: reading searchParams here makes this route and the town page
 * above it dynamic (measured with next build). The client sets the document title to the place.
 */
export async function generateMetadata({ params }: { params: Params }) {
  const { locale, town: slug } = (await params) as { locale: Locale; town: string }
  const town = await getTown(locale, slug)
  if (!town) return {}
  const [t, tTitles] = await Promise.all([
    getTranslations({ locale, namespace: 'Map' }),
    getTranslations({ locale, namespace: 'Titles' }),
  ])
  return pageMetadata({
    locale,
    path: townMapPath(town.slug),
    title: tTitles('townMap', { townName: town.name }),
    description: t('description', { townName: town.name, placeCount: town.placeCount }),
  })
}

const ICON_SPRITE_ID = 'map-category-icons'

export default async function TownMapPage({ params }: { params: Params }) {
  const { locale, town: slug } = (await params) as { locale: Locale; town: string }
  setRequestLocale(locale)
  const town = await getTown(locale, slug)
  if (!town) notFound()
  const [places, categories, tTitles] = await Promise.all([
    getPlaces(locale, town.slug),
    getCategories(locale),
    getTranslations('Titles'),
  ])

  // Category icons render here, on the server: the client gets 8 small SVGs, not the whole icon set.
  const icons = Object.fromEntries(categories.map((c) => [c.slug, <CategoryIcon key={c.slug} name={c.icon} size={20} />]))

  return (
    <>
      <MapExperience
        town={toMapTown(town)}
        places={places.map(toMapPlace)}
        categories={categories.map(toMapCategory)}
        icons={icons}
        iconSpriteId={ICON_SPRITE_ID}
        // The site-wide search lives in the header; the town's notices, events and highlights here.
        toolbar={
          <>
            <TownNotices locale={locale} townSlug={town.slug} />
            <TownEvents locale={locale} townSlug={town.slug} />
            <Link href={`/highlights/${town.slug}`} className="button button--secondary">
              {tTitles('townHighlights', { townName: town.name })}
            </Link>
          </>
        }
      />
      <div id={ICON_SPRITE_ID} hidden>
        {categories.map((c) => (
          <span key={c.slug} data-category={c.slug}>
            <CategoryIcon name={c.icon} size={24} />
          </span>
        ))}
      </div>
    </>
  )
}
