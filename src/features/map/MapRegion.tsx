'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import { ItemBoundary } from '@/components/ItemBoundary'

import { PLACE_FOCUS_ZOOM } from './basemap'
import { useDistrictVersion } from './basemap-probe'
import styles from './MapExperience.module.css'
import { MapLoading } from './MapLoading'
import type { MapMode } from './map-mode'
import { MapPreview } from './MapPreview'
import type { TownMapProps } from './TownMap'
import type { MapPlace } from '@/features/places/types'
import type { LiveMapState } from './useLiveMap'

/** The map itself: the server-drawn picture until the live map has drawn, and the map's status pills. */
/** What the live map and the picture both draw: the town, its places, the filters and the open place. */
export type MapContent = Pick<
  TownMapProps,
  'town' | 'places' | 'categories' | 'icons' | 'filters' | 'selectedSlug' | 'origin' | 'padding' | 'onSelectPlace'
>

export function MapRegion({
  liveMap,
  content,
  listed,
  mode,
  initialPlace,
  streets: streetsOnServer = null,
}: {
  liveMap: LiveMapState<TownMapProps>
  content: MapContent
  /** The places the filters let through. */
  listed: MapPlace[]
  mode: MapMode
  initialPlace: MapPlace | undefined
  /** The district file's version the server saw, if any (a screen's always-live map goes without). */
  streets?: string | null
}) {
  const { town, categories, icons, selectedSlug, onSelectPlace } = content
  const t = useTranslations('Map')
  const { LiveMap: TownMap, basemap, ready, loading, unavailable } = liveMap
  const streets = useDistrictVersion(streetsOnServer)

  // Keyboard focus on the picture moves to the live map's canvas when it takes over.
  const region = useRef<HTMLElement>(null)
  const previewHadFocus = useRef(false)
  useEffect(() => {
    if (ready && previewHadFocus.current) region.current?.querySelector<HTMLElement>('.maplibregl-canvas')?.focus()
  }, [ready])

  return (
    <section ref={region} className={styles.mapRegion} aria-label={t('mapLabel', { townName: town.name })} aria-busy={loading}>
      {TownMap && basemap && (
        <TownMap
          {...content}
          onReady={liveMap.onReady}
          onUnavailable={liveMap.onUnavailable}
          youAreHere={mode.site}
          bearing={mode.bearing}
          basemap={basemap}
          onBasemapFailed={liveMap.onBasemapFailed}
        />
      )}
      {!ready && (
        <div
          className={styles.previewLayer}
          onFocusCapture={() => (previewHadFocus.current = true)}
          onBlurCapture={() => (previewHadFocus.current = false)}
        >
          <ItemBoundary firstView>
            <MapPreview
              places={listed}
              categories={categories}
              icons={icons}
              centre={initialPlace?.coordinates ?? town.centre}
              zoom={initialPlace ? PLACE_FOCUS_ZOOM : town.zoom}
              bearing={mode.bearing}
              focusedOnPlace={Boolean(initialPlace)}
              padding={content.padding}
              selectedSlug={selectedSlug}
              label={t('mapTitle', { townName: town.name })}
              streets={streets}
              onSelectPlace={onSelectPlace}
              onWake={liveMap.wake}
            />
          </ItemBoundary>
          {/* The pictures' streets are OpenStreetMap's: credited as the live map credits them. */}
          {streets && (
            <a className={styles.previewCredit} href="https://www.openstreetmap.org/copyright">
              {t('osmCredit')}
            </a>
          )}
        </div>
      )}
      {/* Status pills over the map, clear of its zoom buttons. */}
      <div className={styles.pills}>
        {basemap === 'fallback' && (
          <p className={styles.pill} role="status">
            {t('basemapFallback')}
          </p>
        )}
        {loading && <MapLoading />}
        {unavailable && (
          <p className={styles.pill} role="status">
            {t('previewOnly')}
          </p>
        )}
      </div>
    </section>
  )
}
