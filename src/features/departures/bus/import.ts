import type pg from 'pg'

import { normaliseAtco, parseGtfsDate, parseGtfsTime } from '@/domain/gtfs'

import type { Feed } from './feed'

/**
 * The GTFS import (issue 23, step 2): from a feed of a whole region, the part the towns' stops
 * need — those stops, the stop times at them, their trips, routes, agencies, calendars and
 * calendar exceptions — written over the previous import in one transaction, so readers see the
 * old timetable or the new one, never half of either.
 *
 * Memory stays small whatever the feed's size: stop_times.txt is read twice as it streams (once to
 * keep the rows at the towns' stops, once for where those trips end), and only the kept rows are
 * held; of the other files only the names of stops and the kept rows.
 */

export type ImportCounts = {
  stops: number
  stopTimes: number
  trips: number
  routes: number
  agencies: number
  calendars: number
  calendarDates: number
  /** stops the towns name that the feed does not have */
  missingStops: string[]
}

const REQUIRED_FILES = ['stops.txt', 'stop_times.txt', 'trips.txt', 'routes.txt'] as const
const INSERT_BATCH = 5000

const text = (value: string | undefined): string | null => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}
const number = (value: string | undefined): number | null => {
  const parsed = Number(value?.trim() || NaN)
  return Number.isFinite(parsed) ? parsed : null
}
const integer = (value: string | undefined): number | null => {
  const parsed = number(value)
  return parsed !== null && Number.isInteger(parsed) ? parsed : null
}

type StopRow = { stopId: string; code: string | null; name: string; lat: number | null; lon: number | null; platformCode: string | null }
type StopTimeRow = {
  tripId: string
  stopSequence: number
  stopId: string
  departureSeconds: number
  stopHeadsign: string | null
  pickupType: number
}
type TripRow = {
  tripId: string
  routeId: string
  serviceId: string
  headsign: string | null
  directionId: number | null
  terminus: string | null
  lastSequence: number | null
}
type RouteRow = { routeId: string; agencyId: string | null; shortName: string | null; longName: string | null; routeType: number | null }
type AgencyRow = { agencyId: string; name: string; url: string | null; timezone: string | null }
type CalendarRow = { serviceId: string; days: boolean[]; startDate: string; endDate: string }
type CalendarDateRow = { serviceId: string; date: string; exceptionType: number }

