import 'server-only'

import {
  DEPARTURES_SERVER_CACHE_MS,
  DEPARTURES_UPSTREAM_TIMEOUT_MS,
  isCrs,
  parseRailBoard,
  RAIL_ANSWER_MAX_BYTES,
  RAIL_BOARD_ROWS,
  type RailBoard,
  type RailLookup,
} from '@/domain/departures'

import { createSingleFlightCache, type LoadResult, thrownFailure } from './single-flight'

/** The Rail Data Marketplace's Live Departure Board product; RAIL_LDB_URL replaces it (another product, a stand-in). */
export const DEFAULT_RAIL_LDB_URL = 'https://api1.raildata.org.uk/1010-live-departure-board-dep1_2'
const API_PATH = '/LDBWS/api/20220120'

/** RAIL_LDB_URL (the base URL, default the Rail Data Marketplace product) and RAIL_LDB_KEY (its consumer key). */
type RailEnv = Record<string, string | undefined>

/** One upstream call, for the diagnostics and the test page: when, how it ended, how long it took. */
export type UpstreamCall = {
  at: string
  crs: string
  callingPoints: boolean
  /** the HTTP status, or how the call failed before one came */
  status: number | 'timeout' | 'network-error'
  outcome: 'ok' | 'upstream-failed' | 'upstream-invalid'
  durationMs: number
  problem: string | null
}

export type RailDepartures = ReturnType<typeof createRailDepartures>

/**
 * The server side of the rail boards: one LDBWS call per station (and flavour) per period however
 * many requests ask, all of them waiting on the same call (single flight), the last good board kept
 * for when the upstream fails, and a timeout on every call. Never throws: whatever the upstream
 * answers, the caller gets a RailLookup.
 *
 * The cache (./single-flight.ts) is in this process's memory: with N instances the upstream sees at
 * most N calls per station per period.
 */
export function createRailDepartures({
  env = process.env,
  fetch: fetchImpl = (...args: Parameters<typeof fetch>) => fetch(...args),
  now = Date.now,
  periodMs = DEPARTURES_SERVER_CACHE_MS.rail,
  timeoutMs = DEPARTURES_UPSTREAM_TIMEOUT_MS,
}: {
  env?: RailEnv
  fetch?: typeof fetch
  now?: () => number
  periodMs?: number
  timeoutMs?: number
} = {}) {
  const cache = createSingleFlightCache<RailBoard, 'upstream-failed' | 'upstream-invalid'>({ now, periodMs, thrown: 'upstream-failed' })
  let upstreamCalls = 0
  let lastCall: UpstreamCall | null = null

  const key = () => env.RAIL_LDB_KEY?.trim() ?? ''
  const baseUrl = () => (env.RAIL_LDB_URL?.trim() || DEFAULT_RAIL_LDB_URL).replace(/\/+$/, '')

  async function call(crs: string, callingPoints: boolean): Promise<LoadResult<RailBoard, 'upstream-failed' | 'upstream-invalid'>> {
    const operation = callingPoints ? 'GetDepBoardWithDetails' : 'GetDepartureBoard'
    const url = `${baseUrl()}${API_PATH}/${operation}/${crs}?numRows=${RAIL_BOARD_ROWS}`
    const started = now()
    const startedAt = performance.now()
    upstreamCalls++
    const record = (status: UpstreamCall['status'], outcome: UpstreamCall['outcome'], problem: string | null) => {
      lastCall = {
        at: new Date(started).toISOString(),
        crs,
        callingPoints,
        status,
        outcome,
        durationMs: Math.round(performance.now() - startedAt),
        problem,
      }
    }
    let status: UpstreamCall['status'] = 'network-error'
    try {
      const response = await fetchImpl(url, {
        headers: { 'x-apikey': key(), Accept: 'application/json', 'User-Agent': 'town-guide departures' },
        signal: AbortSignal.timeout(timeoutMs),
        cache: 'no-store',
      })
      status = response.status
      if (!response.ok) {
        await response.body?.cancel().catch(() => {})
        record(status, 'upstream-failed', `HTTP ${response.status}`)
        return { failure: 'upstream-failed' }
      }
      const text = await response.text()
      if (text.length > RAIL_ANSWER_MAX_BYTES) {
        record(status, 'upstream-invalid', 'answer too large')
        return { failure: 'upstream-invalid' }
      }
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        record(status, 'upstream-invalid', 'not JSON')
        return { failure: 'upstream-invalid' }
      }
      const parsed = parseRailBoard(json)
      if (!parsed.ok) {
        record(status, 'upstream-invalid', parsed.problem)
        return { failure: 'upstream-invalid' }
      }
      record(status, 'ok', parsed.board.skipped ? `${parsed.board.skipped} malformed services left out` : null)
      return { value: parsed.board }
    } catch (error) {
      const { timedOut, problem } = thrownFailure(error)
      record(timedOut ? 'timeout' : status, 'upstream-failed', problem)
      return { failure: 'upstream-failed' }
    }
  }

  return {
    /** Whether a key is set (read on each call, so the environment can change under a running server). */
    isConfigured: () => key() !== '',
    /** The station's board as the cache has it, refreshed first when the period is over. */
    async lookup(crs: string, { callingPoints = false } = {}): Promise<RailLookup> {
      if (!key()) return { configured: false }
      if (!isCrs(crs)) return { configured: true, good: null, failure: 'upstream-failed' }
      const { good, failure } = await cache.get(`${crs}:${callingPoints ? 'details' : 'board'}`, () => call(crs, callingPoints))
      return { configured: true, good: good && { board: good.value, fetchedAt: good.fetchedAt }, failure }
    },
    /** Upstream calls made by this adapter since it started. */
    upstreamCalls: () => upstreamCalls,
    lastCall: (): UpstreamCall | null => lastCall,
  }
}

const GLOBAL_KEY = Symbol.for('town-guide.rail-departures')

/**
 * The process's one rail adapter: every route and page that shows rail departures shares its cache
 * (a global, because Next may load this module once per route bundle).
 */
export function railDepartures(): RailDepartures {
  const store = globalThis as typeof globalThis & { [GLOBAL_KEY]?: RailDepartures }
  store[GLOBAL_KEY] ??= createRailDepartures()
  return store[GLOBAL_KEY]
}
