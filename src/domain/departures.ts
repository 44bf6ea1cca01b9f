import { TZDate } from '@date-fns/tz'

import { CACHE_TTL_MS } from './cache-ttl'
import { distanceKm, isValidLngLat } from './geo'
import { destinationLabel, normaliseAtco, type ScheduledDeparture } from './gtfs'
import { type LiveState, RT_ON_TIME_SECONDS } from './gtfs-realtime'
import { CLOCK_TIME, type LdbCallingPoint, ldbBoardSchema, ldbMessageSchema, type LdbService, ldbServiceSchema } from './departures-schema'
import { wallClock } from './opening-hours'
import { GUIDE_TIME_ZONE } from './time-zone'

/**
 * Live departures (issue 23): the rules that turn an upstream answer into what the API serves.
 * Pure: no fetch, no clock of its own; the adapter in src/features/departures supplies both.
 */

export const DEPARTURE_MODES = ['rail', 'bus'] as const
export type DepartureMode = (typeof DEPARTURE_MODES)[number]

export function isDepartureMode(value: string): value is DepartureMode {
  return (DEPARTURE_MODES as readonly string[]).includes(value)
}

/** How long one upstream answer serves every visitor: at most one upstream call per station per period. */
export const DEPARTURES_SERVER_CACHE_MS: Record<DepartureMode, number> = { rail: 30_000, bus: 60_000 }
/** An upstream call that has not answered in this time has failed (issue 23: "stale answer on timeout (2 s)"). */
export const DEPARTURES_UPSTREAM_TIMEOUT_MS = 2_000
/** The last good board is served (marked stale with its age) for this long after it was fetched; then "unavailable". */
export const DEPARTURES_STALE_MAX_MS = 60 * 60 * 1000
/** Services asked of LDBWS (numRows). */
export const RAIL_BOARD_ROWS = 10
/** An answer larger than this is not a departure board. */
export const RAIL_ANSWER_MAX_BYTES = 1_000_000
/** Timetable times on National Rail boards are London wall-clock times. */
export const RAIL_SOURCE = 'national-rail-ldbws'
/** Bus departures come from a GTFS timetable, with GTFS-Realtime delays when a feed is set. */
export const BUS_SOURCE = 'bus-gtfs'
export type DeparturesSource = typeof RAIL_SOURCE | typeof BUS_SOURCE

/**
 * Clients may keep an answer for the spec's transport TTL (§9, 5 min) when the server cannot be
 * reached (`stale-if-error`), and otherwise revalidate each time (`no-cache`): the ETag makes that
 * a 304, and the server's own 30 s / 60 s cache is shared by every kiosk.
 */
export const DEPARTURES_CACHE_CONTROL = `public, no-cache, stale-if-error=${CACHE_TTL_MS.transport / 1000}`

export type DepartureStatus = 'on-time' | 'late' | 'delayed' | 'cancelled' | 'unknown'

export type CallingPoint = {
  name: string
  crs: string | null
  /** "HH:MM", London time */
  scheduled: string
  /** "HH:MM" when known (on time: the scheduled time; once called: the actual time) */
  expected: string | null
  status: DepartureStatus
}

export type Departure = {
  /** LDBWS serviceID: stable for a service within the day */
  id: string | null
  kind: 'train' | 'bus' | 'ferry'
  /** the destination as boards show it: "Horsham", or "Cambridge & Ely" for a train that divides */
  destination: string
  destinationCrs: string | null
  /** "via London Bridge" */
  via: string | null
  /** "HH:MM", London time, as the timetable has it */
  scheduled: string
  /** the same moment in ISO 8601 with London's offset and date ("2026-11-26T08:14:00+00:00") */
  scheduledAt: string
  /** "HH:MM" when known: the scheduled time when on time; null when delayed without an estimate or cancelled */
  expected: string | null
  expectedAt: string | null
  status: DepartureStatus
  platform: string | null
  operator: string | null
  operatorCode: string | null
  cancelReason: string | null
  delayReason: string | null
  /** the stops after this one; null unless asked for (`?callingPoints=1`) */
  callingPoints: CallingPoint[] | null
  /** 'live': the expected time comes from a live feed (every rail departure); 'scheduled': timetable only */
  basis: 'live' | 'scheduled'
  /** the stop it leaves from when a town's departures span several (a bus stop's name), else null */
  stop: string | null
  /** a bus's route number as it shows on the bus ("B", "66"); absent for trains */
  route?: string | null
}

