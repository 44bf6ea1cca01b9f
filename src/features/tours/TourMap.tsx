'use client'

import 'maplibre-gl/dist/maplibre-gl.css'

import { AttributionControl, Layer, type LayerProps, Map, type MapRef, Marker, NavigationControl, Source } from '@vis.gl/react-maplibre'
import type { Map as MapLibreMap } from 'maplibre-gl'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useState } from 'react'

import type { LngLat } from '@/domain/geo'
import { drawingOrder } from '@/domain/tours'
import { prefersReducedMotion } from '@/hooks/reduced-motion'
import { type Basemap, MAPLIBRE_WORKER_PATH } from '@/features/map/basemap'
import { exposeMap } from '@/features/map/test-hooks'
import { useBasemapStyle } from '@/features/map/useBasemapStyle'

import styles from './Tours.module.css'

export type TourMapProps = {
  stops: { coordinates: LngLat }[]
  /** The walked line: the drawn path, or the stops themselves. */
  line: LngLat[]
  /** The stop being walked to, in follow mode. */
  current?: number
  visitor?: LngLat | null
  label: string
  basemap: Basemap
  onBasemapFailed: () => void
  onUnavailable: () => void
  onReady: () => void
}

const ROUTE_LAYER: LayerProps = {
  id: 'tour-route',
  type: 'line',
  layout: { 'line-join': 'round', 'line-cap': 'round' },
  paint: { 'line-color': '#0b4f6c', 'line-width': 5, 'line-dasharray': [2, 1.5] },
}

/**
 * A tour on the live map (issue 20): its line and numbered stops, fitted to the tour, the stop being
 * walked to marked and brought into view, and the visitor when they share where they are. Loaded
 * only when wanted (useLiveMap); the route picture stands in until then, and on paper.
 */
export default function TourMap({ stops, line, current, visitor, label, basemap, onBasemapFailed, onUnavailable, onReady }: TourMapProps) {
  const t = useTranslations('Map')
  const [map, setMap] = useState<MapLibreMap | null>(null)
  const basemapStyle = useBasemapStyle(basemap, map, onBasemapFailed, onUnavailable)
  const bounds = useMemo(() => {
    const points = [...stops.map((s) => s.coordinates), ...line]
    const lngs = points.map(([lng]) => lng)
    const lats = points.map(([, lat]) => lat)
    return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)] as [number, number, number, number]
  }, [stops, line])
  const route = useMemo(
    () => ({
      type: 'Feature' as const,
      properties: {},
      geometry: { type: 'LineString' as const, coordinates: line.map(([lng, lat]) => [lng, lat]) },
    }),
    [line],
  )

  const setRef = useCallback((ref: MapRef | null) => {
    const instance = ref?.getMap()
    if (instance) setMap((known) => known ?? instance)
  }, [])

  // The stop being walked to comes into view when it is not.
  const target = current !== undefined ? stops[current]?.coordinates : undefined
  useEffect(() => {
    if (!map || !target || map.getBounds().contains([target[0], target[1]])) return
    map.easeTo({ center: [target[0], target[1]], duration: prefersReducedMotion() ? 0 : 600 })
  }, [map, target])

  return (
    <div className={styles.liveMap}>
      <Map
        ref={setRef}
        styleDiffing={false}
        mapStyle={basemapStyle.style}
        workerUrl={MAPLIBRE_WORKER_PATH}
        initialViewState={{ bounds, fitBoundsOptions: { padding: 40, maxZoom: 17 } }}
        dragRotate={false}
        pitchWithRotate={false}
        touchPitch={false}
        attributionControl={false}
        fadeDuration={0}
        locale={{
          'Map.Title': label,
          'NavigationControl.ZoomIn': t('zoomIn'),
          'NavigationControl.ZoomOut': t('zoomOut'),
          'AttributionControl.ToggleAttribution': t('toggleAttribution'),
        }}
        onLoad={({ target: loaded }) => {
          exposeMap(loaded, 'loadedAt')
          onReady()
        }}
        onStyleData={basemapStyle.onStyleData}
        onError={basemapStyle.onError}
        onIdle={basemapStyle.onIdle}
        style={{ position: 'absolute', inset: 0 }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <AttributionControl position="bottom-right" compact={false} />
        <Source id="tour-route" type="geojson" data={route}>
          <Layer {...ROUTE_LAYER} />
        </Source>
        {drawingOrder(stops.length, current).map((i) => (
          // DOM markers: the numbers need no map glyphs. The stop list is their text.
          <Marker key={i} longitude={stops[i].coordinates[0]} latitude={stops[i].coordinates[1]}>
            <span className={styles.mapStop} data-current={i === current || undefined} aria-hidden="true">
              {i + 1}
            </span>
          </Marker>
        ))}
        {visitor && (
          <Marker longitude={visitor[0]} latitude={visitor[1]}>
            <span className={styles.mapVisitor} data-visitor aria-hidden="true" />
          </Marker>
        )}
      </Map>
    </div>
  )
}
