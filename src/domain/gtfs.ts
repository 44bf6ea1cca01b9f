import { TZDate } from '@date-fns/tz'

import { GUIDE_TIME_ZONE } from './time-zone'

/**
 * Bus timetables (issue 23, step 2): the rules of a GTFS static feed that decide which buses leave
 * a stop next. Pure: no database, no clock of its own. The importer (src/features/departures/bus)
 * keeps the rows these rules need; the adapter asks them with the time it is.
 *
 * GTFS reference: https://gtfs.org/documentation/schedule/reference/ (calendar.txt,
 * calendar_dates.txt, stop_times.txt). England's Bus Open Data Service publishes regional feeds in
 * this format, with NaPTAN ATCO codes as stop ids.
 */

/** Timetables of English buses are London wall-clock times (agency_timezone of every BODS feed). */

/**
 * A NaPTAN stop point's ATCO code: the three-digit ATCO area code (050 is Cambridgeshire), a `0`,
 * then one to eight letters or digits: twelve characters at most ("0500HSTIV002", "490000077E").
 * Stop areas (the `G` codes, "050GSTIV") are groups of stops, not stops a bus leaves from.
 */
export const ATCO_CODE = /^[0-9]{3}0[0-9A-Z]{1,8}$/

/** The form codes are stored and compared in: trimmed, upper case (NaPTAN codes are upper case). */
export const normaliseAtco = (value: string) => value.trim().toUpperCase()

export function isAtcoCode(value: unknown): value is string {
  return typeof value === 'string' && ATCO_CODE.test(value)
}

/** Why a value is not an ATCO code, in words an editor can act on; null when it is one. */
export function atcoProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return 'Enter the stop’s ATCO code from NaPTAN, e.g. 0500HSTIV002.'
  const code = normaliseAtco(value)
  if (isAtcoCode(code)) return null
  if (/^[0-9]{3}G/.test(code)) return `${code} is a stop area (NaPTAN “G” code): enter the ATCO code of one stop in it.`
  return `${code} is not an ATCO code: three digits of the area (050 for Cambridgeshire), a 0, then up to eight letters or digits, e.g. 0500HSTIV002.`
}

/** How many stops a town may name (a kiosk shows the nearest; the town page lists them). */
export const BUS_STOPS_MAX = 20

/** Bus boards look this far ahead: late at night the first buses of the morning still show. */
export const BUS_BOARD_HORIZON_MS = 24 * 60 * 60 * 1000
/**
 * GTFS times may run past 24:00:00 for trips that continue after midnight (a night bus at
 * "25:10:00" leaves at 01:10 the next morning, on the previous day's service). Feeds stay under
 * 48 hours; a time beyond is not read.
 */
export const GTFS_MAX_TIME_SECONDS = 48 * 60 * 60

/** The import runs once a day (issue 23: "a scheduled job, daily"); each instance checks hourly whether one is due. */
export const BUS_IMPORT_EVERY_MS = 24 * 60 * 60 * 1000
export const BUS_IMPORT_CHECK_EVERY_MS = 60 * 60 * 1000
/** The first check waits until the server has settled after its start. */
export const BUS_IMPORT_FIRST_CHECK_MS = 2 * 60 * 1000
/** A failed import is tried again after this long rather than a day later. */
export const BUS_IMPORT_RETRY_MS = 3 * 60 * 60 * 1000

/** "YYYYMMDD", as calendar.txt and calendar_dates.txt write dates. */
export type GtfsDate = string

/** A GTFS date's parts, or null when it is not a real date. */
export function parseGtfsDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const check = new Date(Date.UTC(year, month - 1, day))
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null
  return { year, month, day }
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')
const gtfsDateOf = (year: number, month: number, day: number): GtfsDate => `${pad(year, 4)}${pad(month)}${pad(day)}`

/** The date `days` after (or before) a GTFS date. */
export function addDays(date: GtfsDate, days: number): GtfsDate {
  const parts = parseGtfsDate(date)
  if (!parts) throw new RangeError(`not a GTFS date: ${date}`)
  const moved = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days))
  return gtfsDateOf(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate())
}

/** Monday 0 … Sunday 6, the order of calendar.txt's columns. */
export function weekdayOf(date: GtfsDate): number {
  const parts = parseGtfsDate(date)
  if (!parts) throw new RangeError(`not a GTFS date: ${date}`)
  return (new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay() + 6) % 7
}

/** The London calendar date of an instant. */
export function londonDate(instant: number): GtfsDate {
  const local = new TZDate(instant, GUIDE_TIME_ZONE)
  return gtfsDateOf(local.getFullYear(), local.getMonth() + 1, local.getDate())
}

