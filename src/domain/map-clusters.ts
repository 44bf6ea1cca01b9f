import { categoryIndexOf, clusterPropertyName, comboKey } from './map-filters'
import type { MapLayer } from './catalogue'

/** Clusters break up before the focus zoom, so an opened place is always drawn on its own. */
export const CLUSTER_MAX_ZOOM = 16
export const CLUSTER_RADIUS = 48

/** Cluster circle radius in pixels by member count: from each count up, until the next (live map and picture). */
export const CLUSTER_RADIUS_STEPS: readonly (readonly [minCount: number, radius: number])[] = [
  [0, 16],
  [10, 20],
  [50, 24],
  [200, 30],
]

export const clusterRadius = (count: number) => CLUSTER_RADIUS_STEPS.reduce((radius, [minCount, r]) => (count >= minCount ? r : radius), 0)

type ClusterablePlace = { slug: string; categorySlug: string; layer: MapLayer | null; coordinates: [number, number] }

/**
 * The places as one GeoJSON collection for the clustered source: each feature carries its filter
 * key `k` and its category index `c` (the marker image), and `presentKeys` lists the keys in use.
 */
export function placeFeatures(places: readonly ClusterablePlace[], categories: readonly { slug: string }[]) {
  const index = categoryIndexOf(categories)
  const keys = new Set<number>()
  const features = places.map((p, i) => {
    const k = comboKey(p, index)
    keys.add(k)
    return {
      type: 'Feature' as const,
      id: i,
      geometry: { type: 'Point' as const, coordinates: p.coordinates },
      properties: { slug: p.slug, k, c: index.get(p.categorySlug) ?? categories.length },
    }
  })
  return { data: { type: 'FeatureCollection' as const, features }, presentKeys: [...keys].sort((a, b) => a - b) }
}

type RenderedFeature = { properties: Record<string, unknown> }

/**
 * How many places a set of rendered features shows: single places once each, plus the members of
 * each cluster (counted once, though a cluster may be rendered in several tiles) that pass the filters.
 */
export function countShownPlaces(rendered: readonly RenderedFeature[], shownKeys: readonly number[]): number {
  const points = new Set<string>()
  const clusters = new Set<number>()
  let inClusters = 0
  for (const { properties } of rendered) {
    if (!properties.cluster) {
      points.add(String(properties.slug))
      continue
    }
    const id = Number(properties.cluster_id)
    if (clusters.has(id)) continue
    clusters.add(id)
    for (const k of shownKeys) inClusters += Number(properties[clusterPropertyName(k)] ?? 0)
  }
  return points.size + inClusters
}

/** The closed outline of a town's bounds, drawn on the plain fallback map. */
export function boundsOutline([[w, s], [e, n]]: readonly [readonly [number, number], readonly [number, number]]) {
  return {
    type: 'Feature' as const,
    properties: {},
    geometry: {
      type: 'LineString' as const,
      coordinates: [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    },
  }
}