export type RailBoard = {
  station: { name: string; crs: string }
  /** when Darwin produced the board, ISO 8601 UTC */
  generatedAt: string
  /** station messages as plain text (HTML removed) */
  messages: string[]
  departures: Departure[]
  /** services the schema refused (dropped from the board, counted for the diagnostics) */
  skipped: number
}

export type ParsedBoard = { ok: true; board: RailBoard } | { ok: false; problem: string }

/** Why an answer has no live times, or why they are stale. */
export type DeparturesReason = 'not-configured' | 'no-station' | 'upstream-failed' | 'upstream-invalid'

/**
 * The body of `GET /api/departures/{mode}/{town}`.
 * - `configured: false` (no key): the panels hide; `reason: 'not-configured'`.
 * - a town without a station: `configured: true`, `available: true`, `reason: 'no-station'`, no departures.
 * - upstream failed with a good board less than an hour old: that board, `stale: { ageSeconds }`, and the reason.
 * - upstream failed without one: `available: false` ("live times unavailable") and the reason.
 */
export type DeparturesAnswer = {
  mode: DepartureMode
  town: string
  configured: boolean
  source: DeparturesSource | null
  /** whether there are live times to show; false → "live times unavailable" */
  available: boolean
  reason: DeparturesReason | null
  /** when the upstream produced the board (ISO 8601), null when there is none */
  generatedAt: string | null
  /** set when the board is the last good one because the upstream failed: its age when this answer was made */
  stale: { ageSeconds: number; fetchedAt: string } | null
  station: { name: string; crs: string } | null
  messages: string[]
  departures: Departure[]
  /** bus: the stops the departures leave from (one when `?stop=` or `?near=` chose it); absent for rail */
  stops?: BusStop[]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

/** Darwin's station messages are HTML fragments; boards show them as text. */
export function messageText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

const nonEmpty = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/** The London calendar day and minute of the day of an instant. */
function londonClock(instant: Date): { year: number; month: number; day: number; minutes: number } {
  const clock = wallClock(instant)
  return { year: clock.year, month: clock.month - 1, day: clock.day, minutes: clock.hour * 60 + clock.minute }
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/**
 * A board's "HH:MM" as a full London date-time. Boards span at most a few hours around the moment
 * they were generated, so a time more than 12 hours before it is tomorrow's (00:05 on a board of
 * 23:31) and more than 12 hours after it is yesterday's (a 23:58 train still listed at 00:10).
 */
export function londonDateTime(time: string, generatedAt: Date): string {
  const now = londonClock(generatedAt)
  const difference = minutesOf(time) - now.minutes
  const dayShift = difference < -12 * 60 ? 1 : difference > 12 * 60 ? -1 : 0
  const local = new TZDate(now.year, now.month, now.day + dayShift, Number(time.slice(0, 2)), Number(time.slice(3, 5)), GUIDE_TIME_ZONE)
  return local.toISOString().replace('.000', '')
}

/** What an estimated time ("On time", "HH:MM", "Delayed", "Cancelled", "No report"…) says about a departure. */
export function readEstimate(
  scheduled: string,
  estimate: string | null | undefined,
  cancelled: boolean,
): { status: DepartureStatus; expected: string | null } {
  const value = estimate?.trim() ?? ''
  if (cancelled || /^cancel/i.test(value)) return { status: 'cancelled', expected: null }
  if (/^on time$/i.test(value)) return { status: 'on-time', expected: scheduled }
  if (CLOCK_TIME.test(value)) return { status: value === scheduled ? 'on-time' : 'late', expected: value }
  if (/^delayed$/i.test(value)) return { status: 'delayed', expected: null }
  return { status: 'unknown', expected: null }
}

function toCallingPoint(point: LdbCallingPoint): CallingPoint {
  const actual = point.at && CLOCK_TIME.test(point.at) ? point.at : null
  const { status, expected } = actual
    ? { status: actual === point.st ? ('on-time' as const) : ('late' as const), expected: actual }
    : readEstimate(point.st, point.et, point.isCancelled === true)
  return { name: point.locationName, crs: nonEmpty(point.crs), scheduled: point.st, expected, status }
}

function toDeparture(service: LdbService, kind: Departure['kind'], generatedAt: Date): Departure {
  const { status, expected } = readEstimate(service.std, service.etd, service.isCancelled === true)
  const destinations = service.destination
  const serviceKind = service.serviceType === 'bus' || service.serviceType === 'ferry' ? service.serviceType : kind
  return {
    id: nonEmpty(service.serviceID),
    kind: serviceKind,
    destination: destinations.map((place) => place.locationName).join(' & '),
    destinationCrs: nonEmpty(destinations[0]?.crs),
    via: destinations.map((place) => nonEmpty(place.via)).find(Boolean) ?? null,
    scheduled: service.std,
    scheduledAt: londonDateTime(service.std, generatedAt),
    expected,
    expectedAt: expected ? londonDateTime(expected, generatedAt) : null,
    status,
    platform: nonEmpty(service.platform),
    operator: nonEmpty(service.operator),
    operatorCode: nonEmpty(service.operatorCode),
    cancelReason: status === 'cancelled' ? nonEmpty(service.cancelReason) : null,
    delayReason: nonEmpty(service.delayReason),
    callingPoints: service.subsequentCallingPoints ? (service.subsequentCallingPoints[0]?.callingPoint ?? []).map(toCallingPoint) : null,
    basis: 'live',
    stop: null,
  }
}

/**
 * An LDBWS departure board answer (already JSON-decoded) as a board, or the reason it is not one.
 * Never throws, whatever `json` is. Trains, replacement buses and ferries come in one list in
 * departure order, at most `rows` of them.
 */
export function parseRailBoard(json: unknown, rows = RAIL_BOARD_ROWS): ParsedBoard {
  const envelope = ldbBoardSchema.safeParse(json)
  if (!envelope.success) return { ok: false, problem: `not a departure board: ${envelope.error.issues[0]?.path.join('.') || 'answer'}` }
  const board = envelope.data
  const generatedAt = new Date(board.generatedAt)
  if (Number.isNaN(generatedAt.getTime())) return { ok: false, problem: 'not a departure board: generatedAt' }
  let skipped = 0
  const departures: Departure[] = []
  const lists = [
    [board.trainServices, 'train'],
    [board.busServices, 'bus'],
    [board.ferryServices, 'ferry'],
  ] as const
  for (const [list, kind] of lists) {
    for (const item of list ?? []) {
      const service = ldbServiceSchema.safeParse(item)
      if (service.success) departures.push(toDeparture(service.data, kind, generatedAt))
      else skipped++
    }
  }
  departures.sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt))
  const messages = (board.nrccMessages ?? []).flatMap((item) => {
    const message = ldbMessageSchema.safeParse(item)
    if (!message.success) return []
    const text = messageText('Value' in message.data ? message.data.Value : message.data.value)
    return text ? [text] : []
  })
  return {
    ok: true,
    board: {
      station: { name: board.locationName, crs: board.crs },
      generatedAt: generatedAt.toISOString(),
      messages,
      departures: departures.slice(0, Math.max(0, rows)),
      skipped,
    },
  }
}

