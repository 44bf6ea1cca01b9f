'use client'

import 'maplibre-gl/dist/maplibre-gl.css'

import { Layer, type LayerProps, Map, type MapRef, Marker, NavigationControl, Popup, Source } from '@vis.gl/react-maplibre'
import type { MapLayerMouseEvent, Map as MapLibreMap } from 'maplibre-gl'
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'

import type { LngLat } from '@/domain/geo'
import { boundsOutline } from '@/domain/map-clusters'
import { isNudgeKey, nudged, roundedPosition } from '@/domain/map-position'
import { MAPLIBRE_WORKER_PATH } from '@/features/map/basemap'
import { probeBasemap } from '@/features/map/basemap-probe'
import { TOWN_BOUNDS_LAYER } from '@/features/map/layers'
import { MarkerIconSource } from '@/features/map/MarkerIconSource'
import { exposeMap } from '@/features/map/test-hooks'
import { useBasemapStyle } from '@/features/map/useBasemapStyle'
import { useMarkerImages } from '@/features/map/useMarkerImages'
import type { CategoryIcons } from '@/features/places/types'

import styles from './AdminMap.module.css'
import type { AdminMapCategory } from './types'

export type AdminMapMarker = { id: number; name: string; coordinates: LngLat; category: number | null; href?: string }

export type AdminMapProps = {
  label: string
  categories: AdminMapCategory[]
  icons: CategoryIcons
  markers: AdminMapMarker[]
  /** The map's frame when it opens (and whenever it changes): a town's bounds or the markers'. */
  frame: [LngLat, LngLat] | null
  /** The town's bounds, drawn as a dashed line. */
  outline: [LngLat, LngLat] | null
  /** The pin being placed, and what placing it does; absent on a map that only shows places. */
  pin?: { position: LngLat | null; label: string; onMove: (position: [number, number]) => void }
  /** A line being drawn (a tour's path): its points, each draggable, and what moving one does. */
  path?: { points: LngLat[]; label: (index: number) => string; onMove: (index: number, position: [number, number]) => void }
  /** A click on the map, not on a place (places the pin, or adds a point to the path). */
  onMapClick?: (position: [number, number]) => void
  /** A marker to bring into view and ring (a neighbour the editor looked for). */
  focus?: { id: number; at: number } | null
  /** A marker was chosen (the overview map opens the place). */
  onChoose?: (marker: AdminMapMarker) => void
  onUnavailable: () => void
  /** A smaller map, above a list. */
  small?: boolean
}

const MARKERS_SOURCE = 'admin-places'
const FOCUS_ZOOM = 18
const PIN_ZOOM = 17

const PATH_LAYER: LayerProps = {
  id: 'admin-path',
  type: 'line',
  layout: { 'line-join': 'round', 'line-cap': 'round' },
  paint: { 'line-color': '#0b4f6c', 'line-width': 4 },
}

const markerLayers = (focused: number | null): LayerProps[] => [
  {
    id: 'admin-place-focus',
    type: 'circle',
    filter: ['==', ['get', 'id'], focused ?? -1],
    paint: {
      'circle-radius': 24,
      'circle-color': '#ffbf47',
      'circle-opacity': 0.6,
      'circle-stroke-width': 3,
      'circle-stroke-color': '#172026',
    },
  },
  {
    id: 'admin-places',
    type: 'symbol',
    layout: {
      'icon-image': ['concat', 'place:', ['to-string', ['get', 'c']]],
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
    },
  },
]

/**
 * The admin's map (issue 22): the public map's style, fallback and marker icons, the town's bounds,
 * its places, and for the map picker a pin to drag, to place with a click, or to move with the
 * arrow keys. The two numbers of the form stay the truth; this map shows them and sets them.
 */
