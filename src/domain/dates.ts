const DAY_MS = 24 * 60 * 60 * 1000

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS)
}

/** The same calendar day (UTC) at a wall-clock time "HH:MM". */
export function atTimeOfDay(date: Date, time: string): Date {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time)
  if (!match) throw new Error(`Not a time of day: ${time}`)
  const result = new Date(date)
  result.setUTCHours(Number(match[1]), Number(match[2]), 0, 0)
  return result
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Whether text is a real calendar day as YYYY-MM-DD (`2026-02-29` and `2026-13-45` are not).
 * Year 0000 is refused too: Postgres's calendar has no year zero.
 */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}
