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

/** Map room that stays visible however far the sheet is raised, so a centred place is never squeezed out. */
export const MIN_MAP_ROOM_PX = 120

type Box = { top: number; right: number; bottom: number; left: number }

/**
 * Room the live map keeps clear for the panel, measured from where the panel is drawn over the map's
 * stage: beside the side panel, or above the sheet (whatever its height: lowered to its header,
 * raised half way, or a kiosk's taller sheet). A hidden panel takes no room.
 */
export function panelPadding(layout: 'side' | 'sheet', panel: Box | null, stage: Box): { left?: number; bottom?: number } {
  if (!panel) return {}
  if (layout === 'side') return { left: Math.max(0, Math.round(panel.right - stage.left)) }
  const covered = Math.round(stage.bottom - Math.max(panel.top, stage.top))
  return { bottom: Math.min(Math.max(0, covered), Math.max(0, Math.round(stage.bottom - stage.top) - MIN_MAP_ROOM_PX)) }
}

export type MapPadding = { top: number; right: number; bottom: number; left: number }

/** The live map's padding: the panel's room, and a small margin on every other side. */
export function mapPadding(room: Partial<MapPadding>): MapPadding {
  return { top: 16, right: 16, bottom: 16, left: 16, ...room }
}

/** How far that padding moves the map's centre from the middle of the map, in pixels ([x, y]). */
export function paddingShift(padding: MapPadding): [number, number] {
  return [(padding.left - padding.right) / 2, (padding.top - padding.bottom) / 2]
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
