import type { CSSProperties, PointerEvent as ReactPointerEvent } from 'react'

import { CategoryGlyph } from '@/components/CategoryGlyph'
import { DEFAULT_CATEGORY_COLOUR } from '@/domain/category-style'
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, clusterRadius } from '@/domain/map-clusters'
import { groupNearby, isTap, offsetFromCentre } from '@/domain/map-preview'
import { type MapPadding, mapPadding, paddingShift } from '@/domain/map-view'
import { ownValue } from '@/domain/own-property'
import { streetPicturePath, streetPictures } from '@/domain/street-picture'
import type { CategoryIcons } from '@/features/places/types'

import styles from './MapPreview.module.css'
import type { MapCategory, MapPlace } from '@/features/places/types'

/** The press waiting for its release: one at a time, so a release that never came leaves nothing behind. */
let pendingPress: AbortController | null = null

/**
 * A press on a place opens it when it is released, wherever the release lands: the press also wakes
 * the live map, which may have taken the picture's place by then (a slow press, or MapLibre already
 * kept). A click would be lost there, as it goes to what the press and the release have in common.
 */
function openOnRelease(down: ReactPointerEvent, onSelectPlace: (slug: string) => void) {
  pendingPress?.abort()
  pendingPress = null
  const slug = (down.target as HTMLElement).closest<HTMLElement>('[data-slug]')?.dataset.slug
  // The main button or a finger, not a second finger or a Ctrl-click that opens a context menu.
  if (!slug || down.button !== 0 || !down.isPrimary || down.ctrlKey) return
  const from = { x: down.clientX, y: down.clientY }
  const listening = (pendingPress = new AbortController())
  const options = { signal: listening.signal, capture: true }
  const ofThisPress = (event: PointerEvent) => event.pointerId === down.pointerId
  document.addEventListener(
    'pointerup',
    (up) => {
      if (!ofThisPress(up)) return
      listening.abort()
      if (!isTap(from, { x: up.clientX, y: up.clientY })) return
      onSelectPlace(slug)
      if (up.pointerType === 'touch') cancelTapClick()
    },
    options,
  )
  document.addEventListener('pointercancel', (cancel) => ofThisPress(cancel) && listening.abort(), options)
}

/**
 * A finger's tap is followed by mouse events and a click where it was: on the details panel that
 * has just opened there, or on the picture, which would take the focus from the place's heading.
 * The place is open already; cancelling the touch's end cancels them (pointerup comes just before it).
 */
function cancelTapClick() {
  const waiting = new AbortController()
  document.addEventListener('touchend', (end) => end.preventDefault(), {
    signal: waiting.signal,
    capture: true,
    passive: false,
    once: true,
  })
  setTimeout(() => waiting.abort(), 500)
}

const at = (x: number, y: number): CSSProperties => ({ left: `calc(50% + ${x.toFixed(1)}px)`, top: `calc(50% + ${y.toFixed(1)}px)` })

/**
 * The map's first picture: the places as the places-only map draws them (discs in their category's
 * colour, clusters with counts), positioned on the server, so they show before any script runs.
 * MapLibre (1 MB of script and a WebGL canvas) replaces it when the street map can load or the
 * visitor reaches for the map; a tap on a place opens it straight away. To assistive technology it
 * is the control that starts the live map (which then takes the focus); the list names every place.
 */
export function MapPreview({
  places,
  categories,
  icons,
  centre,
  zoom,
  bearing = 0,
  focusedOnPlace,
  padding,
  selectedSlug,
  label,
  streets,
  onSelectPlace,
  onWake,
}: {
  /** The places the filters let through. */
  places: MapPlace[]
  categories: MapCategory[]
  icons: CategoryIcons
  centre: [number, number]
  zoom: number
  bearing?: number
  /** Centred on a shared place rather than the town. */
  focusedOnPlace: boolean
  /** The panel's room: the picture's centre moves clear of it, as the live map's does. */
  padding: Partial<MapPadding>
  selectedSlug: string | null
  label: string
  /** The district file's version when our own street map is in place: its streets are drawn under the places. */
  streets: string | null
  onSelectPlace: (slug: string) => void
  /** The visitor reached for the map (touch, pointer, wheel or keyboard focus): load the live one. */
  onWake: () => void
}) {
  const [shiftX, shiftY] = paddingShift(mapPadding(padding))
  const colours = new Map(categories.map((c) => [c.slug, c.colour]))
  // By slug, so the grouping does not change when the list re-sorts by distance.
  const points = [...places]
    .sort((a, b) => (a.slug < b.slug ? -1 : 1))
    .map((place) => {
      const [x, y] = offsetFromCentre(place.coordinates, centre, zoom, bearing)
      return { x, y, item: place }
    })
  // Above CLUSTER_MAX_ZOOM the live map draws every place on its own.
  const groups = groupNearby(points, zoom > CLUSTER_MAX_ZOOM ? 0 : CLUSTER_RADIUS)

  return (
    <div
      className={styles.preview}
      data-focus={focusedOnPlace ? 'place' : 'town'}
      role="button"
      aria-label={label}
      tabIndex={0}
      onPointerDown={(event) => {
        openOnRelease(event, onSelectPlace)
        onWake()
      }}
      onWheel={onWake}
      onFocus={onWake}
      onKeyDown={onWake}
    >
      <div className={styles.plane} style={{ translate: `${shiftX}px ${shiftY}px` }}>
        {streets && (
          <div className={styles.streets} style={bearing ? { rotate: `${-bearing}deg` } : undefined}>
            {streetPictures(centre, zoom).map((picture) => (
              // eslint-disable-next-line @next/next/no-img-element -- a small SVG of our own, drawn to size: nothing for the image optimiser to do.
              <img
                key={`${picture.x}/${picture.y}`}
                src={streetPicturePath(picture, streets)}
                alt=""
                width={Math.ceil(picture.size)}
                height={Math.ceil(picture.size)}
                loading={picture.inFirstView ? 'eager' : 'lazy'}
                decoding="async"
                draggable={false}
                // A pixel over the next picture: edge to edge at fractional positions, a hairline would draw the tile grid.
                style={{ ...at(picture.left, picture.top), width: picture.size + 1, height: picture.size + 1 }}
              />
            ))}
          </div>
        )}
        {groups.map((group) => {
          if (group.members.length > 1) {
            const r = clusterRadius(group.members.length)
            return (
              <span
                key={group.members[0].slug}
                className={styles.cluster}
                style={{ ...at(group.x, group.y), width: r * 2, height: r * 2 }}
                data-count={group.members.length}
              />
            )
          }
          const place = group.members[0]
          const selected = place.slug === selectedSlug
          return (
            <span
              key={place.slug}
              className={styles.place}
              style={{ ...at(group.x, group.y), background: colours.get(place.categorySlug) ?? DEFAULT_CATEGORY_COLOUR }}
              data-slug={place.slug}
              data-selected={selected || undefined}
            >
              <CategoryGlyph icon={ownValue(icons, place.categorySlug)} />
            </span>
          )
        })}
      </div>
    </div>
  )
}
