'use client'

import { addProtocol, type Map as MapLibreMap, type MapStyleDataEvent } from 'maplibre-gl'
import { Protocol } from 'pmtiles'
import { useEffect, useMemo, useRef } from 'react'

import { BASEMAP_TIMEOUT_MS, type Basemap, FALLBACK_STYLE_PATH, OWN_BASEMAP_TIMEOUT_MS } from './basemap'
import { streetMapStyle } from './basemap-probe'

// The district's own street map is one PMTiles file read by byte range (style: pmtiles://…);
// registered once, when the first map's code loads.
addProtocol('pmtiles', new Protocol().tile)

/**
 * The map's style, and the switch to the local one when the street map fails before the map first
 * settles: an error, or no style in time. The clock starts when the map exists, not when the
 * component mounts: downloading and running MapLibre (over 1 MB) on a slow phone is not the basemap
 * being slow. Our own district map gets longer than a third party's: the server that answered its
 * style a moment ago is slow, not gone, and its streets are worth the wait.
 */
export function useBasemapStyle(
  basemap: Basemap,
  map: MapLibreMap | null,
  onBasemapFailed: () => void,
  /** MapLibre itself could not be loaded (offline, before it was ever kept): there is no map. */
  onUnavailable: () => void,
) {
  const styleReady = useRef(false)
  const settled = useRef(false)
  const style = useMemo(
    () => (basemap === 'remote' && streetMapStyle()) || new URL(FALLBACK_STYLE_PATH, window.location.origin).href,
    [basemap],
  )

  useEffect(() => {
    if (basemap !== 'remote' || !map) return
    const timer = window.setTimeout(
      () => {
        if (!styleReady.current && !settled.current) onBasemapFailed()
      },
      typeof style === 'string' ? BASEMAP_TIMEOUT_MS : OWN_BASEMAP_TIMEOUT_MS,
    )
    return () => window.clearTimeout(timer)
  }, [basemap, style, map, onBasemapFailed])

  return {
    style,
    onStyleData: (event: MapStyleDataEvent) => {
      if (event.target.isStyleLoaded()) styleReady.current = true
    },
    onIdle: () => {
      settled.current ||= basemap === 'fallback' || styleReady.current
    },
    onError: (event: { target?: unknown }) => {
      // react-maplibre reports a failed import of MapLibre as an error with no map behind it.
      if (!event.target) onUnavailable()
      else if (basemap === 'remote' && !settled.current) onBasemapFailed()
    },
  }
}
