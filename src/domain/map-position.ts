import type { Confidence } from './catalogue'
import type { LngLat } from './geo'
import { foldText } from './search'

/**
 * The rules of the admin's map picker (issue 22, cms/admin/map-picker): how a dragged, clicked or
 * nudged pin becomes the two numbers an editor saves, and which neighbours the search finds.
 */

/** Six decimals: about 10 cm, finer than any pin a finger or a mouse can place. */
export const POSITION_DECIMALS = 6

/** How far one arrow key moves a focused pin, in metres; with Shift, ten times as far. */
export const NUDGE_METRES = 2
export const NUDGE_FACTOR_LARGE = 10

/** At most this many neighbours are listed under the search box. */
export const MAX_NEIGHBOUR_MATCHES = 8

const METRES_PER_DEGREE_LATITUDE = 111_320

export const roundedCoordinate = (value: number) => Number(value.toFixed(POSITION_DECIMALS))

export const roundedPosition = ([lng, lat]: LngLat): [number, number] => [roundedCoordinate(lng), roundedCoordinate(lat)]

/** A usable position from the form's two values, or null while either is missing or out of range. */
export function positionOf(longitude: unknown, latitude: unknown): [number, number] | null {
  if (typeof longitude !== 'number' || typeof latitude !== 'number') return null
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude) || Math.abs(longitude) > 180 || Math.abs(latitude) > 90) return null
  return [longitude, latitude]
}

const NUDGES = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] } as const
export type NudgeKey = keyof typeof NUDGES

export const isNudgeKey = (key: string): key is NudgeKey => Object.hasOwn(NUDGES, key)

/** The position an arrow key moves a pin to: the same distance on the ground east-west as north-south. */
export function nudged(position: LngLat, key: NudgeKey, large = false): [number, number] {
  const metres = NUDGE_METRES * (large ? NUDGE_FACTOR_LARGE : 1)
  const [east, north] = NUDGES[key]
  const latitudeStep = metres / METRES_PER_DEGREE_LATITUDE
  const longitudeStep = latitudeStep / Math.max(0.01, Math.cos((position[1] * Math.PI) / 180))
  return roundedPosition([position[0] + east * longitudeStep, position[1] + north * latitudeStep])
}

/**
 * Whether moving the pin should offer to mark the place's position as checked: only a low-confidence
 * position, and only once the pin is somewhere else than where the document was loaded.
 */
export function offersChecked(confidence: unknown, loaded: LngLat | null, now: LngLat | null): boolean {
  if ((confidence as Confidence | null) !== 'low' || !now) return false
  return !loaded || roundedCoordinate(loaded[0]) !== roundedCoordinate(now[0]) || roundedCoordinate(loaded[1]) !== roundedCoordinate(now[1])
}

export type Neighbour = { id: string | number; name: string; coordinates: LngLat }

/**
 * The neighbours whose name holds what was typed (accents and case ignored): names that start with
 * it first, then names with a word that does, then the rest, each alphabetically.
 */
export function neighboursMatching<T extends Neighbour>(query: string, places: readonly T[], limit = MAX_NEIGHBOUR_MATCHES): T[] {
  const wanted = foldText(query.trim()).replace(/\s+/g, ' ')
  if (!wanted) return []
  const rank = (name: string) => {
    const folded = foldText(name)
    if (folded.startsWith(wanted)) return 0
    if (folded.split(/[\s\-'’(),.]+/).some((word) => word.startsWith(wanted))) return 1
    return folded.includes(wanted) ? 2 : -1
  }
  return places
    .map((place) => ({ place, rank: rank(place.name) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.place.name.localeCompare(b.place.name, 'en'))
    .slice(0, limit)
    .map(({ place }) => place)
}

/**
 * A tour's drawn path as the admin's map edits it: the points of the JSON field's LineString (read
 * from its text while it is typed), or none while it is empty or not a line of positions.
 */
export function pathPoints(value: unknown): [number, number][] {
  let parsed = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      return []
    }
  }
  if (!parsed || typeof parsed !== 'object') return []
  const { type, coordinates } = parsed as Record<string, unknown>
  if (type !== 'LineString' || !Array.isArray(coordinates)) return []
  const points = coordinates.map((point) => (Array.isArray(point) ? positionOf(point[0], point[1]) : null))
  return points.every((point) => point !== null) ? (points as [number, number][]) : []
}

/** The JSON field's value for a path's points: a LineString, or nothing once every point is gone. */
export const pathValue = (points: readonly LngLat[]) =>
  points.length ? { type: 'LineString' as const, coordinates: points.map(([lng, lat]) => [lng, lat] as [number, number]) } : null

/** The box around some positions, for a map to open on them; null for none. */
export function frameOf(points: readonly LngLat[]): [LngLat, LngLat] | null {
  if (!points.length) return null
  const lngs = points.map(([lng]) => lng)
  const lats = points.map(([, lat]) => lat)
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ]
}
