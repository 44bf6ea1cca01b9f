import { distanceKm, isValidLngLat, type LngLat } from './geo'
import { offsetFromCentre } from './map-preview'
import { MAX_ORIGIN_DISTANCE_KM } from './location'
import { MINIMUM_MINUTES, WALKING, walkingMinutes } from './travel'

/**
 * Issue 20: self-guided walking tours. A tour is an ordered list of stops, walked either along a
 * path an editor drew or, without one, in straight segments from stop to stop; the walking time uses
 * the map's walking pace (travel.ts), so a tour and the map never disagree about the same walk.
 */

/** Within this many metres of the next stop the guide offers to move on; it never moves on by itself. */
export const ARRIVAL_RADIUS_M = 30

/** The distance from each stop to the next along straight lines, in km: one fewer than the stops. */
export function legDistancesKm(stops: readonly LngLat[]): number[] {
  return stops.slice(1).map((stop, i) => distanceKm(stops[i], stop))
}

/** The length of a drawn line, in km. */
export function lineLengthKm(line: readonly LngLat[]): number {
  return legDistancesKm(line).reduce((sum, km) => sum + km, 0)
}

export type TourWalk = {
  /** The length shown: along the drawn path when there is one, else the straight segments. */
  km: number
  /** The walking time in minutes, at the map's pace. */
  minutes: number
  /** True when the length is measured in straight lines (the page says so). */
  straightLine: boolean
  /** Each leg's straight-line km and the running total to the end of that leg. */
  legs: { km: number; totalKm: number }[]
}

/**
 * How long a tour is and how long it takes to walk. Straight segments are lengthened by the map's
 * detour factor for the time (streets are longer than the crow flies); a drawn path is the walk itself.
 */
export function tourWalk(stops: readonly LngLat[], path?: readonly LngLat[] | null): TourWalk {
  const legKm = legDistancesKm(stops)
  let running = 0
  const legs = legKm.map((km) => ({ km, totalKm: (running += km) }))
  const straightKm = running
  const drawn = path && path.length >= 2 ? lineLengthKm(path) : null
  const walkedKm = drawn ?? straightKm * WALKING.detourFactor
  const minutes = stops.length < 2 ? 0 : Math.max(MINIMUM_MINUTES, Math.ceil((walkedKm / WALKING.speedKmh) * 60))
  return { km: drawn ?? straightKm, minutes, straightLine: drawn === null, legs }
}

/** Where a visitor following a tour is: the stop they are heading for, or past the last one. */
export type TourProgress = { next: number; finished: boolean }

export const START: TourProgress = { next: 0, finished: false }

/** "I'm here / next stop": the stop after `next`, or finished after the last. */
export function advance(progress: TourProgress, stopCount: number): TourProgress {
  if (progress.finished || stopCount === 0) return { next: Math.max(0, stopCount - 1), finished: true }
  if (progress.next >= stopCount - 1) return { next: stopCount - 1, finished: true }
  return { next: progress.next + 1, finished: false }
}

/** "Previous": the stop before, or back into the tour from its end. */
export function goBack(progress: TourProgress, stopCount: number): TourProgress {
  if (progress.finished) return { next: Math.max(0, stopCount - 1), finished: false }
  return { next: Math.max(0, progress.next - 1), finished: false }
}

/** Progress read back from the device, made safe for a tour that may since have changed. */
export function restoreProgress(saved: unknown, stopCount: number): TourProgress {
  if (!saved || typeof saved !== 'object') return START
  const { next, finished } = saved as Record<string, unknown>
  if (typeof next !== 'number' || !Number.isInteger(next) || next < 0 || stopCount === 0) return START
  if (next >= stopCount) return { next: stopCount - 1, finished: true }
  return { next, finished: finished === true }
}

/** Whether a position is close enough to a stop to offer moving on. */
export function hasArrived(position: LngLat, stop: LngLat): boolean {
  return distanceKm(position, stop) * 1000 <= ARRIVAL_RADIUS_M
}

