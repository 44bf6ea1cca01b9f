import type { BusStop } from '@/domain/departures'
import {
  type GtfsCalendar,
  type GtfsCalendarDate,
  type GtfsDate,
  type GtfsStopTime,
  type ImportRecord,
  normaliseAtco,
  secondsWindow,
  serviceDaysAround,
  type ServiceCalendar,
} from '@/domain/gtfs'

/**
 * What the bus departures read from Postgres: the stops a town names (Payload's towns_bus_stops,
 * with what the imported timetable knows of each), the calendars, and the stop times in a window.
 * The tables are written by the import (./import.ts) and created by the 20261126_225145 migration.
 */

/** The part of pg.Pool / pg.Client these reads need. */
export type Queryable = { query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }

/** A town's stops in the editor's order; `imported` when the timetable has the stop. */
export async function townStops(db: Queryable, town: string): Promise<(BusStop & { imported: boolean })[]> {
  const { rows } = await db.query(
    `SELECT s.atco, s.label, g.name, g.lat, g.lon, g.stop_id IS NOT NULL AS imported
       FROM towns t
       JOIN towns_bus_stops s ON s._parent_id = t.id
       LEFT JOIN gtfs_stops g ON g.stop_id = upper(trim(s.atco))
      WHERE t.db_key = $1
      ORDER BY s._order`,
    [town],
  )
  const seen = new Set<string>()
  return rows.flatMap((row) => {
    const atco = normaliseAtco(String(row.atco ?? ''))
    if (!atco || seen.has(atco)) return []
    seen.add(atco)
    const lat = row.lat === null ? null : Number(row.lat)
    const lon = row.lon === null ? null : Number(row.lon)
    const label = typeof row.label === 'string' && row.label.trim() ? row.label.trim() : null
    const name = typeof row.name === 'string' && row.name.trim() ? row.name.trim() : null
    return [
      {
        atco,
        name: label ?? name ?? atco,
        lngLat: lat !== null && lon !== null && Number.isFinite(lat) && Number.isFinite(lon) ? ([lon, lat] as [number, number]) : null,
        imported: row.imported === true,
      },
    ]
  })
}

