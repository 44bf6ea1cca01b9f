import { type EventTimes, isUpcoming } from './events'
import { GUIDE_TIME_ZONE } from './time-zone'

const dayKey = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: GUIDE_TIME_ZONE }).format(date)
const byStart = (a: EventTimes, b: EventTimes) => Date.parse(a.start) - Date.parse(b.start)

/** Events of today (town time) that have not finished; the same rule as the events list. */
export function todaysEvents<T extends EventTimes>(events: readonly T[], now: Date): T[] {
  const today = dayKey(now)
  return events
    .filter((e) => isUpcoming(e, now) && dayKey(new Date(e.start)) <= today && dayKey(new Date(e.end ?? e.start)) >= today)
    .sort(byStart)
}

/**
 * What a kiosk or screen lists under "today": today's events, or when there are none the next
 * `fallback` upcoming ones (`isToday` false, so the display can say they are not today's).
 */
export function displayEvents<T extends EventTimes>(events: readonly T[], now: Date, fallback: number): { isToday: boolean; events: T[] } {
  const today = todaysEvents(events, now)
  if (today.length > 0) return { isToday: true, events: today }
  return {
    isToday: false,
    events: events
      .filter((e) => isUpcoming(e, now))
      .sort(byStart)
      .slice(0, fallback),
  }
}
