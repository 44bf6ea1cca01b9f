import { slugify } from './urls'
import { GUIDE_TIME_ZONE } from './time-zone'

/**
 * Events (spec §2 overlays: events list and event details panel; empty state "No events available
 * at this time"), their pages (issue 25) and their iCalendar export (RFC 5545).
 */

export type EventTimes = { start: string; end: string | null }

/** An event is upcoming until it has finished (its end, or its start when it has no end). */
export function isUpcoming(event: EventTimes, now: Date): boolean {
  const finish = Date.parse(event.end ?? event.start)
  return Number.isNaN(finish) || finish >= now.getTime()
}

/** Upcoming and ongoing events soonest first, then past ones most recent first. */
export function splitEvents<T extends EventTimes>(events: readonly T[], now: Date): { upcoming: T[]; past: T[] } {
  const byStart = [...events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  return {
    upcoming: byStart.filter((e) => isUpcoming(e, now)),
    past: byStart.filter((e) => !isUpcoming(e, now)).reverse(),
  }
}

/**
 * An instant as London's wall-clock time with its offset, as schema.org dates want it:
 * "2026-06-03T12:30:00+01:00" in summer, "2026-12-02T12:30:00+00:00" in winter.
 */
export function londonDateTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: GUIDE_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName.replace('GMT', '')
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`
}

/** How long an event's page stays reachable after the event has finished, saying it has ended (then: 404). */
export const EVENT_PAGE_KEPT_DAYS = 180

const DAY_MS = 24 * 60 * 60 * 1000

/** Whether an event's page is still shown: until EVENT_PAGE_KEPT_DAYS after it finished. */
export function isEventPageKept(event: EventTimes, now: Date): boolean {
  const finish = Date.parse(event.end ?? event.start)
  return Number.isNaN(finish) || finish + EVENT_PAGE_KEPT_DAYS * DAY_MS >= now.getTime()
}

/** The addresses of the events whose pages are still kept: what a town's offline copy keeps of them. */
export function keptEventSlugs(events: (EventTimes & { slug: string })[], now: Date): string[] {
  return events.filter((event) => isEventPageKept(event, now)).map((event) => event.slug)
}

/** An event's address in its town: its English title and its London date, "lunchtime-talk-cromwells-schooldays-2026-12-02". */
export function eventSlug(title: string, start: string): string {
  const date = new Date(start)
  const day = Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-CA', { timeZone: GUIDE_TIME_ZONE })
  return [slugify(title, 60), day].filter(Boolean).join('-') || 'event'
}

// ── iCalendar (RFC 5545) ──────────────────────────────────────────────────────

export const ICS_MIME_TYPE = 'text/calendar;charset=utf-8'

/**
 * The VTIMEZONE of Europe/London (RFC 5545 §3.6.5): BST from the last Sunday of March at 01:00 UTC
 * to the last Sunday of October, the rule since 1996. Written here rather than read from a time zone
 * database package because those read files from disk, and the same calendar is also built in the
 * browser (an event saved offline).
 */
export const EUROPE_LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'X-LIC-LOCATION:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n')

/** A file name from the title: "Talk: life on the Great Ouse" → "talk-life-on-the-great-ouse.ics". */
export function icsFileName(title: string): string {
  return `${slugify(title, 60) || 'event'}.ics`
}

/**
 * When a town's feed last changed, for its Last-Modified: the newest edit of what it lists, or the
 * newest moment something joined or left it by time alone (an event ending, a notice starting or
 * expiring), whichever is later. Epoch when it has never listed anything.
 */
export function feedLastModified(edits: readonly string[], moments: readonly (string | null)[], now: Date): Date {
  const times = [...edits, ...moments.filter((moment): moment is string => moment !== null)]
    .map((time) => Date.parse(time))
    .filter((time) => !Number.isNaN(time) && time <= now.getTime())
  return new Date(times.length ? Math.max(...times) : 0)
}
