import { MAP_LAYERS, type MapLayer } from './catalogue'

/**
 * Category filters and layer toggles, and how they become MapLibre filters.
 *
 * Every place gets one number `k` = category index × 7 + layer index (6 = no layer). The clustered
 * source sums, per cluster, how many members have each `k` (clusterProperties), so changing a
 * filter is only setFilter/paint changes on the layers: the source is never re-clustered and the
 * cluster counts stay exact.
 */
export const LAYER_SLOTS = MAP_LAYERS.length + 1
export const NO_LAYER = MAP_LAYERS.length

export type Filters = { categories: string[]; layers: MapLayer[] }
export const ALL_LAYERS_ON: MapLayer[] = [...MAP_LAYERS]
export const DEFAULT_FILTERS: Filters = { categories: [], layers: ALL_LAYERS_ON }

type Filterable = { categorySlug: string; layer: MapLayer | null }

export const isFiltered = (f: Filters) => f.categories.length > 0 || f.layers.length !== MAP_LAYERS.length

export function comboKey(place: Filterable, categoryIndex: Map<string, number>): number {
  const c = categoryIndex.get(place.categorySlug) ?? categoryIndex.size
  const l = place.layer ? MAP_LAYERS.indexOf(place.layer) : NO_LAYER
  return c * LAYER_SLOTS + (l < 0 ? NO_LAYER : l)
}

export const categoryIndexOf = (categories: readonly { slug: string }[]) => new Map(categories.map((c, i) => [c.slug, i]))

/** A place shows when its category is chosen (or none are) and its layer, if it has one, is on. */
export function placeMatches(place: Filterable, filters: Filters): boolean {
  if (filters.categories.length > 0 && !filters.categories.includes(place.categorySlug)) return false
  return place.layer == null || filters.layers.includes(place.layer)
}

/** The `k` values the filters let through, among those present in the data. */
export function visibleKeys(presentKeys: number[], categories: readonly { slug: string }[], filters: Filters): number[] {
  const index = categoryIndexOf(categories)
  const chosen = new Set(filters.categories.map((slug) => index.get(slug)))
  const layersOn = new Set(filters.layers.map((l) => MAP_LAYERS.indexOf(l)))
  return presentKeys.filter((k) => {
    const c = Math.floor(k / LAYER_SLOTS)
    const l = k % LAYER_SLOTS
    if (chosen.size > 0 && !chosen.has(c)) return false
    return l === NO_LAYER || layersOn.has(l)
  })
}

export const clusterPropertyName = (k: number) => `k${k}`

/** Toggles one category in the filters. */
export function toggleCategory(filters: Filters, slug: string): Filters {
  const has = filters.categories.includes(slug)
  return { ...filters, categories: has ? filters.categories.filter((s) => s !== slug) : [...filters.categories, slug] }
}

/** Toggles one layer, keeping the layers in their display order. */
export function toggleLayer(filters: Filters, layer: MapLayer): Filters {
  const has = filters.layers.includes(layer)
  return {
    ...filters,
    layers: has ? filters.layers.filter((l) => l !== layer) : MAP_LAYERS.filter((l) => l === layer || filters.layers.includes(l)),
  }
}
