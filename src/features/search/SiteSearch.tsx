import { getCategories, getPlaces, getTowns } from '@/data/content'
import type { Locale } from '@/domain/locales'
import type { SearchPlace } from '@/domain/search'

import { CurrentTownSearch } from './CurrentTownSearch'
import { SearchButton } from './SearchButton'

/** Every town's places as the search needs them: small, serialisable, in the page's language. */
export async function loadSearchPlaces(locale: Locale): Promise<SearchPlace[]> {
  const towns = await getTowns(locale)
  const perTown = await Promise.all(
    towns.map(async (town) =>
      (await getPlaces(locale, town.slug)).map((place) => ({
        slug: place.slug,
        name: place.name,
        tags: place.tags,
        townSlug: town.slug,
        townName: town.name,
        categorySlug: place.categorySlug,
      })),
    ),
  )
  return perTown.flat()
}

/** The site-wide search (server part): loads all towns' places and renders the button and modal. */
export async function SiteSearch({ locale, currentTownSlug, className }: { locale: Locale; currentTownSlug?: string; className?: string }) {
  const [places, categories] = await Promise.all([loadSearchPlaces(locale), getCategories(locale)])
  return (
    <SearchButton
      currentTownSlug={currentTownSlug}
      places={places}
      categories={categories.map(({ slug, label, colour }) => ({ slug, label, colour }))}
      className={className}
    />
  )
}

/** The header's search: every page has it; the current town is read from the URL in the browser. */
export async function HeaderSearch({ locale, className }: { locale: Locale; className?: string }) {
  const [places, categories] = await Promise.all([loadSearchPlaces(locale), getCategories(locale)])
  return (
    <CurrentTownSearch
      places={places}
      categories={categories.map(({ slug, label, colour }) => ({ slug, label, colour }))}
      className={className}
    />
  )
}
