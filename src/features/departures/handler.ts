import 'server-only'

import {
  busAnswer,
  type BusStop,
  chooseBusStop,
  DEPARTURE_MODES,
  DEPARTURES_CACHE_CONTROL,
  type DeparturesAnswer,
  isDepartureMode,
  notConfiguredAnswer,
  parseNear,
  railAnswer,
} from '@/domain/departures'
import { conditionalResponse } from '@/features/http/conditional-response'

import type { BusDepartures } from './bus/bus'
import type { RailDepartures } from './rail'

/** What the handler needs to know of a town. */
export type DepartureTown = { dbKey: string; crs: string | null }

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/**
 * GET /api/departures/{rail|bus}/{town dbKey}[?callingPoints=1] — the next departures for a town
 * (see DeparturesAnswer in src/domain/departures.ts for the body). Always 200 with a body the panels
 * can show, whatever the upstream does; 404 for an unknown mode or town (with the valid ones), 503
 * only when the guide's own database cannot say which towns there are.
 *
 * Bus: `?stop=ATCO` restricts the board to one of the town's stops (404 listing them for another),
 * `?near=lng,lat` to the one nearest that point (the kiosk's); without a bus adapter (`bus`
 * omitted) every bus answer is `configured: false`.
 */
export function departuresHandler({
  towns,
  rail,
  bus,
  now = Date.now,
}: {
  towns: () => Promise<DepartureTown[]>
  rail: RailDepartures
  bus?: BusDepartures
  now?: () => number
}) {
  return async function GET(request: Request, { params }: { params: Promise<{ mode: string; town: string }> }) {
    const { mode, town } = await params
    if (!isDepartureMode(mode)) return json(404, { error: `Unknown mode "${mode}"`, validModes: DEPARTURE_MODES })
    let known: DepartureTown[]
    try {
      known = await towns()
    } catch {
      return json(503, { error: 'The guide’s data is unavailable right now. Please try again shortly.' }, { 'Retry-After': '30' })
    }
    const entry = known.find((candidate) => candidate.dbKey === town)
    if (!entry) return json(404, { error: `Unknown town "${town}"`, validKeys: known.map((candidate) => candidate.dbKey) })

    let answer: DeparturesAnswer
    // Last-Modified only for a fresh board: a stale one's body changes (its age) while its board does not.
    let lastModified = now()
    if (mode === 'bus') {
      if (!bus) {
        answer = notConfiguredAnswer('bus', entry.dbKey)
      } else {
        const query = new URL(request.url).searchParams
        const stop = query.get('stop')?.trim() || null
        const nearValue = query.get('near')
        const near = parseNear(nearValue)
        if (nearValue && !near) return json(400, { error: '`near` must be "longitude,latitude" in degrees, e.g. -0.1870,52.3298' })
        if (stop && stop.length > 20) return json(400, { error: '`stop` must be an ATCO code, e.g. 0500HSTIV002' })
        const lookup = await bus.lookup(entry.dbKey)
        let chosen: BusStop | null = null
        if (lookup.configured && lookup.good) {
          const stops = lookup.good.board.stops
          const choice = chooseBusStop(stops, { stop, near })
          if (!choice.ok)
            return json(404, { error: `Unknown stop "${choice.unknown}" for ${entry.dbKey}`, validStops: stops.map((s) => s.atco) })
          chosen = choice.stop
        }
        // Last-Modified stays now: the board loses each bus as it leaves, between two workings-out.
        answer = busAnswer(entry.dbKey, lookup, now(), { stop: chosen })
      }
    } else if (!rail.isConfigured()) {
      answer = notConfiguredAnswer(mode, entry.dbKey)
    } else if (!entry.crs) {
      answer = railAnswer(entry.dbKey, null, { configured: true, good: null, failure: null }, now())
    } else {
      const callingPoints = /^(1|true)$/.test(new URL(request.url).searchParams.get('callingPoints') ?? '')
      const lookup = await rail.lookup(entry.crs, { callingPoints })
      answer = railAnswer(entry.dbKey, entry.crs, lookup, now())
      if (lookup.configured && lookup.good && !lookup.failure) lastModified = lookup.good.fetchedAt
    }
    const response = conditionalResponse(request, JSON.stringify(answer), {
      contentType: 'application/json; charset=utf-8',
      lastModified: new Date(lastModified),
      now: new Date(now()),
    })
    response.headers.set('Cache-Control', DEPARTURES_CACHE_CONTROL)
    return response
  }
}