/** Every stop any town names, for the import. */
export async function allTownStopIds(db: Queryable): Promise<string[]> {
  const { rows } = await db.query(`SELECT DISTINCT upper(trim(atco)) AS atco FROM towns_bus_stops ORDER BY 1`)
  return rows.map((row) => String(row.atco)).filter(Boolean)
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

/** The imported calendars and their exceptions (only the services of the towns' stops: a few hundred rows at most). */
export async function calendars(db: Queryable): Promise<{ calendars: GtfsCalendar[]; calendarDates: GtfsCalendarDate[] }> {
  // One after the other: `db` may be a single client, which takes one query at a time.
  const calendar = await db.query(`SELECT * FROM gtfs_calendar`)
  const dates = await db.query(`SELECT service_id, date, exception_type FROM gtfs_calendar_dates`)
  return {
    calendars: calendar.rows.map((row) => ({
      serviceId: String(row.service_id),
      days: WEEKDAYS.map((day) => row[day] === true),
      startDate: String(row.start_date),
      endDate: String(row.end_date),
    })),
    calendarDates: dates.rows.map((row) => ({
      serviceId: String(row.service_id),
      date: String(row.date),
      exceptionType: Number(row.exception_type) === 1 ? (1 as const) : (2 as const),
    })),
  }
}

/** Rows one service day may contribute to a board: enough for every stop's share. */
const ROWS_PER_DAY = 4000

const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/**
 * The stop times at the given stops that may leave within [from, from + horizon): for each
 * service day around `from`, those of its running services whose times fall in the day's window.
 * The rules in src/domain/gtfs.ts (nextDepartures) then decide; this only narrows what is read.
 */
export async function stopTimesAround(
  db: Queryable,
  { stopIds, calendar, from, horizonMs }: { stopIds: readonly string[]; calendar: ServiceCalendar; from: number; horizonMs: number },
): Promise<GtfsStopTime[]> {
  if (stopIds.length === 0) return []
  const found = new Map<string, GtfsStopTime>()
  const days: GtfsDate[] = serviceDaysAround(from, horizonMs)
  for (const day of days) {
    const window = secondsWindow(day, from, horizonMs)
    const services = [...calendar.servicesOn(day)]
    if (!window || services.length === 0) continue
    const { rows } = await db.query(
      `SELECT st.trip_id, st.stop_id, st.stop_sequence, st.departure_seconds, st.pickup_type, st.stop_headsign,
              t.service_id, t.headsign, t.terminus, t.last_sequence,
              r.short_name, r.long_name, a.agency_id, a.name AS agency_name, g.platform_code
         FROM gtfs_stop_times st
         JOIN gtfs_trips t ON t.trip_id = st.trip_id
         LEFT JOIN gtfs_routes r ON r.route_id = t.route_id
         LEFT JOIN gtfs_agencies a ON a.agency_id = r.agency_id
         LEFT JOIN gtfs_stops g ON g.stop_id = st.stop_id
        WHERE st.stop_id = ANY($1::varchar[])
          AND t.service_id = ANY($2::varchar[])
          AND st.departure_seconds BETWEEN $3 AND $4
          AND st.pickup_type <> 1
          AND st.stop_sequence IS DISTINCT FROM t.last_sequence
        ORDER BY st.departure_seconds
        LIMIT ${ROWS_PER_DAY}`,
      [stopIds, services, window.from, window.to],
    )
    for (const row of rows) {
      const stopTime: GtfsStopTime = {
        tripId: String(row.trip_id),
        stopId: String(row.stop_id),
        stopSequence: Number(row.stop_sequence),
        departureSeconds: Number(row.departure_seconds),
        pickupType: Number(row.pickup_type),
        isLast: row.last_sequence !== null && Number(row.last_sequence) === Number(row.stop_sequence),
        serviceId: String(row.service_id),
        tripHeadsign: textOrNull(row.headsign),
        stopHeadsign: textOrNull(row.stop_headsign),
        terminus: textOrNull(row.terminus),
        routeShortName: textOrNull(row.short_name),
        routeLongName: textOrNull(row.long_name),
        agencyId: textOrNull(row.agency_id),
        agencyName: textOrNull(row.agency_name),
        platformCode: textOrNull(row.platform_code),
      }
      found.set(`${stopTime.tripId}|${stopTime.stopSequence}`, stopTime)
    }
  }
  return [...found.values()]
}

/** One row of gtfs_imports, as the admin and the test page show it. */
export type ImportRow = {
  id: number
  startedAt: string
  finishedAt: string | null
  trigger: string
  source: string
  status: string
  error: string | null
  feedVersion: string | null
  stopIds: string[]
  counts: Record<string, unknown> | null
}

const toImportRow = (row: Record<string, unknown>): ImportRow => ({
  id: Number(row.id),
  startedAt: new Date(row.started_at as string | Date).toISOString(),
  finishedAt: row.finished_at ? new Date(row.finished_at as string | Date).toISOString() : null,
  trigger: String(row.trigger),
  source: String(row.source),
  status: String(row.status),
  error: textOrNull(row.error),
  feedVersion: textOrNull(row.feed_version),
  stopIds: Array.isArray(row.stop_ids) ? row.stop_ids.map(String) : [],
  counts: row.counts && typeof row.counts === 'object' ? (row.counts as Record<string, unknown>) : null,
})

/** The latest import of any status, and the latest that succeeded. */
export async function latestImports(db: Queryable): Promise<{ lastAttempt: ImportRow | null; lastOk: ImportRow | null }> {
  const attempt = await db.query(`SELECT * FROM gtfs_imports WHERE status <> 'running' ORDER BY id DESC LIMIT 1`)
  const ok = await db.query(`SELECT * FROM gtfs_imports WHERE status = 'ok' ORDER BY id DESC LIMIT 1`)
  return {
    lastAttempt: attempt.rows[0] ? toImportRow(attempt.rows[0]) : null,
    lastOk: ok.rows[0] ? toImportRow(ok.rows[0]) : null,
  }
}

export const asImportRecord = (row: ImportRow | null): ImportRecord | null =>
  row ? { status: row.status, startedAt: Date.parse(row.startedAt), stopIds: row.stopIds } : null