/**
 * The instant a service day's times count from: "noon minus 12 h" in London (GTFS). That is
 * midnight, except on the two days a year the clocks change, when it is an hour off midnight so
 * that 12:00:00 is always noon.
 */
export function serviceDayOrigin(date: GtfsDate): number {
  const parts = parseGtfsDate(date)
  if (!parts) throw new RangeError(`not a GTFS date: ${date}`)
  return new TZDate(parts.year, parts.month - 1, parts.day, 12, 0, 0, GUIDE_TIME_ZONE).getTime() - 12 * 60 * 60 * 1000
}

/** "HH:MM:SS" (or "H:MM:SS") as seconds after the service day's origin; null when it is not a GTFS time. */
export function parseGtfsTime(value: string): number | null {
  const match = /^\s*(\d{1,2}):([0-5]\d):([0-5]\d)\s*$/.exec(value)
  if (!match) return null
  const seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3])
  return seconds <= GTFS_MAX_TIME_SECONDS ? seconds : null
}

/** A row of calendar.txt: the weekdays a service runs on between two dates (both included). */
export type GtfsCalendar = {
  serviceId: string
  /** Monday first, seven of them */
  days: readonly boolean[]
  startDate: GtfsDate
  endDate: GtfsDate
}

/** A row of calendar_dates.txt: 1 adds the service on that date, 2 removes it (a bank holiday). */
export type GtfsCalendarDate = { serviceId: string; date: GtfsDate; exceptionType: 1 | 2 }

/** The services that run on each date, from calendar.txt and its exceptions in calendar_dates.txt. */
export function serviceCalendar(calendars: readonly GtfsCalendar[], calendarDates: readonly GtfsCalendarDate[]) {
  const byService = new Map<string, GtfsCalendar[]>()
  for (const calendar of calendars) byService.set(calendar.serviceId, [...(byService.get(calendar.serviceId) ?? []), calendar])
  const exceptions = new Map<string, Map<GtfsDate, 1 | 2>>()
  for (const exception of calendarDates) {
    const dates = exceptions.get(exception.serviceId) ?? new Map<GtfsDate, 1 | 2>()
    dates.set(exception.date, exception.exceptionType)
    exceptions.set(exception.serviceId, dates)
  }

  /** Whether a service runs on a date: an exception decides; otherwise its calendar's weekdays and range. */
  function runsOn(serviceId: string, date: GtfsDate): boolean {
    const exception = exceptions.get(serviceId)?.get(date)
    if (exception !== undefined) return exception === 1
    const weekday = weekdayOf(date)
    // YYYYMMDD strings compare as dates.
    return (byService.get(serviceId) ?? []).some((c) => c.days[weekday] === true && c.startDate <= date && date <= c.endDate)
  }

  const services = [...new Set([...byService.keys(), ...exceptions.keys()])]
  return {
    runsOn,
    /** Every service that runs on a date. */
    servicesOn: (date: GtfsDate) => new Set(services.filter((serviceId) => runsOn(serviceId, date))),
  }
}
export type ServiceCalendar = ReturnType<typeof serviceCalendar>

/**
 * The service days whose trips may leave within [from, from + horizon): the days before (their
 * times past 24:00:00 fall after midnight) up to the last day the horizon reaches.
 */
export function serviceDaysAround(from: number, horizonMs = BUS_BOARD_HORIZON_MS): GtfsDate[] {
  const days: GtfsDate[] = []
  const last = londonDate(from + horizonMs)
  for (let day = londonDate(from - GTFS_MAX_TIME_SECONDS * 1000); ; day = addDays(day, 1)) {
    days.push(day)
    if (day === last || days.length > 10) break
  }
  return days
}

/**
 * The window of a service day's times (seconds after its origin) that falls within
 * [from, from + horizon), clipped to the times GTFS may write; null when none does.
 */
export function secondsWindow(date: GtfsDate, from: number, horizonMs = BUS_BOARD_HORIZON_MS): { from: number; to: number } | null {
  const origin = serviceDayOrigin(date)
  const start = Math.max(0, Math.ceil((from - origin) / 1000))
  const end = Math.min(GTFS_MAX_TIME_SECONDS, Math.floor((from + horizonMs - origin) / 1000))
  return start <= end ? { from: start, to: end } : null
}

