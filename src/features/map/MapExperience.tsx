'use client'

import { ChevronDown, ChevronUp, List, LocateFixed, LocateOff, LoaderCircle, PanelLeftClose } from 'lucide-react'
import { useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import {
  type ComponentType,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'

import { ItemBoundary } from '@/components/ItemBoundary'
import { localizedPath } from '@/domain/locales'
import { placeOfPath } from '@/domain/offline-pages'
import { DISABLE_LOCATION_PARAM, isLocationRequestDisabledForPath, parseDisableLocationRequest } from '@/domain/location'
import { ownValue } from '@/domain/own-property'
import { travelTimes } from '@/domain/travel'
import { PlaceDetailsPanel } from '@/features/places/PlaceDetailsPanel'
import { placeItemId, PlaceListPanel } from '@/features/places/PlaceListPanel'
import type { CategoryIcons } from '@/features/places/types'
import { placeMapPath, townMapPath } from '@/domain/town-paths'

import { PLACE_FOCUS_ZOOM } from './basemap'
import { markBasemapFailed, probeBasemap } from './basemap-probe'
import { DEFAULT_FILTERS, type Filters, placeMatches } from './filters'
import { useVisitorOrigin } from './location/useVisitorOrigin'
import styles from './MapExperience.module.css'
import { MapLoading } from './MapLoading'
import { MapPreview } from './MapPreview'
import type { Basemap, TownMapProps } from './TownMap'
import type { MapCategory, MapPlace, MapTown } from './types'

type TownMapComponent = ComponentType<TownMapProps>

/** Wide landscape screens get a left side panel; phones and portrait kiosks get a bottom sheet. */
const SIDE_PANEL_QUERY = '(min-width: 900px) and (orientation: landscape)'
const SIDE_PANEL_WIDTH = 400
/** A drag on the sheet's handle further than this opens or closes it; shorter is a tap. */
const DRAG_THRESHOLD_PX = 40

function useMediaQuery(query: string, serverValue: boolean) {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', notify)
      return () => list.removeEventListener('change', notify)
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}

type UrlState = { place: string | null; disableLocation: boolean }

/** ?place and ?disableLocationRequest, read on the client so the page itself stays static. */
function SearchParamsSync({ onChange }: { onChange: (state: UrlState) => void }) {
  const params = useSearchParams()
  const place = params.get('place')
  const disable = params.get(DISABLE_LOCATION_PARAM)
  useEffect(() => {
    onChange({ place, disableLocation: parseDisableLocationRequest(disable) })
  }, [place, disable, onChange])
  return null
}

type TownMapHook = { replacePlaces?: (places: MapPlace[]) => void; [key: string]: unknown }

export function MapExperience({
  town,
  places: initialPlaces,
  categories,
  icons,
  iconSpriteId,
  toolbar,
  initialPlace,
  kiosk,
  placeExtra,
}: {
  town: MapTown
  places: MapPlace[]
  categories: MapCategory[]
  icons: CategoryIcons
  iconSpriteId: string
  /** Slot for the search, notices, events and highlights buttons (features/search… mount them here). */
  toolbar?: ReactNode
  /** The place of a shared link (/explore/{town}/map/{place}), opened on load. */
  initialPlace?: string
  /**
   * Kiosk addition (issue 5): on a kiosk the kiosk's own site is "you are here": travel times start
   * there, a marker shows it and the map turns to the kiosk's facing. Absent elsewhere (no change).
   */
  kiosk?: { coordinates: [number, number]; bearing: number; label: string }
  /** Kiosk addition (issue 5): extra content under a place's details (the kiosk's QR hand-off). */
  placeExtra?: (place: MapPlace) => ReactNode
}) {
  const t = useTranslations('Map')
  const tPlaces = useTranslations('Places')
  const tLocation = useTranslations('Location')
  const locale = useLocale()
  const isSide = useMediaQuery(SIDE_PANEL_QUERY, false)

  const [places, setPlaces] = useState(initialPlaces)
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS)
  const [selectedSlug, setSelectedSlug] = useState<string | null>(null)
  // Closed in the server HTML (the phone start state, so phones see no layout shift); a shared place starts open.
  const [panelOpen, setPanelOpen] = useState(Boolean(initialPlace))
  // The place list is drawn the first time the panel opens and kept after, with its scroll. Closed,
  // it is hidden and inert, yet its rows were two thirds of the page a phone parsed and hydrated.
  const [listDrawn, setListDrawn] = useState(panelOpen)
  if (panelOpen && !listDrawn) setListDrawn(true)
  const [shareOpen, setShareOpen] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [disabledByParam, setDisabledByParam] = useState(false)
  const [disabledByPath, setDisabledByPath] = useState(false)
  useEffect(() => setDisabledByPath(isLocationRequestDisabledForPath(window.location.pathname)), [])
  const {
    origin: visitorOrigin,
    state: locationState,
    request: requestLocation,
    mock,
  } = useVisitorOrigin(town.centre, disabledByParam || disabledByPath || Boolean(kiosk))
  const isKiosk = Boolean(kiosk)
  // Kiosk addition (issue 5): a kiosk measures from its own site.
  const kioskLng = kiosk?.coordinates[0]
  const kioskLat = kiosk?.coordinates[1]
  const origin = useMemo(
    () =>
      kioskLng != null && kioskLat != null
        ? { coordinates: [kioskLng, kioskLat] as [number, number], source: 'town' as const, tooFar: false }
        : visitorOrigin,
    [kioskLng, kioskLat, visitorOrigin],
  )

  // The page opens on MapPreview, drawn by the server. MapLibre loads at once where it buys
  // something the picture cannot show: the street map, or a kiosk's rotated, always-live map.
  // Without streets it loads when the visitor reaches for the map; until then nothing runs WebGL.
  const [basemap, setBasemap] = useState<Basemap | null>(null)
  const [live, setLive] = useState(false)
  const [liveReady, setLiveReady] = useState(false)
  const [liveUnavailable, setLiveUnavailable] = useState(false)
  const wake = useCallback(() => setLive(true), [])
  const onLiveUnavailable = useCallback(() => setLiveUnavailable(true), [])
  // MapLibre and the map component load only here, in the browser, once the live map is wanted.
  // Offline, before MapLibre was ever kept, the import fails: the picture stays and says why.
  const [TownMap, setTownMap] = useState<TownMapComponent | null>(null)
  useEffect(() => {
    if (!live) return
    let current = true
    // MapLibre itself (react-maplibre imports it when the map mounts) downloads alongside, not after.
    import('maplibre-gl').catch(() => {})
    import('./TownMap').then(
      (loaded) => current && setTownMap(() => loaded.default),
      () => current && onLiveUnavailable(),
    )
    return () => {
      current = false
    }
  }, [live, onLiveUnavailable])
  useEffect(() => {
    let current = true
    if (isKiosk) setLive(true)
    void probeBasemap().then((decided) => {
      if (!current) return
      setBasemap(decided)
      if (decided === 'remote') setLive(true)
    })
    return () => {
      current = false
    }
  }, [isKiosk])
  const onBasemapFailed = useCallback(() => {
    markBasemapFailed()
    setBasemap('fallback')
  }, [])
  const onLiveStatus = useCallback(() => setLiveReady(true), [])
  // Keyboard focus on the picture moves to the live map's canvas when it takes over.
  const previewHadFocus = useRef(false)
  useEffect(() => {
    if (!liveReady || !previewHadFocus.current) return
    document.querySelector<HTMLElement>('[data-testid="town-map"] .maplibregl-canvas')?.focus()
  }, [liveReady])

  const headingRef = useRef<HTMLHeadingElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const showPanelRef = useRef<HTMLButtonElement>(null)
  const pendingFocus = useRef<string | null>(null)
  const selectedRef = useRef(selectedSlug)
  selectedRef.current = selectedSlug

  // Phones start with the sheet lowered so the map shows; wide screens open the side panel before
  // the first paint (a layout effect), so neither layout moves once the page has hydrated.
  useLayoutEffect(() => {
    if (window.matchMedia(SIDE_PANEL_QUERY).matches) setPanelOpen(true)
  }, [])

  // Bench and test introspection: the bench swaps in 10,000 synthetic places through this hook.
  useEffect(() => {
    const w = window as unknown as { __townMap?: TownMapHook }
    w.__townMap = Object.assign(w.__townMap ?? {}, { replacePlaces: (next: MapPlace[]) => setPlaces(next), town: town.slug })
  }, [town.slug])

  const bySlug = useMemo(() => new Map(places.map((p) => [p.slug, p])), [places])
  const categoryBySlug = useMemo(() => new Map(categories.map((c) => [c.slug, c])), [categories])
  const withTravel = useMemo(
    () =>
      places
        .map((place) => ({ place, travel: travelTimes(origin.coordinates, place.coordinates) }))
        .sort((a, b) => a.travel.distanceKm - b.travel.distanceKm || a.place.name.localeCompare(b.place.name)),
    [places, origin.coordinates],
  )
  const listed = useMemo(() => withTravel.filter((p) => placeMatches(p.place, filters)), [withTravel, filters])
  const selected = selectedSlug ? bySlug.get(selectedSlug) : undefined
  const initialPlaceView = initialPlace ? bySlug.get(initialPlace) : undefined

  // The address bar always shows the share link of what is open, so it can be copied as it is.
  const setUrlPlace = useCallback(
    (slug: string | null) => {
      const url = new URL(window.location.href)
      url.searchParams.delete('place')
      // Kiosk addition (issue 5): a kiosk keeps its own /kiosk/{town}/{place} paths.
      const path = isKiosk
        ? `/kiosk/${town.slug}${slug ? `/${encodeURIComponent(slug)}` : ''}`
        : slug
          ? placeMapPath(town.slug, slug)
          : townMapPath(town.slug)
      url.pathname = localizedPath(locale, path)
      window.history.replaceState(window.history.state, '', url)
    },
    [locale, town.slug, isKiosk],
  )

  const openPlace = useCallback(
    (slug: string, { focus = true }: { focus?: boolean } = {}) => {
      setSelectedSlug(slug)
      setShareOpen(false)
      setPanelOpen(true)
      setNotice(null)
      setUrlPlace(slug)
      pendingFocus.current = focus ? 'heading' : null
    },
    [setUrlPlace],
  )

  const backToList = useCallback(() => {
    pendingFocus.current = selectedRef.current ? `item:${selectedRef.current}` : null
    setSelectedSlug(null)
    setShareOpen(false)
    setUrlPlace(null)
  }, [setUrlPlace])

  const closePanel = useCallback(() => {
    pendingFocus.current = 'toggle'
    setSelectedSlug(null)
    setShareOpen(false)
    setPanelOpen(false)
    setUrlPlace(null)
  }, [setUrlPlace])

  // Focus follows the panel: to the place's heading, back to its list item, or to the panel's toggle.
  useEffect(() => {
    const target = pendingFocus.current
    if (!target) return
    pendingFocus.current = null
    if (target === 'heading') headingRef.current?.focus()
    else if (target === 'toggle') (showPanelRef.current ?? toggleRef.current)?.focus()
    else if (target.startsWith('item:')) {
      const item = document.getElementById(placeItemId(target.slice(5)))
      ;(item ?? document.getElementById('place-list-heading'))?.focus()
    }
  })

  const onUrlState = useCallback(
    ({ place: queryPlace, disableLocation }: UrlState) => {
      setDisabledByParam(disableLocation)
      // Older links carry ?place=; shared links name the place in the path. Offline, the service
      // worker answers a place's address with its town's kept map page: the place is read from the address.
      const placeInAddress = isKiosk ? null : placeOfPath(window.location.pathname)
      const place = queryPlace ?? initialPlace ?? (placeInAddress?.town === town.slug ? placeInAddress.place : null)
      if (!place || place === selectedRef.current) return
      if (bySlug.has(place)) openPlace(place, { focus: false })
      else {
        setNotice(tPlaces('notFound'))
        setPanelOpen(true)
      }
    },
    [bySlug, openPlace, tPlaces, initialPlace, isKiosk, town.slug],
  )

  // ESC closes the innermost open thing; modal dialogs (image viewer, search…) handle their own ESC.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return
      if (document.querySelector('dialog[open]')) return
      if (shareOpen) {
        setShareOpen(false)
        e.preventDefault()
      } else if (selectedRef.current) {
        backToList()
        e.preventDefault()
      } else if (panelOpen) {
        pendingFocus.current = 'toggle'
        setPanelOpen(false)
        e.preventDefault()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [shareOpen, panelOpen, backToList])

  // Sheet handle: drag up to open, down to close; a tap toggles. The button beside it does the same.
  const drag = useRef<{ y: number; moved: boolean } | null>(null)
  const onHandleDown = (e: React.PointerEvent) => {
    drag.current = { y: e.clientY, moved: false }
    ;(e.currentTarget as HTMLElement).setPointerCapture(e.pointerId)
  }
  const onHandleUp = (e: React.PointerEvent) => {
    if (!drag.current) return
    const dy = e.clientY - drag.current.y
    drag.current = null
    if (dy < -DRAG_THRESHOLD_PX) setPanelOpen(true)
    else if (dy > DRAG_THRESHOLD_PX) setPanelOpen(false)
    else setPanelOpen((open) => !open)
  }

  const padding = useMemo(() => {
    if (isSide) return panelOpen ? { left: SIDE_PANEL_WIDTH + 16 } : {}
    const height = typeof window === 'undefined' ? 800 : window.innerHeight
    return { bottom: panelOpen ? Math.round(height * 0.5) : 120 }
  }, [isSide, panelOpen])

  const shareUrl =
    selected && typeof window !== 'undefined'
      ? `${window.location.origin}${localizedPath(locale, placeMapPath(town.slug, selected.slug))}`
      : ''

  const locationMessage = (() => {
    if (origin.source === 'town' && (locationState === 'granted' || mock) && origin.tooFar)
      return tLocation('tooFar', { townName: town.name })
    if (mock) return tLocation('usingMock')
    switch (locationState) {
      case 'locating':
        return tLocation('locating')
      case 'granted':
        return tLocation('located')
      case 'denied':
        return tLocation('denied')
      case 'unavailable':
        return tLocation('unavailable')
      default:
        return ''
    }
  })()

  // The page is static: a shared ?place= link gets its place's name in the title once it opens.
  // Next re-renders its own <title> when the URL changes, so the wanted title is re-applied.
  const tSite = useTranslations('Site')
  const baseTitle = useRef<string | null>(null)
  useEffect(() => {
    baseTitle.current ??= document.title
    if (!selected) {
      document.title = baseTitle.current
      return
    }
    const wanted = tSite('titleTemplate', { title: t('placeTitle', { placeName: selected.name, townName: town.name }) })
    const apply = () => {
      if (document.title !== wanted) document.title = wanted
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(document.head, { subtree: true, childList: true, characterData: true })
    return () => observer.disconnect()
  }, [selected, t, tSite, town.name])

  // The notice strip (offline, updates) floats over the page: it is told where the sheet or the side
  // list is, so it sits beside it instead of over the list the visitor is using.
  const panelRef = useRef<HTMLElement>(null)
  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    const root = document.documentElement.style
    const place = () => {
      const shown = !panel.hidden
      const rect = panel.getBoundingClientRect()
      root.setProperty('--overlay-block-end', shown && !isSide ? `${Math.max(0, Math.round(window.innerHeight - rect.top))}px` : '0px')
      root.setProperty('--overlay-inline-start', shown && isSide ? `${Math.round(rect.right)}px` : '0px')
    }
    place()
    const observer = new ResizeObserver(place)
    observer.observe(panel)
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, { passive: true })
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place)
      root.removeProperty('--overlay-block-end')
      root.removeProperty('--overlay-inline-start')
    }
  }, [isSide, panelOpen])

  const panelTitle = selected ? selected.name : tPlaces('listHeading')

  return (
    <div className={styles.screen} data-layout={isSide ? 'side' : 'sheet'} data-panel={panelOpen ? 'open' : 'closed'}>
      <div className={styles.bar}>
        <h1 className={styles.title}>{t('heading', { townName: town.name })}</h1>
        {/* Toolbar slot: search, notices, events and highlights buttons are mounted here by page.tsx. */}
        <div className={styles.toolbar} data-slot="map-toolbar">
          {toolbar}
        </div>
        {locationState === 'disabled' ? (
          <p className={styles.locationOff}>
            <LocateOff aria-hidden="true" size={20} />
            <span>{tLocation('disabled')}</span>
          </p>
        ) : (
          <button
            type="button"
            className={styles.barButton}
            onClick={requestLocation}
            aria-label={tLocation('useMyLocation')}
            aria-busy={locationState === 'locating'}
            data-testid="use-my-location"
          >
            {locationState === 'locating' ? (
              <LoaderCircle aria-hidden="true" size={22} className={styles.spin} />
            ) : (
              <LocateFixed aria-hidden="true" size={22} />
            )}
            <span className={styles.barButtonText}>{tLocation('useMyLocation')}</span>
          </button>
        )}
        <p className={styles.locationStatus} role="status">
          {locationMessage}
        </p>
      </div>

      <div className={styles.stage}>
        <section className={styles.mapRegion} aria-label={t('mapLabel', { townName: town.name })} data-testid="town-map">
          {TownMap && basemap && (
            <TownMap
              onStatus={onLiveStatus}
              onUnavailable={onLiveUnavailable}
              town={town}
              places={places}
              categories={categories}
              filters={filters}
              selectedSlug={selectedSlug}
              origin={origin}
              padding={padding}
              iconSpriteId={iconSpriteId}
              onSelectPlace={openPlace}
              youAreHere={kiosk ? { coordinates: kiosk.coordinates, label: kiosk.label } : undefined}
              bearing={kiosk?.bearing}
              basemap={basemap}
              onBasemapFailed={onBasemapFailed}
            />
          )}
          {!liveReady && (
            <div
              className={styles.previewLayer}
              onFocusCapture={() => (previewHadFocus.current = true)}
              onBlurCapture={() => (previewHadFocus.current = false)}
            >
              <ItemBoundary>
                <MapPreview
                  places={listed.map((p) => p.place)}
                  categories={categories}
                  icons={icons}
                  centre={initialPlaceView?.coordinates ?? town.centre}
                  zoom={initialPlaceView ? PLACE_FOCUS_ZOOM : town.zoom}
                  bearing={kiosk?.bearing}
                  focusedOnPlace={Boolean(initialPlaceView)}
                  selectedSlug={selectedSlug}
                  label={t('mapTitle', { townName: town.name })}
                  onSelectPlace={openPlace}
                  onWake={wake}
                />
              </ItemBoundary>
            </div>
          )}
          {/* Status pills over the map, clear of its zoom buttons. */}
          <div className={styles.pills}>
            {basemap === 'fallback' && (
              <p className={styles.pill} role="status">
                {t('basemapFallback')}
              </p>
            )}
            {!liveReady && live && !liveUnavailable && <MapLoading />}
            {!liveReady && liveUnavailable && (
              <p className={styles.pill} role="status">
                {t('previewOnly')}
              </p>
            )}
          </div>
        </section>

        {isSide && !panelOpen && (
          <button
            type="button"
            ref={showPanelRef}
            className={`button ${styles.showPanel}`}
            onClick={() => setPanelOpen(true)}
            aria-controls="map-panel"
          >
            <List aria-hidden="true" size={20} />
            {t('showPanel')}
          </button>
        )}

        <aside id="map-panel" ref={panelRef} className={styles.panel} aria-label={t('panelLabel')} hidden={isSide && !panelOpen}>
          <div className={styles.panelHeader}>
            {!isSide && (
              <div
                className={styles.handleZone}
                onPointerDown={onHandleDown}
                onPointerUp={onHandleUp}
                onPointerCancel={() => (drag.current = null)}
                aria-hidden="true"
                data-testid="sheet-handle"
              >
                <span className={styles.handle} />
              </div>
            )}
            <div className={styles.panelTitleRow}>
              <p className={styles.panelTitle}>
                {panelTitle}
                {!selected && <span className={styles.panelCount}> · {listed.length}</span>}
              </p>
              <button
                type="button"
                ref={toggleRef}
                className={styles.toggle}
                onClick={() => setPanelOpen((open) => !open)}
                aria-expanded={panelOpen}
                aria-controls="map-panel-body"
                data-testid="panel-toggle"
              >
                {isSide ? (
                  <PanelLeftClose aria-hidden="true" size={20} />
                ) : panelOpen ? (
                  <ChevronDown aria-hidden="true" size={20} />
                ) : (
                  <ChevronUp aria-hidden="true" size={20} />
                )}
                {panelOpen ? t('hidePanel') : t('showPanel')}
              </button>
            </div>
          </div>
          <div id="map-panel-body" className={styles.panelBody} inert={!panelOpen} data-testid="map-panel-body">
            {selected ? (
              <ItemBoundary key={selected.slug}>
                <PlaceDetailsPanel
                  place={selected}
                  category={categoryBySlug.get(selected.categorySlug)}
                  icon={ownValue(icons, selected.categorySlug)}
                  travel={travelTimes(origin.coordinates, selected.coordinates)}
                  originSource={origin.source}
                  townName={town.name}
                  shareUrl={shareUrl}
                  shareOpen={shareOpen}
                  onShareToggle={() => setShareOpen((open) => !open)}
                  onBack={backToList}
                  onClose={closePanel}
                  headingRef={headingRef}
                  onKiosk={isKiosk}
                />
              </ItemBoundary>
            ) : null}
            {selected && placeExtra?.(selected)}
            {!selected && listDrawn && (
              <PlaceListPanel
                places={listed}
                categories={categories}
                icons={icons}
                filters={filters}
                onFiltersChange={setFilters}
                onOpen={(slug) => {
                  // The live map flies to a place chosen from the list.
                  wake()
                  openPlace(slug)
                }}
                notice={notice}
              />
            )}
          </div>
        </aside>
      </div>
      <Suspense fallback={null}>
        <SearchParamsSync onChange={onUrlState} />
      </Suspense>
    </div>
  )
}