/** A CRS code as LDBWS takes it: three letters. */
export function isCrs(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value)
}

/** What an adapter knows about one station or town: its last good board, and how the last call went. */
export type UpstreamLookup<Board> =
  | { configured: false }
  | {
      configured: true
      /** the last good board and when it was fetched, if any */
      good: { board: Board; fetchedAt: number } | null
      /** set when the latest upstream call failed */
      failure: 'upstream-failed' | 'upstream-invalid' | null
    }

export type RailLookup = UpstreamLookup<RailBoard>

/**
 * The board an answer may show: the last good one, marked stale (with its age) when the latest
 * upstream call failed, for up to DEPARTURES_STALE_MAX_MS; null when there is none to show.
 */
function usableBoard<Board>(
  { good, failure }: Extract<UpstreamLookup<Board>, { configured: true }>,
  now: number,
): { board: Board; stale: DeparturesAnswer['stale'] } | null {
  if (!good) return null
  const age = now - good.fetchedAt
  if (!failure) return { board: good.board, stale: null }
  if (age > DEPARTURES_STALE_MAX_MS) return null
  return {
    board: good.board,
    stale: { ageSeconds: Math.max(0, Math.floor(age / 1000)), fetchedAt: new Date(good.fetchedAt).toISOString() },
  }
}

