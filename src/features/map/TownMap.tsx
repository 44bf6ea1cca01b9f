'use client'

import 'maplibre-gl/dist/maplibre-gl.css'

import { AttributionControl, Layer, Map, type MapRef, Marker, NavigationControl, Source } from '@vis.gl/react-maplibre'
import type { GeoJSONSource, MapLayerMouseEvent, Map as MapLibreMap, PaddingOptions } from 'maplibre-gl'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { boundsOutline, CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, placeFeatures } from '@/domain/map-clusters'
import { type Filters, visibleKeys } from '@/domain/map-filters'
import type { CategoryIcons } from '@/features/places/types'
import { mapPadding } from '@/domain/map-view'
import { prefersReducedMotion } from '@/hooks/reduced-motion'

import { type Basemap, MAPLIBRE_WORKER_PATH, PLACE_FOCUS_ZOOM } from './basemap'
import { clusterProperties, INTERACTIVE_LAYERS, ORIGIN_LAYERS, PLACES_SOURCE, placeLayers, TOWN_BOUNDS_LAYER } from './layers'
import { MarkerIconSource } from './MarkerIconSource'
import { exposeMap } from './test-hooks'
import styles from './TownMap.module.css'
import type { MapCategory, MapPlace } from '@/features/places/types'
import type { MapTown } from './types'
import { useBasemapStyle } from './useBasemapStyle'
import { useMarkerImages } from './useMarkerImages'
import { useShownPlaces } from './useShownPlaces'

export type TownMapProps = {
  town: MapTown
  places: MapPlace[]
  categories: MapCategory[]
  /** The page's category icons: the markers are drawn from them. */
  icons: CategoryIcons
  filters: Filters
  selectedSlug: string | null
  origin: { coordinates: [number, number]; source: 'mock' | 'device' | 'town' }
  /** Decided by the page (basemap-probe.ts) before the map exists. */
  basemap: Basemap
  /** The remote style failed after all (its tiles or sprite, or MapLibre's own request). */
  onBasemapFailed: () => void
  /** MapLibre itself could not be loaded (offline, before it was ever kept): there is no map. */
  onUnavailable: () => void
  padding: Partial<PaddingOptions>
  onSelectPlace: (slug: string) => void
  /** The map has drawn its places for the first time. */
  onReady: () => void
  /** A kiosk's own site, drawn as a labelled "you are here" marker. */
  youAreHere?: { coordinates: [number, number]; label: string }
  /** Degrees, 0 = north up. */
  bearing?: number
}