/** What the import keeps of a feed, before it is written. */
export type KeptTimetable = {
  stops: StopRow[]
  stopTimes: StopTimeRow[]
  trips: TripRow[]
  routes: RouteRow[]
  agencies: AgencyRow[]
  calendars: CalendarRow[]
  calendarDates: CalendarDateRow[]
  feedVersion: string | null
  missingStops: string[]
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

/** Reads a feed, keeping what the given stops need. Throws when a required file is missing or a file is not CSV. */
export async function readTimetable(feed: Feed, stopIds: Iterable<string>): Promise<KeptTimetable> {
  const missing = REQUIRED_FILES.filter((name) => !feed.files.has(name))
  if (missing.length) throw new Error(`not a GTFS feed: ${missing.join(', ')} missing`)
  if (!feed.files.has('calendar.txt') && !feed.files.has('calendar_dates.txt'))
    throw new Error('not a GTFS feed: no calendar.txt or calendar_dates.txt')
  const wanted = new Set([...stopIds].map(normaliseAtco))

  // Every stop's name (for where trips end), the wanted stops in full.
  const stopNames = new Map<string, string>()
  const stops: StopRow[] = []
  for await (const row of feed.rows('stops.txt')) {
    const stopId = text(row.stop_id)
    if (!stopId) continue
    const id = normaliseAtco(stopId)
    const name = text(row.stop_name) ?? id
    stopNames.set(id, name)
    if (wanted.has(id) && !stops.some((s) => s.stopId === id)) {
      stops.push({
        stopId: id,
        code: text(row.stop_code),
        name,
        lat: number(row.stop_lat),
        lon: number(row.stop_lon),
        platformCode: text(row.platform_code),
      })
    }
  }
  const kept = new Set(stops.map((s) => s.stopId))

  // The stop times at those stops, filtered as they stream.
  const stopTimes: StopTimeRow[] = []
  const tripIds = new Set<string>()
  for await (const row of feed.rows('stop_times.txt')) {
    const stopId = text(row.stop_id)
    if (!stopId || !kept.has(normaliseAtco(stopId))) continue
    const tripId = text(row.trip_id)
    const stopSequence = integer(row.stop_sequence)
    const departureSeconds = parseGtfsTime(row.departure_time || row.arrival_time || '')
    if (!tripId || stopSequence === null || departureSeconds === null) continue
    stopTimes.push({
      tripId,
      stopSequence,
      stopId: normaliseAtco(stopId),
      departureSeconds,
      stopHeadsign: text(row.stop_headsign),
      pickupType: integer(row.pickup_type) ?? 0,
    })
    tripIds.add(tripId)
  }

  // Their trips, and the routes and services those run on.
  const trips = new Map<string, TripRow>()
  for await (const row of feed.rows('trips.txt')) {
    const tripId = text(row.trip_id)
    const routeId = text(row.route_id)
    const serviceId = text(row.service_id)
    if (!tripId || !tripIds.has(tripId) || !routeId || !serviceId || trips.has(tripId)) continue
    trips.set(tripId, {
      tripId,
      routeId,
      serviceId,
      headsign: text(row.trip_headsign),
      directionId: integer(row.direction_id),
      terminus: null,
      lastSequence: null,
    })
  }

  // Where each of those trips ends: its last stop's sequence (a call there is an arrival) and name.
  const ends = new Map<string, { sequence: number; stopId: string }>()
  for await (const row of feed.rows('stop_times.txt')) {
    const tripId = text(row.trip_id)
    if (!tripId || !trips.has(tripId)) continue
    const sequence = integer(row.stop_sequence)
    const stopId = text(row.stop_id)
    if (sequence === null || !stopId) continue
    const current = ends.get(tripId)
    if (!current || sequence > current.sequence) ends.set(tripId, { sequence, stopId: normaliseAtco(stopId) })
  }
  for (const [tripId, end] of ends) {
    const trip = trips.get(tripId)!
    trip.lastSequence = end.sequence
    trip.terminus = stopNames.get(end.stopId) ?? null
  }
  stopNames.clear()

  const routeIds = new Set([...trips.values()].map((t) => t.routeId))
  const serviceIds = new Set([...trips.values()].map((t) => t.serviceId))

  const agencies: AgencyRow[] = []
  for await (const row of feed.rows('agency.txt')) {
    const name = text(row.agency_name)
    if (!name) continue
    agencies.push({ agencyId: text(row.agency_id) ?? '', name, url: text(row.agency_url), timezone: text(row.agency_timezone) })
  }
  // A feed of one agency may leave agency_id out of agency.txt and routes.txt.
  const onlyAgency = agencies.length === 1 ? agencies[0]!.agencyId : null

  const routes = new Map<string, RouteRow>()
  for await (const row of feed.rows('routes.txt')) {
    const routeId = text(row.route_id)
    if (!routeId || !routeIds.has(routeId) || routes.has(routeId)) continue
    routes.set(routeId, {
      routeId,
      agencyId: text(row.agency_id) ?? onlyAgency,
      shortName: text(row.route_short_name),
      longName: text(row.route_long_name),
      routeType: integer(row.route_type),
    })
  }
  const agencyIds = new Set([...routes.values()].map((r) => r.agencyId ?? ''))

  const calendars: CalendarRow[] = []
  for await (const row of feed.rows('calendar.txt')) {
    const serviceId = text(row.service_id)
    const startDate = text(row.start_date) ?? ''
    const endDate = text(row.end_date) ?? ''
    if (!serviceId || !serviceIds.has(serviceId) || !parseGtfsDate(startDate) || !parseGtfsDate(endDate)) continue
    calendars.push({ serviceId, days: WEEKDAYS.map((day) => row[day] === '1'), startDate, endDate })
  }

  const calendarDates: CalendarDateRow[] = []
  for await (const row of feed.rows('calendar_dates.txt')) {
    const serviceId = text(row.service_id)
    const date = text(row.date) ?? ''
    const exceptionType = integer(row.exception_type)
    if (!serviceId || !serviceIds.has(serviceId) || !parseGtfsDate(date) || (exceptionType !== 1 && exceptionType !== 2)) continue
    calendarDates.push({ serviceId, date, exceptionType })
  }

  let feedVersion: string | null = null
  for await (const row of feed.rows('feed_info.txt')) {
    feedVersion = text(row.feed_version) ?? text(row.feed_end_date)
    break
  }

  return {
    stops,
    stopTimes,
    trips: [...trips.values()],
    routes: [...routes.values()],
    agencies: agencies.filter((a) => agencyIds.has(a.agencyId)),
    calendars,
    calendarDates,
    feedVersion,
    missingStops: [...wanted].filter((id) => !kept.has(id)).sort(),
  }
}

async function insertRows<T>(client: pg.ClientBase, sql: string, rows: readonly T[], columns: ((row: T) => unknown)[]) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows.slice(start, start + INSERT_BATCH)
    await client.query(
      sql,
      columns.map((column) => batch.map(column)),
    )
  }
}

