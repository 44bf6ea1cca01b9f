'use client'

import { useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react'

import { CategoryGlyph } from '@/components/CategoryGlyph'
import { ItemBoundary } from '@/components/ItemBoundary'
import { localizedPath } from '@/domain/locales'
import { DISABLE_LOCATION_PARAM, parseDisableLocationRequest } from '@/domain/location'
import { DEFAULT_FILTERS, type Filters, placeMatches } from '@/domain/map-filters'
import { byDistance } from '@/domain/map-view'
import { ownValue } from '@/domain/own-property'
import { placeMapPath } from '@/domain/town-paths'
import { travelTimes } from '@/domain/travel'
import { PlaceDetailsPanel } from '@/features/places/PlaceDetailsPanel'
import { PlaceListPanel } from '@/features/places/PlaceListPanel'
import type { CategoryIcons } from '@/features/places/types'

import { useBrowserValue } from '@/hooks/useBrowserValue'
import { LocationControl } from './LocationControl'
import styles from './MapExperience.module.css'
import { type MapMode, TOWN_MAP_MODE } from './map-mode'
import { MapPanel } from './MapPanel'
import { MapRegion } from './MapRegion'
import { useMapTestHooks } from './test-hooks'
import type { MapCategory, MapPlace } from '@/features/places/types'
import { PlaceDepartures } from '@/features/departures/TownDepartures'
import type { MapTown } from './types'
import { useLiveMap } from './useLiveMap'
import { useMapPanel } from './useMapPanel'
import { usePlaceSelection } from './usePlaceSelection'
import { useTravelOrigin } from './useTravelOrigin'

/** The live town map, with MapLibre: its own chunk, loaded only when the map is wanted (useLiveMap). */
const loadTownMap = () => import('./TownMap')

/** ?place and ?disableLocationRequest, read on the client so the page itself stays static. */
function AddressSync({
  onPlace,
  onDisableLocation,
}: {
  onPlace: (place: string | null) => void
  onDisableLocation: (disabled: boolean) => void
}) {
  const params = useSearchParams()
  const place = params.get('place')
  const disable = params.get(DISABLE_LOCATION_PARAM)
  useEffect(() => onDisableLocation(parseDisableLocationRequest(disable)), [disable, onDisableLocation])
  useEffect(() => onPlace(place), [place, onPlace])
  return null
}

export function MapExperience({
  town,
  places: initialPlaces,
  categories,
  icons,
  toolbar,
  initialPlace,
  streets = null,
  mode = TOWN_MAP_MODE,
}: {
  town: MapTown
  places: MapPlace[]
  categories: MapCategory[]
  icons: CategoryIcons
  /** Slot for the search, notices, events and highlights buttons (features/search… mount them here). */
  toolbar?: ReactNode
  /** The place of a shared link (/explore/{town}/map/{place}), opened on load. */
  initialPlace?: string
  /** The district file's version when our own street map is in place (the first picture draws its streets). */
  streets?: string | null
  /** The town map page's behaviour unless a kiosk passes its own (KioskMap). */
  mode?: MapMode
}) {
  const t = useTranslations('Map')
  const tPlaces = useTranslations('Places')
  const locale = useLocale()

  const [places, setPlaces] = useState(initialPlaces)
  useMapTestHooks(town.slug, setPlaces)
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS)
  const [disabledByParam, setDisabledByParam] = useState(false)
  const location = useTravelOrigin(town, mode, disabledByParam)
  const { origin } = location
  const liveMap = useLiveMap({ alwaysLive: mode.alwaysLive, load: loadTownMap })
  const panel = useMapPanel({ initiallyOpen: Boolean(initialPlace) })

  const bySlug = useMemo(() => new Map(places.map((p) => [p.slug, p])), [places])
  const categoryBySlug = useMemo(() => new Map(categories.map((c) => [c.slug, c])), [categories])
  const withTravel = useMemo(() => byDistance(places, origin.coordinates), [places, origin.coordinates])
  const listed = useMemo(() => withTravel.filter((p) => placeMatches(p.place, filters)), [withTravel, filters])
  const listedPlaces = useMemo(() => listed.map((p) => p.place), [listed])
  const selection = usePlaceSelection({ town, bySlug, initialPlace, mode, panel })
  const { selected } = selection
  const shared = { categories, icons, filters }

  const siteOrigin = useBrowserValue(() => window.location.origin, '')
  const shareUrl = selected && siteOrigin ? `${siteOrigin}${localizedPath(locale, placeMapPath(town.slug, selected.slug))}` : ''

  return (
    <div className={styles.screen} data-layout={panel.isSide ? 'side' : 'sheet'} data-panel={panel.open ? 'open' : 'closed'}>
      <div className={styles.bar}>
        <h1 className={styles.title}>{t('heading', { townName: town.name })}</h1>
        {/* Toolbar slot: search, notices, events and highlights buttons are mounted here by page.tsx. */}
        <div className={styles.toolbar} data-slot="map-toolbar">
          {toolbar}
        </div>
        <LocationControl
          state={location.state}
          origin={origin}
          usingMock={Boolean(location.mock)}
          townName={town.name}
          onRequest={location.request}
        />
      </div>

      <div className={styles.stage}>
        <MapRegion
          liveMap={liveMap}
          content={{
            ...shared,
            town,
            places,
            selectedSlug: selection.selectedSlug,
            origin,
            padding: panel.padding,
            onSelectPlace: selection.openPlace,
          }}
          listed={listedPlaces}
          mode={mode}
          initialPlace={initialPlace ? bySlug.get(initialPlace) : undefined}
          streets={streets}
        />
        <MapPanel panel={panel} title={selected ? selected.name : tPlaces('listHeading')} count={selected ? undefined : listed.length}>
          {selected && (
            <ItemBoundary key={selected.slug}>
              <PlaceDetailsPanel
                place={selected}
                category={categoryBySlug.get(selected.categorySlug)}
                icon={<CategoryGlyph icon={ownValue(icons, selected.categorySlug)} />}
                travel={travelTimes(origin.coordinates, selected.coordinates)}
                travelFrom={mode.site ? 'kiosk' : origin.source}
                townName={town.name}
                shareUrl={mode.share ? shareUrl : null}
                shareOpen={selection.shareOpen}
                onShareToggle={selection.toggleShare}
                onBack={selection.backToList}
                onClose={selection.closePanel}
                headingRef={selection.headingRef}
              />
            </ItemBoundary>
          )}
          {selected && <PlaceDepartures place={selected} town={town} />}
          {selected && mode.placeExtra?.(selected)}
          {!selected && panel.listDrawn && (
            <PlaceListPanel
              {...shared}
              places={listed}
              onFiltersChange={setFilters}
              onOpen={(slug) => {
                // The live map flies to a place chosen from the list.
                liveMap.wake()
                selection.openPlace(slug)
              }}
              notice={selection.notice}
            />
          )}
        </MapPanel>
      </div>
      <Suspense fallback={null}>
        <AddressSync onPlace={selection.onAddress} onDisableLocation={setDisabledByParam} />
      </Suspense>
    </div>
  )
}