/** The town map, live: MapLibre with the places' clustered source. Loaded only once the page wants it. */
export default function TownMap({
  town,
  places,
  categories,
  icons,
  filters,
  selectedSlug,
  origin,
  basemap,
  onBasemapFailed,
  onUnavailable,
  padding,
  onSelectPlace,
  onReady,
  youAreHere,
  bearing = 0,
}: TownMapProps) {
  const t = useTranslations('Map')
  const [map, setMap] = useState<MapLibreMap | null>(null)
  const iconsRef = useRef<HTMLDivElement>(null)
  const addImageResolver = useMarkerImages(categories, iconsRef)
  const basemapStyle = useBasemapStyle(basemap, map, onBasemapFailed, onUnavailable)

  const placesBySlug = useMemo(() => new globalThis.Map(places.map((p) => [p.slug, p])), [places])
  // A shared place opened before the map existed: the map starts on it.
  const [initialPlace] = useState(() => (selectedSlug ? placesBySlug.get(selectedSlug) : undefined))
  const paddingRef = useRef(padding)
  useEffect(() => {
    paddingRef.current = padding
  }, [padding])
  // The map keeps the panel's room clear: what it centres (a place, the town) moves above a raised
  // sheet or beside the side list, and back when it is lowered.
  useEffect(() => {
    if (!map) return
    const next = mapPadding(padding)
    const current = map.getPadding()
    if (current.top === next.top && current.right === next.right && current.bottom === next.bottom && current.left === next.left) return
    // An open place stays the centre (an ease towards it may still be under way).
    const place = selectedSlug ? placesBySlug.get(selectedSlug) : undefined
    map.easeTo({ padding: next, center: place?.coordinates, duration: prefersReducedMotion() ? 0 : 300 })
    // Unchanged room returns above: a newly chosen place is the effect below's to show.
  }, [map, padding, selectedSlug, placesBySlug])

  const { data, presentKeys } = useMemo(() => placeFeatures(places, categories), [places, categories])
  const shown = useMemo(() => visibleKeys(presentKeys, categories, filters), [presentKeys, categories, filters])
  const layers = useMemo(() => placeLayers(shown, selectedSlug ?? ''), [shown, selectedSlug])
  const outline = useMemo(() => boundsOutline(town.maxBounds), [town.maxBounds])
  const sums = useMemo(() => clusterProperties(presentKeys), [presentKeys])

  const status = useShownPlaces(map, shown, onReady)

  // MapLibre's instance appears asynchronously (react-maplibre imports maplibre-gl first), hence the callback ref.
  const known = useRef<MapLibreMap | null>(null)
  const setRef = useCallback(
    (ref: MapRef | null) => {
      const instance = ref?.getMap()
      if (!instance || known.current === instance) return
      known.current = instance
      addImageResolver(instance)
      setMap(instance)
    },
    [addImageResolver],
  )

  // Follow a kiosk's facing when its stored setting arrives.
  useEffect(() => {
    if (map && map.getBearing() !== bearing) map.setBearing(bearing)
  }, [map, bearing])

  // The camera follows the chosen place.
  useEffect(() => {
    const place = selectedSlug ? placesBySlug.get(selectedSlug) : undefined
    if (!map || !place) return
    map.easeTo({
      center: place.coordinates,
      zoom: Math.max(map.getZoom(), PLACE_FOCUS_ZOOM),
      padding: mapPadding(paddingRef.current),
      duration: prefersReducedMotion() ? 0 : 600,
    })
  }, [map, selectedSlug, placesBySlug])

  const onLoad = useCallback(
    ({ target }: { target: MapLibreMap }) => {
      exposeMap(target, 'loadedAt')
      // Centred beside the panel, not under it.
      if (initialPlace) target.jumpTo({ center: initialPlace.coordinates, zoom: PLACE_FOCUS_ZOOM, padding: mapPadding(paddingRef.current) })
    },
    [initialPlace],
  )

  const onClick = useCallback(
    (e: MapLayerMouseEvent) => {
      const feature = e.features?.[0]
      if (!feature) return
      const props = feature.properties as Record<string, unknown>
      if (!props.cluster) {
        if (typeof props.slug === 'string') onSelectPlace(props.slug)
        return
      }
      const source = e.target.getSource<GeoJSONSource>(PLACES_SOURCE)
      const centre = (feature.geometry as GeoJSON.Point).coordinates as [number, number]
      void source
        ?.getClusterExpansionZoom(Number(props.cluster_id))
        .then((zoom) =>
          e.target.easeTo({ center: centre, zoom: Math.min(zoom + 0.5, town.maxZoom), duration: prefersReducedMotion() ? 0 : 500 }),
        )
    },
    [onSelectPlace, town.maxZoom],
  )

  const [[w, s], [e, n]] = town.maxBounds

  return (
    <div className={styles.wrap}>
      <Map
        ref={setRef}
        styleDiffing={false}
        mapStyle={basemapStyle.style}
        workerUrl={MAPLIBRE_WORKER_PATH}
        initialViewState={{
          longitude: initialPlace?.coordinates[0] ?? town.centre[0],
          latitude: initialPlace?.coordinates[1] ?? town.centre[1],
          zoom: initialPlace ? PLACE_FOCUS_ZOOM : town.zoom,
          bearing,
        }}
        minZoom={town.minZoom}
        maxZoom={town.maxZoom}
        maxBounds={[w, s, e, n]}
        dragRotate={false}
        pitchWithRotate={false}
        touchPitch={false}
        attributionControl={false}
        // Markers appear at once instead of fading in over 300 ms: every frame of a fade is a full
        // redraw, and on a phone's CPU each one blocked the page while it was starting.
        fadeDuration={0}
        interactiveLayerIds={INTERACTIVE_LAYERS}
        locale={{
          'Map.Title': t('mapTitle', { townName: town.name }),
          'NavigationControl.ZoomIn': t('zoomIn'),
          'NavigationControl.ZoomOut': t('zoomOut'),
          'AttributionControl.ToggleAttribution': t('toggleAttribution'),
        }}
        onLoad={onLoad}
        onStyleData={basemapStyle.onStyleData}
        onError={basemapStyle.onError}
        onIdle={(event) => {
          basemapStyle.onIdle()
          status.count(event.target)
        }}
        onClick={onClick}
        style={{ position: 'absolute', inset: 0 }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <AttributionControl position="bottom-right" compact={false} />
        {basemap === 'fallback' && (
          <Source id="town-bounds" type="geojson" data={outline}>
            <Layer {...TOWN_BOUNDS_LAYER} />
          </Source>
        )}
        <Source
          key={presentKeys.join(',')}
          id={PLACES_SOURCE}
          type="geojson"
          data={data}
          cluster
          clusterMaxZoom={CLUSTER_MAX_ZOOM}
          clusterRadius={CLUSTER_RADIUS}
          clusterProperties={sums}
        >
          {layers.map((layer) => (
            <Layer key={layer.id} {...layer} />
          ))}
        </Source>
        {origin.source !== 'town' && (
          <Source
            id="origin"
            type="geojson"
            data={{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: origin.coordinates } }}
          >
            {ORIGIN_LAYERS.map((layer) => (
              <Layer key={layer.id} {...layer} />
            ))}
          </Source>
        )}
        {youAreHere && (
          // A DOM marker, so the label needs no map glyphs.
          <Marker longitude={youAreHere.coordinates[0]} latitude={youAreHere.coordinates[1]} anchor="bottom">
            <span className={styles.youAreHere}>{youAreHere.label}</span>
          </Marker>
        )}
      </Map>
      <p className="visually-hidden" role="status">
        {status.shown != null && t('mapReady', { count: status.shown })}
      </p>
      <MarkerIconSource ref={iconsRef} categories={categories} icons={icons} />
    </div>
  )
}
