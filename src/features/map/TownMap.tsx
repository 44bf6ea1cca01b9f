'use client'

import 'maplibre-gl/dist/maplibre-gl.css'

import { AttributionControl, Layer, Map, type MapRef, Marker, NavigationControl, Source } from '@vis.gl/react-maplibre'
import type {
  ExpressionSpecification,
  FilterSpecification,
  GeoJSONSource,
  MapGeoJSONFeature,
  MapLayerMouseEvent,
  Map as MapLibreMap,
  PaddingOptions,
} from 'maplibre-gl'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { DEFAULT_CATEGORY_COLOUR } from '@/domain/category-style'

import {
  BASEMAP_TIMEOUT_MS,
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  CLUSTER_RADIUS_STEPS,
  FALLBACK_STYLE_PATH,
  MAP_STYLE_URL,
  MAPLIBRE_WORKER_PATH,
  PLACE_FOCUS_ZOOM,
} from './basemap'
import { categoryIndexOf, clusterPropertyName, comboKey, type Filters, visibleKeys } from './filters'
import { countImageId, drawCount, drawMarker, loadIconImage, placeImageId, PIXEL_RATIO } from './marker-images'
import styles from './TownMap.module.css'
import type { MapCategory, MapPlace, MapTown } from './types'

export type Basemap = 'remote' | 'fallback'
export type MapStatus = { loaded: boolean; basemap: Basemap; renderedPlaces: number; renderedPoints: number; renderedClusters: number }

export type TownMapProps = {
  town: MapTown
  places: MapPlace[]
  categories: MapCategory[]
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
  iconSpriteId: string
  onSelectPlace: (slug: string) => void
  onStatus?: (status: MapStatus) => void
  /** Kiosk addition (issue 5): the kiosk's own site, drawn as a labelled "you are here" marker. */
  youAreHere?: { coordinates: [number, number]; label: string }
  /** Kiosk addition (issue 5): the map is rotated to the kiosk's facing (degrees, 0 = north up). */
  bearing?: number
}

const SOURCE_ID = 'places'
const INTERACTIVE_LAYERS = ['clusters', 'places']

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The town map: one clustered GeoJSON source for every place, drawn with circle and icon-only
 * symbol layers (no glyphs needed), filtered with layer filters. Loaded only on the map route.
 */
