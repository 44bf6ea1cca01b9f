import OpeningHours from 'opening_hours'

import { GUIDE_TIME_ZONE } from './time-zone'

/**
 * Spec §3/§4: a place's "open now / closes at" line, computed from its OpenStreetMap
 * `opening_hours` value. The towns keep UK time whatever the visitor's device says, so the rule
 * works on the wall clock of GUIDE_TIME_ZONE.
 */
/** England's public holidays (the `PH` selector) need a country and state. */
export const HOLIDAY_REGION = { country_code: 'gb', state: 'England' } as const
/** How far ahead to look for the next opening or closing. */
export const NEXT_CHANGE_HORIZON_DAYS = 8

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; weekday: number }

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** The wall-clock time in a time zone at an instant. */
export function wallClock(instant: Date, timeZone = GUIDE_TIME_ZONE): WallClock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  )
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday),
  }
}

/** opening_hours reads local getters: a local Date showing the town's wall clock. */
const asLocal = (w: WallClock) => new Date(w.year, w.month - 1, w.day, w.hour, w.minute)
const fromLocal = (d: Date): WallClock => ({
  year: d.getFullYear(),
  month: d.getMonth() + 1,
  day: d.getDate(),
  hour: d.getHours(),
  minute: d.getMinutes(),
  weekday: d.getDay(),
})

export type NextChange = { time: string; wallClock: WallClock; dayOffset: number }
export type OpeningStatus =
  | { state: 'open'; closes: NextChange | null; comment: string | null }
  | { state: 'closed'; opens: NextChange | null; comment: string | null }
  | { state: 'unknown'; comment: string | null }

export const formatTime = (w: Pick<WallClock, 'hour' | 'minute'>) =>
  `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`

const dayNumber = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day) / 86_400_000

/** Where a place is when its coordinates are not known: Huntingdon (only sun times depend on it). */
export const DEFAULT_COORDINATES: readonly [number, number] = [-0.18, 52.33]

/**
 * An OSM opening_hours value read for a place in England (its holidays). Throws the library's
 * error for a value it cannot read; the editors' check (opening-hours-check.ts) reads values
 * exactly as the pages do, through this.
 */
export function readHours(value: string, [lon, lat]: readonly [number, number] = DEFAULT_COORDINATES): OpeningHours {
  return new OpeningHours(value.trim(), { lat, lon, address: { ...HOLIDAY_REGION } })
}

/** An OSM opening_hours value read for a place in England (its holidays), or null when empty or unreadable. */
function parseHours(value: string | null | undefined, coordinates: readonly [number, number]): OpeningHours | null {
  if (!value || !value.trim()) return null
  try {
    return readHours(value, coordinates)
  } catch {
    return null
  }
}

/**
 * The place's state at `now`, and when it next changes. Null when there are no hours or the
 * value does not parse: the panel then shows nothing rather than a guess.
 */
export function openingStatus(
  value: string | null | undefined,
  now: Date,
  coordinates: readonly [number, number] = DEFAULT_COORDINATES,
): OpeningStatus | null {
  const hours = parseHours(value, coordinates)
  if (!hours) return null
  const today = wallClock(now)
  const local = asLocal(today)
  const horizon = new Date(local.getTime() + NEXT_CHANGE_HORIZON_DAYS * 86_400_000)
  const comment = hours.getComment(local) ?? null
  const next = hours.getNextChange(local, horizon)
  const change: NextChange | null = next
    ? (() => {
        const w = fromLocal(next)
        return { time: formatTime(w), wallClock: w, dayOffset: dayNumber(w) - dayNumber(today) }
      })()
    : null
  if (hours.getUnknown(local)) return { state: 'unknown', comment }
  return hours.getState(local) ? { state: 'open', closes: change, comment } : { state: 'closed', opens: change, comment }
}

export type WeeklyHours = { weekday: number; opens: string; closes: string }[]

/** Selectors that make hours differ from week to week: holidays, months, week numbers, dates, easter, sun times. */
const SEASONAL_RULE = /\b(PH|SH|easter|week|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|sunrise|sunset|dawn|dusk)\b|\d{4}|\[/i

/**
 * A place's regular weekly hours (from the day after `now`), each opening as the weekday
 * and the wall-clock times it opens and closes, for schema.org's openingHoursSpecification. A
 * span past midnight is cut at the day's end ("23:59"). Null when there are no hours or they do
 * not parse, change with the season or holidays (SEASONAL_RULE), or never open; unknown or
 * commented-only spans are left out.
 */
export function weeklyHours(
  value: string | null | undefined,
  now: Date,
  coordinates: readonly [number, number] = DEFAULT_COORDINATES,
): WeeklyHours | null {
  // Only hours that are the same every week: a page kept for days must not state one week's bank
  // holiday, school holiday or season as if it held all year.
  const hours = value && SEASONAL_RULE.test(value) ? null : parseHours(value, coordinates)
  if (!hours) return null
  const today = wallClock(now)
  const from = new Date(today.year, today.month - 1, today.day + 1)
  const to = new Date(today.year, today.month - 1, today.day + 8)
  const week: WeeklyHours = []
  for (const [start, end, unknown] of hours.getOpenIntervals(from, to)) {
    if (unknown) continue
    for (let day = new Date(start.getFullYear(), start.getMonth(), start.getDate()); day < end; day.setDate(day.getDate() + 1)) {
      const dayEnd = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
      const opens = start > day ? start : day
      const closes = end < dayEnd ? end : new Date(dayEnd.getTime() - 60_000)
      if (closes > opens) week.push({ weekday: day.getDay(), opens: formatTime(fromLocal(opens)), closes: formatTime(fromLocal(closes)) })
    }
  }
  return week.length ? week : null
}