/** The tables of the stored timetable, those that refer to others first (the order they are emptied in). */
export const TIMETABLE_TABLES = [
  'gtfs_stop_times',
  'gtfs_trips',
  'gtfs_routes',
  'gtfs_agencies',
  'gtfs_stops',
  'gtfs_calendar',
  'gtfs_calendar_dates',
] as const

/**
 * Replaces the stored timetable with `timetable`. Runs inside the caller's transaction: the
 * deletes and inserts become visible together at its COMMIT (DELETE, not TRUNCATE, so readers keep
 * reading the old rows meanwhile).
 */
export async function writeTimetable(client: pg.ClientBase, timetable: KeptTimetable): Promise<ImportCounts> {
  for (const table of TIMETABLE_TABLES) {
    await client.query(`DELETE FROM "${table}"`)
  }
  await insertRows(
    client,
    `INSERT INTO gtfs_stops (stop_id, code, name, lat, lon, platform_code)
     SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::float8[], $5::float8[], $6::varchar[]) ON CONFLICT DO NOTHING`,
    timetable.stops,
    [(r) => r.stopId, (r) => r.code, (r) => r.name, (r) => r.lat, (r) => r.lon, (r) => r.platformCode],
  )
  await insertRows(
    client,
    `INSERT INTO gtfs_stop_times (trip_id, stop_sequence, stop_id, departure_seconds, stop_headsign, pickup_type)
     SELECT * FROM unnest($1::varchar[], $2::int[], $3::varchar[], $4::int[], $5::varchar[], $6::smallint[]) ON CONFLICT DO NOTHING`,
    timetable.stopTimes,
    [(r) => r.tripId, (r) => r.stopSequence, (r) => r.stopId, (r) => r.departureSeconds, (r) => r.stopHeadsign, (r) => r.pickupType],
  )
  await insertRows(
    client,
    `INSERT INTO gtfs_trips (trip_id, route_id, service_id, headsign, direction_id, terminus, last_sequence)
     SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::smallint[], $6::varchar[], $7::int[]) ON CONFLICT DO NOTHING`,
    timetable.trips,
    [
      (r) => r.tripId,
      (r) => r.routeId,
      (r) => r.serviceId,
      (r) => r.headsign,
      (r) => r.directionId,
      (r) => r.terminus,
      (r) => r.lastSequence,
    ],
  )
  await insertRows(
    client,
    `INSERT INTO gtfs_routes (route_id, agency_id, short_name, long_name, route_type)
     SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::int[]) ON CONFLICT DO NOTHING`,
    timetable.routes,
    [(r) => r.routeId, (r) => r.agencyId, (r) => r.shortName, (r) => r.longName, (r) => r.routeType],
  )
  await insertRows(
    client,
    `INSERT INTO gtfs_agencies (agency_id, name, url, timezone)
     SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[]) ON CONFLICT DO NOTHING`,
    timetable.agencies,
    [(r) => r.agencyId, (r) => r.name, (r) => r.url, (r) => r.timezone],
  )
  await insertRows(
    client,
    `INSERT INTO gtfs_calendar (service_id, monday, tuesday, wednesday, thursday, friday, saturday, sunday, start_date, end_date)
     SELECT * FROM unnest($1::varchar[], $2::bool[], $3::bool[], $4::bool[], $5::bool[], $6::bool[], $7::bool[], $8::bool[], $9::char(8)[], $10::char(8)[])
     ON CONFLICT DO NOTHING`,
    timetable.calendars,
    [(r) => r.serviceId, ...WEEKDAYS.map((_, day) => (r: CalendarRow) => r.days[day]), (r) => r.startDate, (r) => r.endDate],
  )
  await insertRows(
    client,
    `INSERT INTO gtfs_calendar_dates (service_id, date, exception_type)
     SELECT * FROM unnest($1::varchar[], $2::char(8)[], $3::smallint[]) ON CONFLICT DO NOTHING`,
    timetable.calendarDates,
    [(r) => r.serviceId, (r) => r.date, (r) => r.exceptionType],
  )
  return {
    stops: timetable.stops.length,
    stopTimes: timetable.stopTimes.length,
    trips: timetable.trips.length,
    routes: timetable.routes.length,
    agencies: timetable.agencies.length,
    calendars: timetable.calendars.length,
    calendarDates: timetable.calendarDates.length,
    missingStops: timetable.missingStops,
  }
}