const emptyAnswer = (mode: DepartureMode, town: string) => ({
  mode,
  town,
  generatedAt: null,
  stale: null,
  station: null,
  messages: [],
  departures: [],
})

/** The answer for a mode nobody has configured (no key; bus until its feed is built). */
export function notConfiguredAnswer(mode: DepartureMode, town: string): DeparturesAnswer {
  return { ...emptyAnswer(mode, town), configured: false, source: null, available: false, reason: 'not-configured' }
}

/** The rail answer for a town: its station's board, a stale one marked with its age, or why there is none. */
export function railAnswer(town: string, crs: string | null, lookup: RailLookup | null, now: number): DeparturesAnswer {
  if (!lookup || !lookup.configured) return notConfiguredAnswer('rail', town)
  const base = { ...emptyAnswer('rail', town), configured: true, source: RAIL_SOURCE } as const
  if (!crs) return { ...base, available: true, reason: 'no-station' }
  const { failure } = lookup
  const usable = usableBoard(lookup, now)
  if (!usable) return { ...base, available: false, reason: failure ?? 'upstream-failed' }
  const { board, stale } = usable
  return {
    ...base,
    available: true,
    reason: failure,
    generatedAt: board.generatedAt,
    stale,
    station: board.station,
    messages: board.messages,
    departures: board.departures,
  }
}

// ── Buses (issue 23, step 2): scheduled departures from a GTFS timetable, live when a GTFS-RT feed says ──

/** Bus boards show this many departures (issue 23: "next 6 buses" on the kiosk; the town page shows more). */
export const BUS_BOARD_ROWS = 10
/** The adapter keeps this many per stop, so that a board for one stop, or one that went stale, still fills. */
export const BUS_BOARD_ROWS_PER_STOP = 20

/** A stop a town names in the CMS, with what the timetable knows of it. */
export type BusStop = {
  /** NaPTAN ATCO code (the GTFS stop_id) */
  atco: string
  /** the editor's label, else the timetable's stop name, else the code */
  name: string
  /** [longitude, latitude] from the timetable, when it has the stop */
  lngLat: [number, number] | null
}

/** A town's bus board as the adapter caches it: every stop's next departures, for any stop to be picked from. */
export type BusBoard = {
  stops: BusStop[]
  /** when the board was worked out (ISO 8601 UTC) */
  generatedAt: string
  departures: { atco: string; departure: Departure }[]
}

/** What the bus adapter knows about one town. */
export type BusLookup = UpstreamLookup<BusBoard>

/** "HH:MM" and ISO 8601 with London's offset of an instant. */
function londonTimes(instant: number): { time: string; iso: string } {
  const local = new TZDate(instant, GUIDE_TIME_ZONE)
  return {
    time: `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`,
    iso: local.toISOString().replace('.000', ''),
  }
}

/**
 * A timetabled departure as boards show it: `basis: 'scheduled'` (no expected time, status
 * unknown) unless the live feed has something to say about the trip, then `basis: 'live'` with the
 * expected time (late from a minute behind) or cancelled.
 */
