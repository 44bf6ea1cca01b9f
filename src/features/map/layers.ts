import type { LayerProps } from '@vis.gl/react-maplibre'
import type { ExpressionSpecification, FilterSpecification } from 'maplibre-gl'

import { CLUSTER_RADIUS_STEPS } from '@/domain/map-clusters'
import { clusterPropertyName } from '@/domain/map-filters'

/**
 * The map's MapLibre sources and layers: clustered places drawn with circle and icon-only symbol
 * layers (no glyphs needed, so the plain fallback style works), filtered with layer filters.
 */
export const PLACES_SOURCE = 'places'
export const INTERACTIVE_LAYERS = ['clusters', 'places']

const BRAND = '#0b4f6c'
const LOCATION_BLUE = '#1d4ed8'

/** Per present filter key, how many of a cluster's members have it (summed by the clustered source). */
export const clusterProperties = (presentKeys: readonly number[]) =>
  Object.fromEntries(presentKeys.map((k) => [clusterPropertyName(k), ['+', ['case', ['==', ['get', 'k'], k], 1, 0]]]))

/** The place layers for the filter keys shown and the open place (or ''). */
export function placeLayers(shown: readonly number[], selected: string): LayerProps[] {
  // How many of a cluster's members pass the filters: the sum of the matching per-combination counts.
  const visibleSum: ExpressionSpecification = ['+', 0, 0, ...shown.map((k) => ['get', clusterPropertyName(k)] as ExpressionSpecification)]
  const countText: ExpressionSpecification = [
    'case',
    ['>=', visibleSum, 1000],
    ['concat', ['to-string', ['floor', ['/', visibleSum, 1000]]], 'k'],
    ['to-string', visibleSum],
  ]
  const clusterFilter: FilterSpecification = ['all', ['has', 'point_count'], ['>', visibleSum, 0]]
  const single: FilterSpecification = ['!', ['has', 'point_count']]
  const shownKeys: FilterSpecification = ['in', ['get', 'k'], ['literal', shown]]
  const isSelected: ExpressionSpecification = ['==', ['get', 'slug'], selected]
  return [
    {
      id: 'clusters',
      type: 'circle',
      filter: clusterFilter,
      paint: {
        'circle-color': BRAND,
        'circle-radius': ['step', visibleSum, ...CLUSTER_RADIUS_STEPS.flat().slice(1)] as ExpressionSpecification,
        'circle-stroke-width': 3,
        'circle-stroke-color': '#ffffff',
      },
    },
    {
      id: 'cluster-count',
      type: 'symbol',
      filter: clusterFilter,
      layout: { 'icon-image': ['concat', 'count:', countText], 'icon-allow-overlap': true, 'icon-ignore-placement': true },
    },
    {
      id: 'place-selected',
      type: 'circle',
      filter: ['all', single, isSelected, shownKeys],
      paint: {
        'circle-radius': 26,
        'circle-color': '#ffbf47',
        'circle-opacity': 0.55,
        'circle-stroke-width': 3,
        'circle-stroke-color': '#172026',
      },
    },
    {
      id: 'places',
      type: 'symbol',
      filter: ['all', single, shownKeys],
      layout: {
        'icon-image': ['concat', 'place:', ['to-string', ['get', 'c']]],
        'icon-size': ['case', isSelected, 1.25, 1],
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
        'symbol-sort-key': ['case', isSelected, 1, 0],
      },
    },
  ]
}

export const TOWN_BOUNDS_LAYER: LayerProps = {
  id: 'town-bounds',
  type: 'line',
  paint: { 'line-color': BRAND, 'line-width': 2, 'line-dasharray': [2, 2], 'line-opacity': 0.6 },
}

export const ORIGIN_LAYERS: LayerProps[] = [
  { id: 'origin-halo', type: 'circle', paint: { 'circle-radius': 18, 'circle-color': LOCATION_BLUE, 'circle-opacity': 0.18 } },
  {
    id: 'origin',
    type: 'circle',
    paint: { 'circle-radius': 8, 'circle-color': LOCATION_BLUE, 'circle-stroke-width': 3, 'circle-stroke-color': '#ffffff' },
  },
]
