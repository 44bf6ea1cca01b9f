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