export function busDeparture(scheduled: ScheduledDeparture, live: LiveState, stopName: string): Departure {
  const at = londonTimes(scheduled.at)
  const expected = live.live && !live.cancelled ? londonTimes(live.expectedAt) : null
  const status: DepartureStatus = !live.live
    ? 'unknown'
    : live.cancelled
      ? 'cancelled'
      : live.delaySeconds > RT_ON_TIME_SECONDS
        ? 'late'
        : 'on-time'
  return {
    id: `${scheduled.tripId}@${scheduled.serviceDate}`,
    kind: 'bus',
    destination: destinationLabel(scheduled),
    destinationCrs: null,
    via: null,
    scheduled: at.time,
    scheduledAt: at.iso,
    expected: expected?.time ?? null,
    expectedAt: expected?.iso ?? null,
    status,
    platform: scheduled.platformCode,
    operator: scheduled.agencyName,
    operatorCode: scheduled.agencyId,
    cancelReason: null,
    delayReason: null,
    callingPoints: null,
    basis: live.live ? 'live' : 'scheduled',
    stop: stopName,
    route: scheduled.routeShortName,
  }
}

/** Which of a town's stops a request means: `?stop=ATCO`, or the one nearest `?near=lng,lat`, or all. */
export function chooseBusStop(
  stops: readonly BusStop[],
  { stop, near }: { stop?: string | null; near?: readonly [number, number] | null },
): { ok: true; stop: BusStop | null } | { ok: false; unknown: string } {
  if (stop) {
    const code = normaliseAtco(stop)
    const found = stops.find((candidate) => candidate.atco === code)
    return found ? { ok: true, stop: found } : { ok: false, unknown: code }
  }
  if (near) {
    let best: { stop: BusStop; km: number } | null = null
    for (const candidate of stops) {
      if (!candidate.lngLat) continue
      const km = distanceKm(near, candidate.lngLat)
      if (!best || km < best.km) best = { stop: candidate, km }
    }
    return { ok: true, stop: best?.stop ?? null }
  }
  return { ok: true, stop: null }
}

/** `?near=lng,lat` as a point, or null when it is not one. */
export function parseNear(value: string | null): [number, number] | null {
  if (!value) return null
  const parts = value.split(',').map((part) => part.trim())
  if (parts.length !== 2 || parts.some((part) => !/^-?\d+(\.\d+)?$/.test(part))) return null
  const point = [Number(parts[0]), Number(parts[1])]
  return isValidLngLat(point) ? point : null
}

/**
 * The bus answer for a town: the next departures from its stops (or the chosen one), the last good
 * board marked stale with its age when the database or the timetable failed, or why there is none.
 * Buses that have left are dropped first, so a stale board never shows a bus already gone.
 */
export function busAnswer(
  town: string,
  lookup: BusLookup | null,
  now: number,
  { stop = null, rows = BUS_BOARD_ROWS }: { stop?: BusStop | null; rows?: number } = {},
): DeparturesAnswer {
  if (!lookup || !lookup.configured) return notConfiguredAnswer('bus', town)
  const base = { ...emptyAnswer('bus', town), configured: true, source: BUS_SOURCE } as const
  const { failure } = lookup
  const usable = usableBoard(lookup, now)
  if (!usable) return { ...base, available: false, reason: failure ?? 'upstream-failed' }
  const { board, stale } = usable
  if (board.stops.length === 0) return { ...base, available: true, reason: 'no-station', stops: [] }
  const stops = stop ? board.stops.filter((candidate) => candidate.atco === stop.atco) : board.stops
  const departures = board.departures
    .filter(({ atco, departure }) => {
      if (stop && atco !== stop.atco) return false
      const leaves = Math.max(Date.parse(departure.scheduledAt), departure.expectedAt ? Date.parse(departure.expectedAt) : -Infinity)
      return leaves >= now - 30_000
    })
    .slice(0, Math.max(0, rows))
    .map(({ departure }) => departure)
  return {
    ...base,
    available: true,
    reason: failure,
    generatedAt: board.generatedAt,
    stale,
    stops,
    departures,
  }
}
