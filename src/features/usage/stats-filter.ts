import { isIsoDay } from '@/domain/dates'
import type { StatsFilter } from '@/data/usage-stats'

const STATS_DEFAULT_DAYS = 30

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
