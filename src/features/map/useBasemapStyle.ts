'use client'

import type { Map as MapLibreMap, MapStyleDataEvent } from 'maplibre-gl'
import { useEffect, useMemo, useRef } from 'react'

import { BASEMAP_TIMEOUT_MS, type Basemap, FALLBACK_STYLE_PATH, MAP_STYLE_URL } from './basemap'

/**
 * The map's style, and the switch to the local one when the remote basemap fails before the map
 * first settles: an error, or no style within BASEMAP_TIMEOUT_MS. The clock starts when the map
 * exists, not when the component mounts: downloading and running MapLibre (over 1 MB) on a slow
 * phone is not the basemap being slow.
 */
export function useBasemapStyle(basemap: Basemap, map: MapLibreMap | null, onBasemapFailed: () => void) {
  const styleReady = useRef(false)
  const settled = useRef(false)
  const url = useMemo(() => (basemap === 'remote' ? MAP_STYLE_URL : new URL(FALLBACK_STYLE_PATH, window.location.origin).href), [basemap])

  useEffect(() => {
    if (basemap !== 'remote' || !map) return
    const timer = window.setTimeout(() => {
      if (!styleReady.current && !settled.current) onBasemapFailed()
    }, BASEMAP_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [basemap, map, onBasemapFailed])

  return {
    url,
    onStyleData: (event: MapStyleDataEvent) => {
      if (event.target.isStyleLoaded()) styleReady.current = true
    },
    onIdle: () => {
      settled.current ||= basemap === 'fallback' || styleReady.current
    },
    onError: () => {
      if (basemap === 'remote' && !settled.current) onBasemapFailed()
    },
  }
}
