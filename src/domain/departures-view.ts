import type { Departure, DepartureMode, DeparturesAnswer } from './departures'

/**
 * How the guide shows departures (issue 23): which ones are still worth showing, how old an answer
 * is, and which places have departures of their own. Pure; the client supplies the clock.
 */

/** Panels ask again this often (kiosk, screen, town page, a station's details). */
export const DEPARTURES_REFRESH_MS = 60_000
/** A board older than this says so ("last updated 7 min ago"): live times may have moved on. */
export const DEPARTURES_OUT_OF_DATE_MS = 3 * 60_000
/** A departure stays listed this long after it was due (a train still at the platform). */
export const DEPARTED_GRACE_MS = 60_000
/** Rows per board: the kiosk's "next 6 trains" and "next 6 buses". */
export const DEPARTURE_ROWS = 6

/** The API address of a town's departures; `near` picks the town's bus stop nearest that point. */
export function departuresPath(
  mode: DepartureMode,
  dbKey: string,
  { near, callingPoints = false }: { near?: [number, number] | null; callingPoints?: boolean } = {},
): string {
  const query = new URLSearchParams()
  if (near) query.set('near', `${near[0].toFixed(5)},${near[1].toFixed(5)}`)
  if (callingPoints) query.set('callingPoints', '1')
  const search = query.toString()
  return `/api/departures/${mode}/${encodeURIComponent(dbKey)}${search ? `?${search}` : ''}`
}

/** When a departure leaves (or left): its expected time when known, else its scheduled one. */
export const departureTime = (departure: Departure): number => Date.parse(departure.expectedAt ?? departure.scheduledAt)

/** The departures not yet gone at `now`, at most `rows`: a board kept offline drops its past trains. */
export function upcomingDepartures(departures: Departure[], now: number, rows = DEPARTURE_ROWS): Departure[] {
  return departures.filter((departure) => departureTime(departure) + DEPARTED_GRACE_MS >= now).slice(0, rows)
}

/** When the answer's board was produced: the upstream's time, or (for a stale board) when it was fetched. */
export function boardTime(answer: DeparturesAnswer): number | null {
  const at = answer.stale?.fetchedAt ?? answer.generatedAt
  const time = at ? Date.parse(at) : NaN
  return Number.isFinite(time) ? time : null
}

/** Whole minutes since the board was produced, when that is long enough to say so; else null. */
export function outOfDateMinutes(answer: DeparturesAnswer, now: number): number | null {
  const at = boardTime(answer)
  if (at === null) return null
  const age = now - at
  return answer.stale || age >= DEPARTURES_OUT_OF_DATE_MS ? Math.max(1, Math.floor(age / 60_000)) : null
}

/** Whether a panel has anything to say: nothing at all when the mode is not set up for the town. */
export const isShown = (answer: DeparturesAnswer | undefined): boolean => Boolean(answer?.configured && answer.reason !== 'no-station')

/** What a place needs to be known by for its departures. */
type PlaceLike = { slug: string; categorySlug: string; layer: string | null }

/**
 * The departures a place has of its own: a bus stop's buses (the seed's `busstop` layer), a railway
 * station's trains. Slugs, unlike names, are the same in every language.
 */
export function departuresOfPlace(place: PlaceLike, townHasStation: boolean): DepartureMode | null {
  if (place.layer === 'busstop') return 'bus'
  if (townHasStation && place.categorySlug === 'transport' && /(^|-)rail(way)?-station$/.test(place.slug)) return 'rail'
  return null
}
