/** Spec §3: the eight place categories, in display order. */
export const CATEGORY_SLUGS = ['food-drink', 'shopping', 'attractions', 'services', 'transport', 'events', 'community', 'tours'] as const
export type CategorySlug = (typeof CATEGORY_SLUGS)[number]

/** Spec §3: the six map layers a place may belong to. */
export const MAP_LAYERS = ['carpark', 'busstop', 'toilet', 'accessible', 'artwork', 'poi'] as const
export type MapLayer = (typeof MAP_LAYERS)[number]

/**
 * How sure we are of a place's position: as the reference data rated it (shared/data/SOURCES.md),
 * or `checked` once an editor has placed its pin on the admin's map (issue 22).
 */
export const CONFIDENCE_LEVELS = ['checked', 'high', 'medium', 'low'] as const
export type Confidence = (typeof CONFIDENCE_LEVELS)[number]

/** Spec §3: every town opens at zoom 15 and may zoom between 14 and 20. */
export const TOWN_ZOOM = { zoom: 15, minZoom: 14, maxZoom: 20 } as const

export function isCategorySlug(value: unknown): value is CategorySlug {
  return typeof value === 'string' && (CATEGORY_SLUGS as readonly string[]).includes(value)
}
