import { sidePool } from '@/data/side-pool'
import {
  BUS_BOARD_ROWS_PER_STOP,
  type BusBoard,
  busDeparture,
  type BusLookup,
  type BusStop,
  DEPARTURES_SERVER_CACHE_MS,
  DEPARTURES_UPSTREAM_TIMEOUT_MS,
} from '@/domain/departures'
import { BUS_BOARD_HORIZON_MS, nextDepartures, serviceCalendar } from '@/domain/gtfs'
import { liveState } from '@/domain/gtfs-realtime'

import { createSingleFlightCache, type LoadResult } from '../single-flight'
import { describeSource, feedSourceFrom } from './feed'
import { createRealtimeFeed, type RealtimeCall } from './realtime'
import { calendars, type ImportRow, latestImports, type Queryable, stopTimesAround, townStops } from './store'

/** One board worked out from the timetable, for the diagnostics and the test page. */
export type TimetableCall = {
  at: string
  town: string
  outcome: 'ok' | 'upstream-failed'
  durationMs: number
  departures: number
  problem: string | null
}

type BusEnv = Record<string, string | undefined>

type TownBoard = { board: BusBoard; imported: boolean }

export type BusDepartures = ReturnType<typeof createBusDepartures>

/**
 * The server side of the bus boards: a town's next departures from the imported GTFS timetable
 * (Postgres), live times from BUS_GTFS_RT_URL when it is set, worked out at most once per town per
 * period however many kiosks ask (./single-flight.ts, as rail), and the last good board kept for
 * when the database fails. Never throws: the caller gets a BusLookup.
 *
 * `configured`: the timetable has at least one of the town's stops (an import happened), or a
 * timetable source is set (BUS_GTFS_URL / BUS_GTFS_PATH) and the first import is still to come.
 */
export function createBusDepartures({
  env = process.env,
  db,
  fetch: fetchImpl = (...args: Parameters<typeof fetch>) => fetch(...args),
  now = Date.now,
  periodMs = DEPARTURES_SERVER_CACHE_MS.bus,
  timeoutMs = DEPARTURES_UPSTREAM_TIMEOUT_MS,
}: {
  env?: BusEnv
  /** Postgres (a pool); a function so that it is made only when first needed */
  db: () => Queryable
  fetch?: typeof fetch
  now?: () => number
  periodMs?: number
  timeoutMs?: number
}) {
  const cache = createSingleFlightCache<TownBoard, 'upstream-failed' | 'upstream-invalid'>({ now, periodMs, thrown: 'upstream-failed' })
  const realtime = createRealtimeFeed({ env, fetch: fetchImpl, now, periodMs, timeoutMs })
  let lastCall: TimetableCall | null = null
  let boardsWorkedOut = 0

  const sourceSet = () => feedSourceFrom(env) !== null

  async function load(town: string): Promise<LoadResult<TownBoard, 'upstream-failed' | 'upstream-invalid'>> {
    const started = now()
    const startedAt = performance.now()
    boardsWorkedOut++
    const record = (outcome: TimetableCall['outcome'], departures: number, problem: string | null) => {
      lastCall = {
        at: new Date(started).toISOString(),
        town,
        outcome,
        durationMs: Math.round(performance.now() - startedAt),
        departures,
        problem,
      }
    }
    try {
      const database = db()
      const stops = await townStops(database, town)
      const imported = stops.filter((stop) => stop.imported)
      const publicStops: BusStop[] = stops.map(({ atco, name, lngLat }) => ({ atco, name, lngLat }))
      if (imported.length === 0) {
        record('ok', 0, stops.length ? 'the timetable has none of the town’s stops (no import yet?)' : 'the town names no bus stop')
        return { value: { imported: false, board: { stops: publicStops, generatedAt: new Date(started).toISOString(), departures: [] } } }
      }
      const { calendars: calendarRows, calendarDates } = await calendars(database)
      const calendar = serviceCalendar(calendarRows, calendarDates)
      const stopTimes = await stopTimesAround(database, {
        stopIds: imported.map((stop) => stop.atco),
        calendar,
        from: started,
        horizonMs: BUS_BOARD_HORIZON_MS,
      })
      const scheduled = nextDepartures({ stopTimes, calendar, from: started, perStop: BUS_BOARD_ROWS_PER_STOP })
      const feed = await realtime.current()
      const names = new Map(publicStops.map((stop) => [stop.atco, stop.name]))
      const departures = scheduled.map((departure) => ({
        atco: departure.stopId,
        departure: busDeparture(departure, liveState(feed, departure), names.get(departure.stopId) ?? departure.stopId),
      }))
      record('ok', departures.length, null)
      return { value: { imported: true, board: { stops: publicStops, generatedAt: new Date(started).toISOString(), departures } } }
    } catch (error) {
      record('upstream-failed', 0, error instanceof Error ? error.message : String(error))
      return { failure: 'upstream-failed' }
    }
  }

  return {
    /** Whether a timetable source is set (read on each call). Towns whose stops were imported answer `configured` even without one. */
    isConfigured: sourceSet,
    /** Whether live times are asked of a GTFS-Realtime feed. */
    isLive: () => realtime.isConfigured(),
    /** The town's board as the cache has it, worked out again first when the period is over. */
    async lookup(town: string): Promise<BusLookup> {
      const { good, failure } = await cache.get(town, () => load(town))
      const configured = (good?.value.imported ?? false) || sourceSet()
      if (!configured) return { configured: false }
      // Stops named, a source set, but nothing imported yet: no times to show until the first import.
      if (good && !good.value.imported && good.value.board.stops.length > 0)
        return { configured: true, good: null, failure: failure ?? 'upstream-failed' }
      return { configured: true, good: good && { board: good.value.board, fetchedAt: good.fetchedAt }, failure }
    },
    /** The latest board worked out from the timetable (any town). */
    lastCall: (): TimetableCall | null => lastCall,
    /** The latest call of the live feed. */
    lastRealtimeCall: (): RealtimeCall | null => realtime.lastCall(),
    /** Boards worked out since the adapter started (one per town per period at most). */
    upstreamCalls: () => boardsWorkedOut,
    realtimeCalls: () => realtime.calls(),
    /** Where the timetable comes from (credentials hidden), whether live times are on, and the latest imports. */
    async configuration(): Promise<{
      source: string | null
      live: boolean
      lastImport: ImportRow | null
      lastGoodImport: ImportRow | null
    }> {
      const source = feedSourceFrom(env)
      let imports: { lastAttempt: ImportRow | null; lastOk: ImportRow | null } = { lastAttempt: null, lastOk: null }
      try {
        imports = await latestImports(db())
      } catch {
        // The database is down: the test page still shows the rest.
      }
      return {
        source: source ? describeSource(source) : null,
        live: realtime.isConfigured(),
        lastImport: imports.lastAttempt,
        lastGoodImport: imports.lastOk,
      }
    },
    /** Forgets every board (after an import replaced the timetable). */
    clear: () => cache.clear(),
  }
}

/** Reads for the public boards: a few connections of their own, answering fast or not at all. */
const boardsPool = sidePool({ max: 3, connectionTimeoutMillis: 2000, query_timeout: 3000, statement_timeout: 3000 })

const GLOBAL_KEY = Symbol.for('town-guide.bus-departures')

/** The process's one bus adapter: every route and page that shows bus departures shares its cache. */
export function busDepartures(): BusDepartures {
  const store = globalThis as typeof globalThis & { [GLOBAL_KEY]?: BusDepartures }
  store[GLOBAL_KEY] ??= createBusDepartures({ db: boardsPool })
  return store[GLOBAL_KEY]
}
