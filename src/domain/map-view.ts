import type { Origin } from './location'
import { travelTimes, type TravelTimes } from './travel'

/** Wide landscape screens get a left side panel; phones and portrait kiosks get a bottom sheet. */
export const SIDE_PANEL_QUERY = '(min-width: 900px) and (orientation: landscape)'
export const SIDE_PANEL_WIDTH = 400
/** A drag on the sheet's handle further than this opens or closes it; shorter is a tap. */
export const DRAG_THRESHOLD_PX = 40

/** Nearest first; equally far places by name, so the list does not reshuffle. */
export function byDistance<P extends { name: string; coordinates: [number, number] }>(
  places: readonly P[],
  from: [number, number],
): { place: P; travel: TravelTimes }[] {
  return places
    .map((place) => ({ place, travel: travelTimes(from, place.coordinates) }))
    .sort((a, b) => a.travel.distanceKm - b.travel.distanceKm || a.place.name.localeCompare(b.place.name))
}

/**
 * Room the live map keeps clear for the panel when it centres a place: beside the side panel, or
 * above the sheet (half the screen raised, its header lowered).
 */
export function panelPadding(layout: 'side' | 'sheet', panelOpen: boolean, viewportHeight: number): { left?: number; bottom?: number } {
  if (layout === 'side') return panelOpen ? { left: SIDE_PANEL_WIDTH + 16 } : {}
  return { bottom: panelOpen ? Math.round(viewportHeight * 0.5) : 120 }
}

/** What a drag on the sheet's handle does: up opens, down closes, a tap toggles. */
export function sheetGesture(dy: number): 'open' | 'close' | 'toggle' {
  if (dy < -DRAG_THRESHOLD_PX) return 'open'
  if (dy > DRAG_THRESHOLD_PX) return 'close'
  return 'toggle'
}

export type LocationRequestState = 'idle' | 'locating' | 'granted' | 'denied' | 'unavailable' | 'disabled'
export type LocationMessage = 'tooFar' | 'usingMock' | 'locating' | 'located' | 'denied' | 'unavailable' | null

/** Which line the location status says (Location messages), from the origin in use and the last request. */
export function locationMessage(origin: Origin, state: LocationRequestState, usingMock: boolean): LocationMessage {
  if (origin.source === 'town' && (state === 'granted' || usingMock) && origin.tooFar) return 'tooFar'
  if (usingMock) return 'usingMock'
  switch (state) {
    case 'locating':
      return 'locating'
    case 'granted':
      return 'located'
    case 'denied':
    case 'unavailable':
      return state
    default:
      return null
  }
}
