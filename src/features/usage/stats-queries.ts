import type { Pool } from 'pg'

import { isIsoDay } from '@/domain/dates'

/** The admin statistics filter: an inclusive date range (YYYY-MM-DD, Europe/London days) and an optional town. */
export type StatsFilter = { from: string; to: string; town: string | null }

export const STATS_TIME_ZONE = 'Europe/London'
export const STATS_DEFAULT_DAYS = 30
export const TOP_PLACES_LIMIT = 10

const iso = (date: Date) => date.toISOString().slice(0, 10)

/**
 * Reads the filter from search params, falling back to the last 30 days and all towns. A date
 * given that is not a real day (`2026-13-45` would fail the query) is replaced by its default
 * and named in `problems`, for the export to refuse.
 */
export function parseFilter(
  params: Record<string, string | string[] | undefined>,
  now = new Date(),
): { filter: StatsFilter; problems: string[] } {
  const one = (key: string) => {
    const value = params[key]
    return Array.isArray(value) ? value[0] : value
  }
  const problems: string[] = []
  const day = (key: 'from' | 'to', fallback: string) => {
    const value = one(key)
    if (value === undefined || value === '') return fallback
    if (isIsoDay(value)) return value
    problems.push(`${key} must be a date as YYYY-MM-DD: ${JSON.stringify(value)} is not one`)
    return fallback
  }
  let from = day('from', iso(new Date(now.getTime() - (STATS_DEFAULT_DAYS - 1) * 86_400_000)))
  let to = day('to', iso(now))
  if (from > to) [from, to] = [to, from]
  const town = one('town')
  return { filter: { from, to, town: town && /^[a-z0-9-]{1,120}$/.test(town) ? town : null }, problems }
}

export type UsageStats = {
  filter: StatsFilter
  totalEvents: number
  visitsPerDay: { day: string; visits: number }[]
  topPlaces: { place: string; town: string | null; opens: number }[]
  searchesPerTown: { town: string; searches: number; noResults: number; averageLength: number }[]
  languages: { locale: string; visits: number }[]
  modesPerTown: { town: string; phone: number; kiosk: number; screen: number }[]
  kiosks: { town: string; kioskId: string; events: number; sessions: number; idleResets: number; lastSeen: string }[]
  timings: Record<string, number>
}

/**
 * The queries behind /admin/usage-stats. Each is a grouped count over a time range that the
 * (type, occurred_at) and (town, type, occurred_at) indexes serve; all run in parallel.
 */
export async function usageStats(pool: Pool, filter: StatsFilter): Promise<UsageStats> {
  const where = `occurred_at >= ($1::date::timestamp AT TIME ZONE '${STATS_TIME_ZONE}')
    AND occurred_at < (($2::date + 1)::timestamp AT TIME ZONE '${STATS_TIME_ZONE}')
    AND ($3::varchar IS NULL OR town = $3)`
  const args = [filter.from, filter.to, filter.town]
  const timings: Record<string, number> = {}
  const timed = async <R extends Record<string, unknown>>(name: string, sql: string) => {
    const started = performance.now()
    const result = await pool.query<R>(sql, args)
    timings[name] = Math.round((performance.now() - started) * 10) / 10
    return result.rows
  }
  const [total, visits, places, searches, languages, modes, kiosks] = await Promise.all([
    timed<{ n: string }>('total', `SELECT count(*) AS n FROM usage_events WHERE ${where}`),
    timed<{ day: string; visits: string }>(
      'visitsPerDay',
      `SELECT to_char(occurred_at AT TIME ZONE '${STATS_TIME_ZONE}', 'YYYY-MM-DD') AS day, count(*) AS visits
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
    timings,
  }
}

const cell = (value: unknown) => {
  const text = String(value ?? '')
  // Quote everything that needs it, and defuse spreadsheet formulas.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** One CSV file with a section per chart: section,key,subkey,value … */
export function statsCsv(stats: UsageStats): string {
  const rows: unknown[][] = [['section', 'key', 'detail', 'value']]
  rows.push(
    ['filter', 'from', '', stats.filter.from],
    ['filter', 'to', '', stats.filter.to],
    ['filter', 'town', '', stats.filter.town ?? 'all'],
  )
  for (const r of stats.visitsPerDay) rows.push(['visits_per_day', r.day, '', r.visits])
  for (const r of stats.topPlaces) rows.push(['top_places', r.place, r.town ?? '', r.opens])
  for (const r of stats.searchesPerTown) {
    rows.push(['searches_per_town', r.town, 'searches', r.searches], ['searches_per_town', r.town, 'no_results', r.noResults])
    rows.push(['searches_per_town', r.town, 'average_length', r.averageLength])
  }
  for (const r of stats.languages) rows.push(['languages', r.locale, '', r.visits])
  for (const r of stats.modesPerTown)
    for (const mode of ['phone', 'kiosk', 'screen'] as const) rows.push(['modes_per_town', r.town, mode, r[mode]])
  for (const r of stats.kiosks) {
    rows.push(['kiosks', `${r.town}/${r.kioskId}`, 'events', r.events], ['kiosks', `${r.town}/${r.kioskId}`, 'sessions', r.sessions])
    rows.push(['kiosks', `${r.town}/${r.kioskId}`, 'idle_resets', r.idleResets])
  }
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}
