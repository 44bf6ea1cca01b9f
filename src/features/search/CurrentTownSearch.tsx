'use client'

import { useLocale } from 'next-intl'
import { useParams } from 'next/navigation'
import { useEffect, useState } from 'react'

import type { PlaceView } from '@/data/view-models'
import type { SearchPlace } from '@/domain/search'

import { getJson } from '../http/client'
import { SearchButton } from './SearchButton'
import type { SearchCategory } from './useSearchOutcome'

type TownRef = { dbKey: string; slug: string; name: string }

/**
 * The site-wide search in the header. Places come from the public town feeds, not inside the page:
 * a page must not depend on every town's places, or a publish in one town would regenerate them
 * all. They load when the visitor reaches for the search, not on every page view: four feeds
 * fetched and parsed during the first seconds of every page slowed it for a search rarely used.
 * The town of the page being viewed comes first.
 */
export function CurrentTownSearch({
  towns,
  categories,
  className,
}: {
  towns: TownRef[]
  categories: SearchCategory[]
  className?: string
}) {
  const params = useParams<{ town?: string }>()
  const locale = useLocale()
  const [places, setPlaces] = useState<SearchPlace[] | null>(null)
  const [wanted, setWanted] = useState(false)

  useEffect(() => {
    if (!wanted) return
    let cancelled = false
    const load = async () => {
      const lists = await Promise.all(
        towns.map(async (town) => {
          try {
            const feed = await getJson<{ items: PlaceView[] }>(`/api/places/town/${town.dbKey}?locale=${locale}`, { kind: 'places' })
            return feed.items.map((p) => ({
              slug: p.slug,
              name: p.name,
              tags: p.tags,
              townSlug: town.slug,
              townName: town.name,
              categorySlug: p.categorySlug,
            }))
          } catch {
            return []
          }
        }),
      )
      if (!cancelled) setPlaces(lists.flat())
    }
    void load()
    return () => {
      cancelled = true
    }
  }, [wanted, towns, locale])

  return (
    <SearchButton
      places={places}
      categories={categories}
      className={className}
      currentTownSlug={params?.town}
      onWanted={() => setWanted(true)}
    />
  )
}
