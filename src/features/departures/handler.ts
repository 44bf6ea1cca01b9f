import 'server-only'

import {
  DEPARTURE_MODES,
  DEPARTURES_CACHE_CONTROL,
  type DeparturesAnswer,
  isDepartureMode,
  notConfiguredAnswer,
  railAnswer,
} from '@/domain/departures'
import { conditionalResponse } from '@/features/http/conditional-response'

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
 * Bus departures are not built yet (issue 23, step 2): they answer `configured: false`.
 */
export function departuresHandler({
  towns,
  rail,
  now = Date.now,
}: {
  towns: () => Promise<DepartureTown[]>
  rail: RailDepartures
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
    if (mode === 'bus' || !rail.isConfigured()) {
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
