/**
 * Events (spec §2 overlays: events list and event details panel; empty state "No events available
 * at this time") and their iCalendar export (RFC 5545).
 */

export const EVENT_TIME_ZONE = 'Europe/London'

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

// ── iCalendar (RFC 5545) ──────────────────────────────────────────────────────

/** RFC 5545 §3.1: content lines are delimited by CRLF and folded so no line exceeds 75 octets. */
export const ICS_LINE_BREAK = '\r\n'
export const ICS_MAX_LINE_OCTETS = 75
export const ICS_PRODUCT_ID = '-//Huntingdonshire Town Guide//Events//EN'
export const ICS_MIME_TYPE = 'text/calendar;charset=utf-8'

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma are escaped, line breaks become \n. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** RFC 5545 §3.3.5 form #2: a date-time in UTC, e.g. 20260328T093000Z. */
export function formatIcsUtc(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new Error('Invalid date for iCalendar')
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

const encoder = new TextEncoder()
const octets = (text: string) => encoder.encode(text).length

/**
 * RFC 5545 §3.1 folding: a line longer than 75 octets is split, each continuation starting with one
 * space (which counts toward its 75). A multi-octet UTF-8 character is never split.
 */
export function foldIcsLine(line: string): string {
  if (octets(line) <= ICS_MAX_LINE_OCTETS) return line
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const charSize = octets(char)
    const limit = parts.length === 0 ? ICS_MAX_LINE_OCTETS : ICS_MAX_LINE_OCTETS - 1
    if (size + charSize > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += charSize
  }
  parts.push(current)
  return parts.join(`${ICS_LINE_BREAK} `)
}

export type IcsEvent = {
  id: number | string
  title: string
  description: string | null
  start: string
  end: string | null
  location: string | null
  url: string | null
}

/**
 * One VEVENT in a VCALENDAR. The UID is stable per event and host, so importing the file again
 * updates the calendar entry instead of duplicating it. Without an end, DTEND is left out
 * (RFC 5545 §3.6.1: the event then ends when it starts).
 */
export function buildIcs(event: IcsEvent, options: { now: Date; uidDomain: string }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${options.uidDomain}`,
    `DTSTAMP:${formatIcsUtc(options.now)}`,
    `DTSTART:${formatIcsUtc(new Date(event.start))}`,
    ...(event.end ? [`DTEND:${formatIcsUtc(new Date(event.end))}`] : []),
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldIcsLine).join(ICS_LINE_BREAK) + ICS_LINE_BREAK
}

/** A file name from the title: "Talk: life on the Great Ouse" → "talk-life-on-the-great-ouse.ics". */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/gi, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return `${slug || 'event'}.ics`
}