export default function TownMap({
  town,
  places,
  categories,
  filters,
  selectedSlug,
  origin,
  basemap,
  onBasemapFailed,
  onUnavailable,
  padding,
  iconSpriteId,
  onSelectPlace,
  onStatus,
  youAreHere,
  bearing = 0,
}: TownMapProps) {
  const t = useTranslations('Map')
  const mapRef = useRef<MapRef | null>(null)
  const basemapRef = useRef(basemap)
  basemapRef.current = basemap
  const styleReady = useRef(false)
  const firstIdle = useRef(false)
  const categoriesRef = useRef(categories)
  categoriesRef.current = categories
  const iconImages = useRef<(HTMLImageElement | undefined)[]>([])

  const fallBack = useCallback(() => {
    if (!firstIdle.current) onBasemapFailed()
  }, [onBasemapFailed])

  // The remote basemap gets BASEMAP_TIMEOUT_MS to deliver its style; then the local one takes over.
  // The clock starts when the map exists, not when this component mounts: downloading and running
  // MapLibre (over 1 MB) on a slow phone is not the basemap being slow.
  const [mapCreated, setMapCreated] = useState(false)
  useEffect(() => {
    if (basemap !== 'remote' || !mapCreated) return
    const timer = window.setTimeout(() => {
      if (!styleReady.current) fallBack()
    }, BASEMAP_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [basemap, fallBack, mapCreated])

  const mapStyle = useMemo(
    () => (basemap === 'remote' ? MAP_STYLE_URL : new URL(FALLBACK_STYLE_PATH, window.location.origin).href),
    [basemap],
  )

  // Kiosk addition (issue 5): follow the kiosk's facing when the stored kiosk setting arrives.
  useEffect(() => {
    const map = mapRef.current?.getMap()
    if (map && map.getBearing() !== bearing) map.setBearing(bearing)
  }, [bearing])

  // ---- data ---------------------------------------------------------------------------------
  const { data, presentKeys } = useMemo(() => {
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
  }, [places, categories])

  const clusterProperties = useMemo(
    () => Object.fromEntries(presentKeys.map((k) => [clusterPropertyName(k), ['+', ['case', ['==', ['get', 'k'], k], 1, 0]]])),
    [presentKeys],
  )
  const shown = useMemo(() => visibleKeys(presentKeys, categories, filters), [presentKeys, categories, filters])
  const shownRef = useRef(shown)
  shownRef.current = shown

  // How many of a cluster's members pass the filters: the sum of the matching per-combination counts.
  const visibleSum = useMemo<ExpressionSpecification>(
    () => ['+', 0, 0, ...shown.map((k) => ['get', clusterPropertyName(k)] as ExpressionSpecification)],
    [shown],
  )
  const countText = useMemo<ExpressionSpecification>(
    () => ['case', ['>=', visibleSum, 1000], ['concat', ['to-string', ['floor', ['/', visibleSum, 1000]]], 'k'], ['to-string', visibleSum]],
    [visibleSum],
  )
  const clusterFilter = useMemo<FilterSpecification>(() => ['all', ['has', 'point_count'], ['>', visibleSum, 0]], [visibleSum])
  const placeFilter = useMemo<FilterSpecification>(
    () => ['all', ['!', ['has', 'point_count']], ['in', ['get', 'k'], ['literal', shown]]],
    [shown],
  )
  const selected = selectedSlug ?? ''
  const selectedFilter = useMemo<FilterSpecification>(
    () => ['all', ['!', ['has', 'point_count']], ['==', ['get', 'slug'], selected], ['in', ['get', 'k'], ['literal', shown]]],
    [selected, shown],
  )

  const boundsOutline = useMemo(() => {
    const [[w, s], [e, n]] = town.maxBounds
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
  }, [town.maxBounds])

  // ---- images (no glyphs: markers and counts are images) ------------------------------------
  const ensureImage = useCallback((map: MapLibreMap, id: string) => {
    if (map.hasImage(id)) return
    if (id.startsWith('place:')) {
      const index = Number(id.slice(6))
      const colour = categoriesRef.current[index]?.colour ?? DEFAULT_CATEGORY_COLOUR
      map.addImage(id, drawMarker(colour, iconImages.current[index]), { pixelRatio: PIXEL_RATIO })
    } else if (id.startsWith('count:')) {
      map.addImage(id, drawCount(id.slice(6)), { pixelRatio: PIXEL_RATIO })
    }
  }, [])

  // Category icons load once (async SVG decode); marker images wait for them, so no plain dot flashes.
  const iconsPromise = useRef<Promise<(HTMLImageElement | undefined)[]> | null>(null)
  const loadIcons = useCallback(() => {
    iconsPromise.current ??= (async () => {
      const sprite = document.getElementById(iconSpriteId)
      const loaded = await Promise.all(
        categoriesRef.current.map((c) => {
          const svg = sprite?.querySelector<SVGSVGElement>(`[data-category="${CSS.escape(c.slug)}"] svg`)
          return svg ? loadIconImage(svg) : Promise.resolve(undefined)
        }),
      )
      iconImages.current = loaded
      return loaded
    })()
    return iconsPromise.current
  }, [iconSpriteId])

  // ---- status for the page and for tests ------------------------------------------------------
  const report = useCallback(
    (map: MapLibreMap) => {
      if (!map.getLayer('places')) return
      const rendered = map.queryRenderedFeatures({ layers: INTERACTIVE_LAYERS })
      const points = new Set<string>()
      let clusters = 0
      let inClusters = 0
      const seenClusters = new Set<number>()
      for (const f of rendered as MapGeoJSONFeature[]) {
        const props = f.properties as Record<string, unknown>
        if (props.cluster) {
          const id = Number(props.cluster_id)
          if (seenClusters.has(id)) continue
          seenClusters.add(id)
          clusters++
          for (const k of shownRef.current) inClusters += Number(props[clusterPropertyName(k)] ?? 0)
        } else points.add(String(props.slug))
      }
      const status: MapStatus = {
        loaded: true,
        basemap: basemapRef.current,
        renderedPlaces: points.size + inClusters,
        renderedPoints: points.size,
        renderedClusters: clusters,
      }
      onStatus?.(status)
      const container = map.getContainer()
      container.dataset.mapState = 'ready'
      container.dataset.basemap = status.basemap
      container.dataset.renderedPlaces = String(status.renderedPlaces)
      container.dataset.renderedPoints = String(status.renderedPoints)
      container.dataset.renderedClusters = String(status.renderedClusters)
      const hook = ((window as unknown as { __townMap?: Record<string, unknown> }).__townMap ??= {})
      Object.assign(hook, { map, status, idleAt: performance.now() })
    },
    [onStatus],
  )
  const onLoad = useCallback((event: { target: MapLibreMap }) => {
    const map = event.target
    const hook = ((window as unknown as { __townMap?: Record<string, unknown> }).__townMap ??= {})
    Object.assign(hook, { map, loadedAt: performance.now() })
    map.getContainer().dataset.mapLoaded = 'true'
    // A shared place opened before the map existed: centre it beside the panel, not under it.
    const place = initialPlace.current
    if (place)
      map.jumpTo({
        center: place.coordinates,
        zoom: PLACE_FOCUS_ZOOM,
        padding: { top: 16, right: 16, bottom: 16, left: 16, ...paddingRef.current },
      })
  }, [])

  // MapLibre 6 asks a resolver for images it lacks (and waits for its promise). The map instance
  // appears asynchronously (react-maplibre imports maplibre-gl first), hence the callback ref.
  const resolverSet = useRef<MapLibreMap | null>(null)
  const setRef = useCallback(
    (ref: MapRef | null) => {
      mapRef.current = ref
      const map = ref?.getMap()
      if (!map || resolverSet.current === map) return
      resolverSet.current = map
      setMapCreated(true)
      map.setMissingStyleImageResolver(async (id) => {
        if (id.startsWith('place:')) await loadIcons()
        ensureImage(map, id)
      })
    },
    [ensureImage, loadIcons],
  )

  // Re-count after every filter change once the map has settled.
  useEffect(() => {
    const map = mapRef.current?.getMap()
    if (map && map.loaded()) map.once('idle', () => report(map))
  }, [shown, report])

  // ---- camera follows the chosen place ----------------------------------------------------------
  const placesBySlug = useMemo(() => new globalThis.Map(places.map((p) => [p.slug, p])), [places])
  const paddingRef = useRef(padding)
  paddingRef.current = padding
  useEffect(() => {
    const map = mapRef.current?.getMap()
    const place = selectedSlug ? placesBySlug.get(selectedSlug) : undefined
    if (!map || !place) return
    map.easeTo({
      center: place.coordinates,
      zoom: Math.max(map.getZoom(), PLACE_FOCUS_ZOOM),
      padding: { top: 16, right: 16, bottom: 16, left: 16, ...paddingRef.current },
      duration: prefersReducedMotion() ? 0 : 600,
    })
  }, [selectedSlug, placesBySlug])

  const initialPlace = useRef(selectedSlug ? placesBySlug.get(selectedSlug) : undefined)

  const onClick = useCallback(
    (e: MapLayerMouseEvent) => {
      const feature = e.features?.[0]
      const map = e.target
      if (!feature) return
      const props = feature.properties as Record<string, unknown>
      if (props.cluster) {
        const source = map.getSource(SOURCE_ID) as GeoJSONSource | undefined
        const centre = (feature.geometry as GeoJSON.Point).coordinates as [number, number]
        void source
          ?.getClusterExpansionZoom(Number(props.cluster_id))
          .then((zoom) =>
            map.easeTo({ center: centre, zoom: Math.min(zoom + 0.5, town.maxZoom), duration: prefersReducedMotion() ? 0 : 500 }),
          )
      } else if (typeof props.slug === 'string') onSelectPlace(props.slug)
    },
    [onSelectPlace, town.maxZoom],
  )

  const [w, s] = town.maxBounds[0]
  const [e, n] = town.maxBounds[1]

  return (
    <div className={styles.wrap}>
      <Map
        ref={setRef}
        styleDiffing={false}
        mapStyle={mapStyle}
        workerUrl={MAPLIBRE_WORKER_PATH}
        initialViewState={{
          longitude: initialPlace.current?.coordinates[0] ?? town.centre[0],
          latitude: initialPlace.current?.coordinates[1] ?? town.centre[1],
          zoom: initialPlace.current ? PLACE_FOCUS_ZOOM : town.zoom,
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
        onStyleData={(ev) => {
          if (ev.target.isStyleLoaded()) styleReady.current = true
        }}
        onError={(event) => {
          // react-maplibre reports a failed import of MapLibre as an error with no map behind it.
          if (!event.target) onUnavailable()
          else if (basemapRef.current === 'remote') fallBack()
        }}
        onIdle={(ev) => {
          firstIdle.current = firstIdle.current || basemapRef.current === 'fallback' || styleReady.current
          report(ev.target)
        }}
        onClick={onClick}
        style={{ position: 'absolute', inset: 0 }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <AttributionControl position="bottom-right" compact />
        {basemap === 'fallback' && (
          <Source id="town-bounds" type="geojson" data={boundsOutline}>
            <Layer
              id="town-bounds"
              type="line"
              paint={{ 'line-color': '#0b4f6c', 'line-width': 2, 'line-dasharray': [2, 2], 'line-opacity': 0.6 }}
            />
          </Source>
        )}
        <Source
          key={presentKeys.join(',')}
          id={SOURCE_ID}
          type="geojson"
          data={data}
          cluster
          clusterMaxZoom={CLUSTER_MAX_ZOOM}
          clusterRadius={CLUSTER_RADIUS}
          clusterProperties={clusterProperties}
        >
          <Layer
            id="clusters"
            type="circle"
            filter={clusterFilter}
            paint={{
              'circle-color': '#0b4f6c',
              'circle-radius': ['step', visibleSum, ...CLUSTER_RADIUS_STEPS.flat().slice(1)] as ExpressionSpecification,
              'circle-stroke-width': 3,
              'circle-stroke-color': '#ffffff',
            }}
          />
          <Layer
            id="cluster-count"
            type="symbol"
            filter={clusterFilter}
            layout={{ 'icon-image': ['concat', 'count:', countText], 'icon-allow-overlap': true, 'icon-ignore-placement': true }}
          />
          <Layer
            id="place-selected"
            type="circle"
            filter={selectedFilter}
            paint={{
              'circle-radius': 26,
              'circle-color': '#ffbf47',
              'circle-opacity': 0.55,
              'circle-stroke-width': 3,
              'circle-stroke-color': '#172026',
            }}
          />
          <Layer
            id="places"
            type="symbol"
            filter={placeFilter}
            layout={{
              'icon-image': ['concat', 'place:', ['to-string', ['get', 'c']]],
              'icon-size': ['case', ['==', ['get', 'slug'], selected], 1.25, 1],
              'icon-allow-overlap': true,
              'icon-ignore-placement': true,
              'symbol-sort-key': ['case', ['==', ['get', 'slug'], selected], 1, 0],
            }}
          />
        </Source>
        {origin.source !== 'town' && (
          <Source
            id="origin"
            type="geojson"
            data={{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: origin.coordinates } }}
          >
            <Layer id="origin-halo" type="circle" paint={{ 'circle-radius': 18, 'circle-color': '#1d4ed8', 'circle-opacity': 0.18 }} />
            <Layer
              id="origin"
              type="circle"
              paint={{ 'circle-radius': 8, 'circle-color': '#1d4ed8', 'circle-stroke-width': 3, 'circle-stroke-color': '#ffffff' }}
            />
          </Source>
        )}
        {youAreHere && (
          // Kiosk addition (issue 5): a DOM marker, so the label needs no map glyphs.
          <Marker longitude={youAreHere.coordinates[0]} latitude={youAreHere.coordinates[1]} anchor="bottom">
            <span className={styles.youAreHere} data-testid="you-are-here">
              {youAreHere.label}
            </span>
          </Marker>
        )}
      </Map>
    </div>
  )
}