/** One call of a trip at a stop, with what a board says about the trip (joined from trips, routes, agency). */
export type GtfsStopTime = {
  tripId: string
  stopId: string
  stopSequence: number
  /** seconds after the service day's origin (may pass 24 h) */
  departureSeconds: number
  /** 1: no pick-up here (set down only) */
  pickupType: number
  /** the trip ends here: an arrival, not a departure */
  isLast: boolean
  serviceId: string
  tripHeadsign: string | null
  /** stop_headsign: what the bus shows from this stop on, if it differs from the trip's */
  stopHeadsign: string | null
  /** the name of the trip's last stop */
  terminus: string | null
  routeShortName: string | null
  routeLongName: string | null
  agencyId: string | null
  agencyName: string | null
  platformCode: string | null
}

/** A stop time on a service day that runs: the bus leaves `stopId` at `at`. */
export type ScheduledDeparture = GtfsStopTime & { serviceDate: GtfsDate; at: number }

const present = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/**
 * What the board shows as the destination: the stop's headsign (it overrides the trip's from that
 * stop on), the trip's headsign, the last stop's name, the route's long name, its number.
 */
export function destinationLabel(
  stopTime: Pick<GtfsStopTime, 'stopHeadsign' | 'tripHeadsign' | 'terminus' | 'routeLongName' | 'routeShortName'>,
): string {
  return (
    present(stopTime.stopHeadsign) ??
    present(stopTime.tripHeadsign) ??
    present(stopTime.terminus) ??
    present(stopTime.routeLongName) ??
    present(stopTime.routeShortName) ??
    'Bus'
  )
}

/**
 * The next departures from any of the given stop times after `from` (inclusive) and before
 * `from + horizon`: each stop time on every service day that runs, leaving out the trips that end
 * at the stop and the stops where nobody may board. Ordered by time (then route, then stop), at
 * most `limit` in all and `perStop` for any one stop.
 */
export function nextDepartures({
  stopTimes,
  calendar,
  from,
  limit = Infinity,
  perStop = Infinity,
  horizonMs = BUS_BOARD_HORIZON_MS,
}: {
  stopTimes: readonly GtfsStopTime[]
  calendar: ServiceCalendar
  from: number
  limit?: number
  perStop?: number
  horizonMs?: number
}): ScheduledDeparture[] {
  const found: ScheduledDeparture[] = []
  const seen = new Set<string>()
  for (const serviceDate of serviceDaysAround(from, horizonMs)) {
    const origin = serviceDayOrigin(serviceDate)
    for (const stopTime of stopTimes) {
      if (stopTime.isLast || stopTime.pickupType === 1) continue
      if (!Number.isFinite(stopTime.departureSeconds) || stopTime.departureSeconds < 0) continue
      const at = origin + stopTime.departureSeconds * 1000
      if (at < from || at >= from + horizonMs) continue
      if (!calendar.runsOn(stopTime.serviceId, serviceDate)) continue
      const key = `${stopTime.tripId}|${stopTime.stopSequence}|${serviceDate}`
      if (seen.has(key)) continue
      seen.add(key)
      found.push({ ...stopTime, serviceDate, at })
    }
  }
  found.sort(
    (a, b) =>
      a.at - b.at ||
      (a.routeShortName ?? '').localeCompare(b.routeShortName ?? '', 'en', { numeric: true }) ||
      a.stopId.localeCompare(b.stopId) ||
      a.tripId.localeCompare(b.tripId),
  )
  const perStopCount = new Map<string, number>()
  const result: ScheduledDeparture[] = []
  for (const departure of found) {
    if (result.length >= limit) break
    const count = perStopCount.get(departure.stopId) ?? 0
    if (count >= perStop) continue
    perStopCount.set(departure.stopId, count + 1)
    result.push(departure)
  }
  return result
}

/** The GTFS tables as parsed rows (strings, as the CSV has them), for joining into stop times. */
export type GtfsTables = {
  agency: Record<string, string>[]
  stops: Record<string, string>[]
  routes: Record<string, string>[]
  trips: Record<string, string>[]
  stopTimes: Record<string, string>[]
  calendar: Record<string, string>[]
  calendarDates: Record<string, string>[]
}

/** calendar.txt rows as calendars; rows with bad dates are left out. */
export function readCalendars(rows: readonly Record<string, string>[]): GtfsCalendar[] {
  const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
  return rows.flatMap((row) => {
    const serviceId = present(row.service_id)
    const startDate = row.start_date?.trim() ?? ''
    const endDate = row.end_date?.trim() ?? ''
    if (!serviceId || !parseGtfsDate(startDate) || !parseGtfsDate(endDate)) return []
    return [{ serviceId, days: weekdays.map((day) => row[day]?.trim() === '1'), startDate, endDate }]
  })
}

