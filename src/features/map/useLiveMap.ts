'use client'

import { type ComponentType, useCallback, useEffect, useState } from 'react'

import { markBasemapFailed, probeBasemap } from './basemap-probe'
import type { Basemap } from './basemap'

/**
 * A map page opens on a picture drawn by the server (MapPreview, with our own district's streets
 * under the places when the file is in place; a tour's route picture). MapLibre (about 1 MB of
 * script, a WebGL canvas and the tiles) loads when the visitor reaches for the map, or at once for
 * a kiosk's always-live map; a visitor who only looks never pays for it. `load` imports the map
 * component (TownMap, TourMap) with MapLibre; a module-level function, so it is the same on every render.
 */
export function useLiveMap<P>({ alwaysLive, load }: { alwaysLive: boolean; load: () => Promise<{ default: ComponentType<P> }> }) {
  const [basemap, setBasemap] = useState<Basemap | null>(null)
  const [woken, setWoken] = useState(false)
  const [ready, setReady] = useState(false)
  const [unavailable, setUnavailable] = useState(false)
  const [LiveMap, setLiveMap] = useState<ComponentType<P> | null>(null)
  const live = alwaysLive || woken

  useEffect(() => {
    let current = true
    void probeBasemap().then((decided) => {
      if (!current) return
      setBasemap(decided)
    })
    return () => {
      current = false
    }
  }, [])

  // MapLibre and the map component load only here, in the browser, once the live map is wanted.
  // Offline, before MapLibre was ever kept, the import fails: the picture stays and says why.
  useEffect(() => {
    if (!live) return
    let current = true
    // MapLibre itself (react-maplibre imports it when the map mounts) downloads alongside, not after.
    import('maplibre-gl').catch(() => {})
    load().then(
      (loaded) => current && setLiveMap(() => loaded.default),
      () => current && setUnavailable(true),
    )
    return () => {
      current = false
    }
  }, [live, load])

  const wake = useCallback(() => setWoken(true), [])
  const onReady = useCallback(() => setReady(true), [])
  const onUnavailable = useCallback(() => setUnavailable(true), [])
  const onBasemapFailed = useCallback(() => {
    markBasemapFailed()
    setBasemap('fallback')
  }, [])

  return {
    /** The map component, once MapLibre is wanted, loaded and the basemap decided. */
    LiveMap: basemap ? LiveMap : null,
    basemap,
    ready,
    loading: live && !ready && !unavailable,
    unavailable: !ready && unavailable,
    wake,
    onReady,
    onUnavailable,
    onBasemapFailed,
  }
}

export type LiveMapState<P> = ReturnType<typeof useLiveMap<P>>
