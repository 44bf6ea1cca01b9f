'use client'

import type { MapGeoJSONFeature, Map as MapLibreMap } from 'maplibre-gl'
import { useCallback, useEffect, useState } from 'react'

import { countShownPlaces } from '@/domain/map-clusters'

import { INTERACTIVE_LAYERS } from './layers'
import { exposeMap } from './test-hooks'

/**
 * How many places the live map shows (counted each time it settles, and after every filter
 * change), for its status line; `onReady` once it first has drawn them.
 */
export function useShownPlaces(map: MapLibreMap | null, shownKeys: number[], onReady: () => void) {
  const [shown, setShown] = useState<number | null>(null)
  const count = useCallback(
    (target: MapLibreMap) => {
      if (!target.getLayer('places')) return
      const rendered = target.queryRenderedFeatures({ layers: INTERACTIVE_LAYERS }) as MapGeoJSONFeature[]
      setShown(countShownPlaces(rendered, shownKeys))
      exposeMap(target, 'idleAt')
    },
    [shownKeys],
  )
  useEffect(() => {
    if (shown != null) onReady()
  }, [shown, onReady])
  useEffect(() => {
    if (map?.loaded()) map.once('idle', () => count(map))
  }, [map, count])
  return { shown, count }
}