/** calendar_dates.txt rows as exceptions; rows with a bad date or type are left out. */
export function readCalendarDates(rows: readonly Record<string, string>[]): GtfsCalendarDate[] {
  return rows.flatMap((row) => {
    const serviceId = present(row.service_id)
    const date = row.date?.trim() ?? ''
    const type = row.exception_type?.trim()
    if (!serviceId || !parseGtfsDate(date) || (type !== '1' && type !== '2')) return []
    return [{ serviceId, date, exceptionType: type === '1' ? (1 as const) : (2 as const) }]
  })
}

const integer = (value: string | undefined, fallback: number) => {
  const number = Number(value?.trim() || NaN)
  return Number.isInteger(number) ? number : fallback
}

/**
 * The stop times at the given stops, joined with their trips, routes and agencies, the last stop
 * of each trip marked and named. What the importer stores, and what the bundled sample reads.
 * Rows that do not join (a trip that is not in trips.txt, a time that is not a time) are left out.
 */
export function joinStopTimes(tables: GtfsTables, stopIds: ReadonlySet<string>): GtfsStopTime[] {
  const stopNames = new Map(tables.stops.map((s) => [s.stop_id?.trim() ?? '', s]))
  const agencies = new Map(tables.agency.map((a) => [a.agency_id?.trim() ?? '', a]))
  const routes = new Map(tables.routes.map((r) => [r.route_id?.trim() ?? '', r]))
  const trips = new Map(tables.trips.map((t) => [t.trip_id?.trim() ?? '', t]))
  const last = new Map<string, { sequence: number; stopId: string }>()
  for (const row of tables.stopTimes) {
    const tripId = row.trip_id?.trim() ?? ''
    const sequence = integer(row.stop_sequence, NaN)
    if (!Number.isFinite(sequence)) continue
    const current = last.get(tripId)
    if (!current || sequence > current.sequence) last.set(tripId, { sequence, stopId: row.stop_id?.trim() ?? '' })
  }
  // A feed with a single agency may leave agency_id out of routes.txt.
  const onlyAgency = tables.agency.length === 1 ? tables.agency[0] : undefined
  return tables.stopTimes.flatMap((row): GtfsStopTime[] => {
    const stopId = row.stop_id?.trim() ?? ''
    if (!stopIds.has(stopId)) return []
    const tripId = row.trip_id?.trim() ?? ''
    const trip = trips.get(tripId)
    const route = trip ? routes.get(trip.route_id?.trim() ?? '') : undefined
    const departureSeconds = parseGtfsTime(row.departure_time || row.arrival_time || '')
    const stopSequence = integer(row.stop_sequence, NaN)
    if (!trip || !route || departureSeconds === null || !Number.isFinite(stopSequence)) return []
    const agency = agencies.get(route.agency_id?.trim() ?? '') ?? onlyAgency
    const end = last.get(tripId)
    return [
      {
        tripId,
        stopId,
        stopSequence,
        departureSeconds,
        pickupType: integer(row.pickup_type, 0),
        isLast: end?.sequence === stopSequence,
        serviceId: trip.service_id?.trim() ?? '',
        tripHeadsign: present(trip.trip_headsign),
        stopHeadsign: present(row.stop_headsign),
        terminus: present(end ? stopNames.get(end.stopId)?.stop_name : null),
        routeShortName: present(route.route_short_name),
        routeLongName: present(route.route_long_name),
        agencyId: present(agency?.agency_id) ?? present(route.agency_id),
        agencyName: present(agency?.agency_name),
        platformCode: present(stopNames.get(stopId)?.platform_code),
      },
    ]
  })
}

/** An import as the scheduler weighs it: when it started and which stops it was asked for. */
export type ImportRecord = { status: string; startedAt: number; stopIds: readonly string[] }

/**
 * Whether the scheduled import should run now: never without stops to import; not within a few
 * hours of a failed attempt; otherwise when there has been no good import, when the towns' stops
 * have changed since the last one (an editor added a stop), or when it is a day old.
 */
export function importDue({
  lastOk,
  lastAttempt,
  stopIds,
  now,
}: {
  lastOk: ImportRecord | null
  lastAttempt: ImportRecord | null
  stopIds: readonly string[]
  now: number
}): boolean {
  if (stopIds.length === 0) return false
  if (lastAttempt && lastAttempt.status === 'failed' && now - lastAttempt.startedAt < BUS_IMPORT_RETRY_MS) return false
  if (!lastOk) return true
  const asked = new Set(lastOk.stopIds.map(normaliseAtco))
  const wanted = new Set(stopIds.map(normaliseAtco))
  if (asked.size !== wanted.size || [...wanted].some((id) => !asked.has(id))) return true
  return now - lastOk.startedAt >= BUS_IMPORT_EVERY_MS
}
