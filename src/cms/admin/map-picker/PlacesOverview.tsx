import type { BeforeListTableServerProps } from 'payload'

import { CONFIDENCE_LEVELS } from '@/domain/catalogue'
import { CONFIDENCE_LABELS } from '@/cms/collections/Places'

import { adminWords, mapCategories } from './map-data'
import { PlacesOverviewMap } from './PlacesOverviewMap'

/**
 * Issue 22 (1): above the list of places, a filter by position confidence (the 90 low-confidence
 * places of the reference data are the editors' work list) and a small map of the places listed.
 */
export async function PlacesOverview({ payload, i18n }: BeforeListTableServerProps) {
  const [{ categories, icons }, counts] = await Promise.all([
    mapCategories(payload),
    Promise.all(
      CONFIDENCE_LEVELS.map(async (level) => {
        const { totalDocs } = await payload.count({ collection: 'places', where: { confidence: { equals: level } } })
        return [level, totalDocs] as const
      }),
    ),
  ])
  const words = adminWords(i18n, {
    confidence: 'Position confidence:',
    all: 'All',
    mapOf: 'Map of the places listed',
    count: '{count} places on the map',
    unavailable: 'The map could not be loaded.',
  })
  const levels = adminWords(i18n, CONFIDENCE_LABELS)
  return (
    <PlacesOverviewMap
      words={words}
      levels={CONFIDENCE_LEVELS.map((level) => ({ value: level, label: levels[level], count: Object.fromEntries(counts)[level] ?? 0 }))}
      categories={categories}
      icons={icons}
    />
  )
}
