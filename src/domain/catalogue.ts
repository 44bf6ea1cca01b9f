/** Spec §3: the eight place categories, in display order. */
export const CATEGORY_SLUGS = ['food-drink', 'shopping', 'attractions', 'services', 'transport', 'events', 'community', 'tours'] as const
export type CategorySlug = (typeof CATEGORY_SLUGS)[number]

/** Spec §3: the six map layers a place may belong to. */
export const MAP_LAYERS = ['carpark', 'busstop', 'toilet', 'accessible', 'artwork', 'poi'] as const
export type MapLayer = (typeof MAP_LAYERS)[number]

/** How sure the reference data is of a coordinate (shared/data/SOURCES.md). */
export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const

/** Spec §3: every town opens at zoom 15 and may zoom between 14 and 20. */
export const TOWN_ZOOM = { zoom: 15, minZoom: 14, maxZoom: 20 } as const

export function isCategorySlug(value: unknown): value is CategorySlug {
  return typeof value === 'string' && (CATEGORY_SLUGS as readonly string[]).includes(value)
}