/** A drawn route as editors store it: a GeoJSON LineString of at least two [lng, lat] points. */
export function isLineString(value: unknown): value is { type: 'LineString'; coordinates: LngLat[] } {
  if (!value || typeof value !== 'object') return false
  const { type, coordinates } = value as Record<string, unknown>
  return type === 'LineString' && Array.isArray(coordinates) && coordinates.length >= 2 && coordinates.every(isValidLngLat)
}

/** How a route picture maps the world onto itself: see `routePicture` and `pictureOffset`. */
export type PictureFrame = { origin: LngLat; scale: number; minX: number; minY: number; shiftX: number; shiftY: number }

/** Offsets in CSS pixels at a street zoom from the frame's origin; only their ratios matter once scaled. */
const FRAME_ZOOM = 16

const round = (n: number) => Math.round(n * 10) / 10

/** An offset from the frame's origin (FRAME_ZOOM pixels) placed on the picture. */
const fit = (frame: PictureFrame, [x, y]: readonly [number, number]): [number, number] => [
  round(frame.shiftX + (x - frame.minX) * frame.scale),
  round(frame.shiftY + (y - frame.minY) * frame.scale),
]

/** Where `point` falls on a route picture, in its coordinates (it may fall outside the picture). */
export function pictureOffset(frame: PictureFrame, point: LngLat): [number, number] {
  return fit(frame, offsetFromCentre(point, frame.origin, FRAME_ZOOM))
}

/**
 * A tour's route drawn to fit a `width` × `height` picture with `padding` on every side: the stops
 * and the line between them (the drawn path, or the stops themselves) as picture coordinates, north
 * up, on the map's projection, and the frame that places anything else (a visitor) on the same picture.
 * Server-drawn for the tour page and its printout; no tiles needed.
 */
export function routePicture(
  stops: readonly LngLat[],
  path: readonly LngLat[] | null | undefined,
  { width, height, padding }: { width: number; height: number; padding: number },
): { stops: [number, number][]; line: [number, number][]; frame: PictureFrame | null } {
  const line = path && path.length >= 2 ? path : stops
  const all = [...stops, ...line]
  if (all.length === 0) return { stops: [], line: [], frame: null }
  const origin: LngLat = [all[0][0], all[0][1]]
  const projected = all.map((p) => offsetFromCentre(p, origin, FRAME_ZOOM))
  const xs = projected.map(([x]) => x)
  const ys = projected.map(([, y]) => y)
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const scale = Math.min((width - 2 * padding) / (maxX - minX || 1), (height - 2 * padding) / (maxY - minY || 1))
  const frame: PictureFrame = {
    origin,
    scale,
    minX,
    minY,
    shiftX: (width - (maxX - minX) * scale) / 2,
    shiftY: (height - (maxY - minY) * scale) / 2,
  }
  // Each point is projected once: for the bounds above, then placed.
  const fitted = projected.map((offset) => fit(frame, offset))
  return { stops: fitted.slice(0, stops.length), line: fitted.slice(stops.length), frame }
}

/** The order to draw stops in: the one being walked to last, on top of any neighbour it touches. */
export function drawingOrder(count: number, current: number | undefined): number[] {
  const order = Array.from({ length: count }, (_, i) => i)
  return current === undefined || current < 0 || current >= count ? order : [...order.filter((i) => i !== current), current]
}

/** How far the stop a visitor is heading for is, and from where: their position, or the stop before. */
export type Approach = { km: number; minutes: number; from: 'position' | 'previous' }

/**
 * The distance and walking time to stop `next`: from the visitor's position when they share it and
 * are in walking range of the town, else from the previous stop; nothing for the first stop without one.
 */
export function approach(stops: readonly LngLat[], next: number, position: LngLat | null): Approach | null {
  const target = stops[next]
  if (!target) return null
  if (position && distanceKm(position, target) <= MAX_ORIGIN_DISTANCE_KM)
    return { km: distanceKm(position, target), minutes: walkingMinutes(position, target), from: 'position' }
  const previous = stops[next - 1]
  if (!previous) return null
  return { km: distanceKm(previous, target), minutes: walkingMinutes(previous, target), from: 'previous' }
}
