import type { Pool } from 'pg'

import { whereVisitorsStop } from '@/domain/tour-usage'
import { GUIDE_TIME_ZONE } from '@/domain/time-zone'

/** The admin statistics filter: an inclusive date range (YYYY-MM-DD, Europe/London days) and an optional town. */
export type StatsFilter = { from: string; to: string; town: string | null }

const TOP_PLACES_LIMIT = 10

export type UsageStats = {
  filter: StatsFilter
  totalEvents: number
  visitsPerDay: { day: string; visits: number }[]
  topPlaces: { place: string; town: string | null; opens: number }[]
  searchesPerTown: { town: string; searches: number; noResults: number; averageLength: number }[]
  languages: { locale: string; visits: number }[]
  modesPerTown: { town: string; phone: number; kiosk: number; screen: number }[]
  kiosks: { town: string; kioskId: string; events: number; sessions: number; idleResets: number; lastSeen: string }[]
  /** Issue 20: each walking tour's opens, starts and finishes, and the stop where most visitors stop (0: before the first). */
  tours: {
    town: string
    tour: string
    opened: number
    started: number
    finished: number
    stopsAt: number | null
    stopsAtPlace: string | null
  }[]
  timings: Record<string, number>
}

/**
 * The queries behind /admin/usage-stats. Each is a grouped count over a time range that the
 * (type, occurred_at) and (town, type, occurred_at) indexes serve; all run in parallel.
 */
export async function usageStats(pool: Pool, filter: StatsFilter): Promise<UsageStats> {
  const where = `occurred_at >= ($1::date::timestamp AT TIME ZONE '${GUIDE_TIME_ZONE}')
    AND occurred_at < (($2::date + 1)::timestamp AT TIME ZONE '${GUIDE_TIME_ZONE}')
    AND ($3::varchar IS NULL OR town = $3)`
  const args = [filter.from, filter.to, filter.town]
  const timings: Record<string, number> = {}
  const timed = async <R extends Record<string, unknown>>(name: string, sql: string) => {
    const started = performance.now()
    const result = await pool.query<R>(sql, args)
    timings[name] = Math.round((performance.now() - started) * 10) / 10
    return result.rows
  }
  const [total, visits, places, searches, languages, modes, kiosks, tours, tourStops] = await Promise.all([
    timed<{ n: string }>('total', `SELECT count(*) AS n FROM usage_events WHERE ${where}`),
    timed<{ day: string; visits: string }>(
      'visitsPerDay',
      `SELECT to_char(occurred_at AT TIME ZONE '${GUIDE_TIME_ZONE}', 'YYYY-MM-DD') AS day, count(*) AS visits
       FROM usage_events WHERE type = 'page_view' AND ${where} GROUP BY 1 ORDER BY 1`,
    ),
    timed<{ place: string; town: string | null; opens: string }>(
      'topPlaces',
      `SELECT place, min(town) AS town, count(*) AS opens FROM usage_events
       WHERE type = 'place_open' AND ${where} GROUP BY place ORDER BY opens DESC, place LIMIT ${TOP_PLACES_LIMIT}`,
    ),
    timed<{ town: string; searches: string; no_results: string; average_length: string }>(
      'searchesPerTown',
      `SELECT coalesce(town, '(none)') AS town, count(*) AS searches, count(*) FILTER (WHERE result_count = 0) AS no_results,
         round(avg(search_length), 1) AS average_length
       FROM usage_events WHERE type = 'search' AND ${where} GROUP BY 1 ORDER BY 2 DESC`,
    ),
    timed<{ locale: string; visits: string }>(
      'languages',
      `SELECT locale, count(*) AS visits FROM usage_events WHERE type = 'page_view' AND ${where} GROUP BY 1 ORDER BY 2 DESC`,
    ),
    timed<{ town: string; phone: string; kiosk: string; screen: string }>(
      'modesPerTown',
      `SELECT coalesce(town, '(none)') AS town, count(*) FILTER (WHERE mode = 'phone') AS phone,
         count(*) FILTER (WHERE mode = 'kiosk') AS kiosk, count(*) FILTER (WHERE mode = 'screen') AS screen
       FROM usage_events WHERE type = 'page_view' AND ${where} GROUP BY 1 ORDER BY 1`,
    ),
    timed<{ town: string; kiosk_id: string; events: string; sessions: string; idle_resets: string; last_seen: Date }>(
      'kiosks',
      `SELECT coalesce(town, '(none)') AS town, kiosk_id, count(*) AS events,
         count(*) FILTER (WHERE type = 'kiosk_session_start') AS sessions,
         count(*) FILTER (WHERE type = 'kiosk_idle_reset') AS idle_resets, max(occurred_at) AS last_seen
       FROM usage_events WHERE kiosk_id IS NOT NULL AND ${where} GROUP BY 1, 2 ORDER BY 1, 2`,
    ),
    timed<{ town: string; tour: string; opened: string; started: string; finished: string }>(
      'tours',
      `SELECT coalesce(town, '(none)') AS town, target AS tour, count(*) FILTER (WHERE type = 'tour_open') AS opened,
         count(*) FILTER (WHERE type = 'tour_start') AS started, count(*) FILTER (WHERE type = 'tour_finish') AS finished
       FROM usage_events WHERE type IN ('tour_open', 'tour_start', 'tour_finish') AND ${where} GROUP BY 1, 2 ORDER BY 1, 2`,
    ),
    timed<{ town: string; tour: string; stop: number; place: string; reached: string }>(
      'tourStops',
      `SELECT coalesce(town, '(none)') AS town, target AS tour, stop, min(place) AS place, count(*) AS reached
       FROM usage_events WHERE type = 'tour_stop' AND ${where} GROUP BY 1, 2, 3`,
    ),
  ])
  const n = Number
  return {
    filter,
    totalEvents: n(total[0]?.n ?? 0),
    visitsPerDay: visits.map((r) => ({ day: r.day, visits: n(r.visits) })),
    topPlaces: places.map((r) => ({ place: r.place, town: r.town, opens: n(r.opens) })),
    searchesPerTown: searches.map((r) => ({
      town: r.town,
      searches: n(r.searches),
      noResults: n(r.no_results),
      averageLength: n(r.average_length),
    })),
    languages: languages.map((r) => ({ locale: r.locale, visits: n(r.visits) })),
    modesPerTown: modes.map((r) => ({ town: r.town, phone: n(r.phone), kiosk: n(r.kiosk), screen: n(r.screen) })),
    kiosks: kiosks.map((r) => ({
      town: r.town,
      kioskId: r.kiosk_id,
      events: n(r.events),
      sessions: n(r.sessions),
      idleResets: n(r.idle_resets),
      lastSeen: new Date(r.last_seen).toISOString(),
    })),
    tours: tours.map((r) => {
      const stops = tourStops.filter((s) => s.town === r.town && s.tour === r.tour)
      const stopsAt = whereVisitorsStop(
        n(r.started),
        n(r.finished),
        stops.map((s) => ({ stop: s.stop, reached: n(s.reached) })),
      )
      return {
        town: r.town,
        tour: r.tour,
        opened: n(r.opened),
        started: n(r.started),
        finished: n(r.finished),
        stopsAt,
        stopsAtPlace: stops.find((s) => s.stop === stopsAt)?.place ?? null,
      }
    }),
    timings,
  }
}
