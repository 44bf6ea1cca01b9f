'use client'

import { type Messages, useTranslations } from 'next-intl'
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'

import { type CategoryThemes, charsRemaining, createPlaceIndex, type PlaceIndex, SEARCH_SETTLE_MS, type SearchPlace } from '@/domain/search'
import { recordUsage, searchEvent } from '@/features/usage'

export type SearchCategory = { slug: string; label: string; shortLabel?: string; colour: string }

type BuiltIndex = { places: SearchPlace[]; themes: CategoryThemes; index: PlaceIndex }

/**
 * What the search shows for `query` (spec §4 states: type more characters, searching, results, no
 * results). The index, and the search library, load the first time the search opens.
 */
export function useSearchOutcome({
  open,
  query,
  places,
  categories,
  currentTownSlug,
}: {
  open: boolean
  query: string
  places: SearchPlace[] | null
  categories: SearchCategory[]
  currentTownSlug?: string
}) {
  const tThemes = useTranslations('SearchThemes')
  const [index, setIndex] = useState<BuiltIndex | null>(null)
  // A place is found by its category's words in the visitor's language, whether or not its own tags are translated.
  const themes = useMemo<CategoryThemes>(
    () =>
      Object.fromEntries(
        categories.map((c) => {
          // Categories are editors' data: whether a slug has theme words is only known at run time.
          const key = c.slug as keyof Messages['SearchThemes']
          return [c.slug, [c.label, c.shortLabel ?? '', ...(tThemes.has(key) ? tThemes(key).split(',') : [])].filter((w) => w.trim())]
        }),
      ),
    [categories, tThemes],
  )

  // Built again when the places or the themes change; the old index answers meanwhile.
  useEffect(() => {
    if (!open || !places || (index?.places === places && index.themes === themes)) return
    let cancelled = false
    createPlaceIndex(places, themes).then((built) => {
      if (!cancelled) setIndex({ places, themes, index: built })
    })
    return () => {
      cancelled = true
    }
  }, [open, places, themes, index])

  const trimmed = useDeferredValue(query).trim()
  const outcome = useMemo(() => {
    if (!trimmed) return null
    if (charsRemaining(trimmed) > 0) return { state: 'tooShort' as const, charsRemaining: charsRemaining(trimmed) }
    return index ? index.index.search(trimmed, currentTownSlug) : { state: 'searching' as const }
  }, [trimmed, index, currentTownSlug])

  // Usage statistics: one event per settled query (length and result count only), not one per keystroke.
  const settledCount = outcome?.state === 'results' ? outcome.total : outcome?.state === 'noResults' ? 0 : null
  const lastRecorded = useRef<string | null>(null)
  useEffect(() => {
    if (settledCount === null || trimmed === lastRecorded.current) return
    const timer = setTimeout(() => {
      lastRecorded.current = trimmed
      recordUsage(searchEvent(trimmed, settledCount))
    }, SEARCH_SETTLE_MS)
    return () => clearTimeout(timer)
  }, [trimmed, settledCount])

  return { trimmed, outcome }
}

export type SearchState = ReturnType<typeof useSearchOutcome>['outcome']