export default function AdminMap({
  label,
  categories,
  icons,
  markers,
  frame,
  outline,
  pin,
  path,
  onMapClick,
  focus,
  onChoose,
  onUnavailable,
  small = false,
}: AdminMapProps) {
  const className = small ? `${styles.map} ${styles.small}` : styles.map
  const [map, setMap] = useState<MapLibreMap | null>(null)
  const [basemap, setBasemap] = useState<'remote' | 'fallback' | null>(null)
  const [hovered, setHovered] = useState<AdminMapMarker | null>(null)
  const iconsRef = useRef<HTMLDivElement>(null)
  const addImageResolver = useMarkerImages(categories, iconsRef)
  useEffect(() => {
    let current = true
    void probeBasemap().then((answer) => current && setBasemap(answer))
    return () => {
      current = false
    }
  }, [])
  const onBasemapFailed = useCallback(() => setBasemap('fallback'), [])
  const basemapStyle = useBasemapStyle(basemap ?? 'fallback', map, onBasemapFailed, onUnavailable)

  const categoryIndex = useMemo(() => new globalThis.Map(categories.map((c, i) => [c.id, i])), [categories])
  const markersById = useMemo(() => new globalThis.Map(markers.map((m) => [m.id, m])), [markers])
  const data = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: markers.map((m) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [m.coordinates[0], m.coordinates[1]] },
        properties: { id: m.id, c: (m.category !== null ? categoryIndex.get(m.category) : undefined) ?? categories.length },
      })),
    }),
    [markers, categoryIndex, categories.length],
  )

  const setRef = useCallback(
    (ref: MapRef | null) => {
      const instance = ref?.getMap()
      if (!instance) return
      setMap((known) => {
        if (known) return known
        addImageResolver(instance)
        return instance
      })
    },
    [addImageResolver],
  )

  // A new frame (another town chosen, another filter) brings the map to it.
  const frameKey = frame ? frame.flat().join(',') : ''
  useEffect(() => {
    if (map && frame) map.fitBounds([frame[0][0], frame[0][1], frame[1][0], frame[1][1]], { padding: 24, duration: 0, maxZoom: PIN_ZOOM })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the frame's values, not its identity
  }, [map, frameKey])

  // A pin typed in or nudged off the screen comes back into view.
  const pinned = pin?.position
  useEffect(() => {
    if (map && pinned && !map.getBounds().contains([pinned[0], pinned[1]])) map.easeTo({ center: [pinned[0], pinned[1]], duration: 0 })
  }, [map, pinned])

  useEffect(() => {
    const target = focus ? markersById.get(focus.id) : undefined
    if (map && target) map.easeTo({ center: [target.coordinates[0], target.coordinates[1]], zoom: FOCUS_ZOOM, duration: 0 })
  }, [map, focus, markersById])

  const onClick = (event: MapLayerMouseEvent) => {
    const chosen = event.features?.[0]
    const marker = chosen ? markersById.get(Number(chosen.properties.id)) : undefined
    if (marker && onChoose) onChoose(marker)
    else onMapClick?.(roundedPosition([event.lngLat.lng, event.lngLat.lat]))
  }
  const onHover = (event: MapLayerMouseEvent) => {
    const under = event.features?.[0]
    setHovered((under && markersById.get(Number(under.properties.id))) || null)
  }
  /** Arrow keys on a focused handle (the pin, a path's point) move it a few metres. */
  const nudgeWith = (at: LngLat, move: (position: [number, number]) => void) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isNudgeKey(event.key)) return
    event.preventDefault()
    event.stopPropagation()
    move(nudged(at, event.key, event.shiftKey))
  }
  const line = useMemo(
    () =>
      path && path.points.length > 1
        ? {
            type: 'Feature' as const,
            properties: {},
            geometry: { type: 'LineString' as const, coordinates: path.points.map(([lng, lat]) => [lng, lat]) },
          }
        : null,
    [path],
  )

  const initial = pin?.position
    ? { longitude: pin.position[0], latitude: pin.position[1], zoom: PIN_ZOOM }
    : frame
      ? {
          bounds: [frame[0][0], frame[0][1], frame[1][0], frame[1][1]] as [number, number, number, number],
          fitBoundsOptions: { padding: 24 },
        }
      : { longitude: -0.18, latitude: 52.33, zoom: 10 }

  if (!basemap) return <div className={className} aria-busy="true" />
  return (
    <div className={className} data-testid="admin-map" data-basemap={basemap}>
      <Map
        ref={setRef}
        styleDiffing={false}
        mapStyle={basemapStyle.style}
        workerUrl={MAPLIBRE_WORKER_PATH}
        initialViewState={initial}
        dragRotate={false}
        pitchWithRotate={false}
        touchPitch={false}
        fadeDuration={0}
        interactiveLayerIds={['admin-places']}
        cursor={hovered ? 'pointer' : onMapClick ? 'crosshair' : undefined}
        locale={{ 'Map.Title': label }}
        onLoad={({ target }) => exposeMap(target, 'loadedAt')}
        onStyleData={basemapStyle.onStyleData}
        onError={basemapStyle.onError}
        onIdle={(event) => {
          basemapStyle.onIdle()
          exposeMap(event.target, 'idleAt')
        }}
        onClick={onClick}
        onMouseMove={onHover}
        onMouseLeave={() => setHovered(null)}
        style={{ position: 'absolute', inset: 0 }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {outline && (
          <Source id="town-bounds" type="geojson" data={boundsOutline(outline)}>
            <Layer {...TOWN_BOUNDS_LAYER} />
          </Source>
        )}
        {line && (
          <Source id="admin-path" type="geojson" data={line}>
            <Layer {...PATH_LAYER} />
          </Source>
        )}
        <Source id={MARKERS_SOURCE} type="geojson" data={data}>
          {markerLayers(focus?.id ?? null).map((layer) => (
            <Layer key={layer.id} {...layer} />
          ))}
        </Source>
        {hovered && (
          <Popup longitude={hovered.coordinates[0]} latitude={hovered.coordinates[1]} closeButton={false} offset={20} maxWidth="16rem">
            {hovered.name}
          </Popup>
        )}
        {pin?.position && (
          <Marker
            longitude={pin.position[0]}
            latitude={pin.position[1]}
            anchor="bottom"
            draggable
            onDragEnd={(event) => pin.onMove(roundedPosition([event.lngLat.lng, event.lngLat.lat]))}
          >
            <button
              type="button"
              className={styles.pin}
              aria-label={pin.label}
              onKeyDown={nudgeWith(pin.position, pin.onMove)}
              data-testid="map-pin"
            >
              <svg viewBox="0 0 24 32" width="32" height="42" aria-hidden="true">
                <path d="M12 31s10-11.2 10-19A10 10 0 0 0 2 12c0 7.8 10 19 10 19z" />
                <circle cx="12" cy="12" r="4" />
              </svg>
            </button>
          </Marker>
        )}
        {path?.points.map((point, index) => (
          <Marker
            key={index}
            longitude={point[0]}
            latitude={point[1]}
            draggable
            onDragEnd={(event) => path.onMove(index, roundedPosition([event.lngLat.lng, event.lngLat.lat]))}
          >
            <button
              type="button"
              className={styles.vertex}
              aria-label={path.label(index)}
              onKeyDown={nudgeWith(point, (position) => path.onMove(index, position))}
              data-testid="path-point"
            />
          </Marker>
        ))}
      </Map>
      <MarkerIconSource ref={iconsRef} categories={categories} icons={icons} />
    </div>
  )
}
