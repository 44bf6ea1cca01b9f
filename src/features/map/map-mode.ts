import type { ReactNode } from 'react'

import { placeMapPath, townMapPath } from '@/domain/town-paths'

import type { MapPlace } from '@/features/places/types'

/** How one kind of screen uses the map: the town map page, or a kiosk (issue 5). */
export type MapMode = {
  /** A kiosk's own site: travel times start there and a labelled marker shows it; nothing asks for a location. */
  site?: { coordinates: [number, number]; label: string }
  /** The map's turn in degrees, 0 = north up (a kiosk faces its street). */
  bearing: number
  /** The live map loads at once instead of when the visitor reaches for the picture. */
  alwaysLive: boolean
  /** The address of the map with `place` open (or none), kept in the address bar so it can be copied. */
  address: (townSlug: string, place: string | null) => string
  /** Offline, the service worker answers a place's address with its town's kept map: the place is read from the path. */
  placeFromPath: boolean
  /** The details offer a share panel (a kiosk has no clipboard or share sheet: it hands off by QR code). */
  share: boolean
  /** Extra content under a place's details. */
  placeExtra?: (place: MapPlace) => ReactNode
}

export const TOWN_MAP_MODE: MapMode = {
  bearing: 0,
  alwaysLive: false,
  address: (townSlug, place) => (place ? placeMapPath(townSlug, place) : townMapPath(townSlug)),
  placeFromPath: true,
  share: true,
}
