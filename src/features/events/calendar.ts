import { TZDate } from '@date-fns/tz'
import { ICalCalendar, ICalCalendarMethod } from 'ical-generator'

import { EUROPE_LONDON_VTIMEZONE } from '@/domain/events'

import type { CalendarEvent } from './calendar-event'
import { GUIDE_TIME_ZONE } from '@/domain/time-zone'

/** How often a subscribed calendar should look again (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
export const CALENDAR_REFRESH_SECONDS = 60 * 60

/**
 * An iCalendar (RFC 5545) of events, built with ical-generator: one event saved from the events
 * panel, or a town's feed. Times are written in London time with its VTIMEZONE (TZDate gives
 * ical-generator the wall-clock time there), so a calendar shows 10:30 on both sides of the clock
 * change. The UID is stable per event and host: importing or refreshing updates the entry instead
 * of duplicating it.
 */
export function eventsCalendar(
  events: readonly CalendarEvent[],
  { uidDomain, now, name, url }: { uidDomain: string; now: Date; name?: string; url?: string },
): string {
  const calendar = new ICalCalendar({
    prodId: { company: 'Huntingdonshire Town Guide', product: 'Events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ...(name ? { name, ttl: CALENDAR_REFRESH_SECONDS } : {}),
    ...(url ? { url } : {}),
  })
  // No calendar-wide zone: DTSTAMP and LAST-MODIFIED must stay in UTC (RFC 5545 §3.8.7.2), which ical-generator
  // writes only then. The generator still adds the VTIMEZONE of the zone each event names.
  calendar.timezone({ name: null, generator: (zone) => (zone === GUIDE_TIME_ZONE ? EUROPE_LONDON_VTIMEZONE : null) })
  const inLondon = (iso: string) => new TZDate(Date.parse(iso), GUIDE_TIME_ZONE)
  for (const event of events) {
    calendar.createEvent({
      id: `event-${event.id}@${uidDomain}`,
      // When the event last changed, so an unchanged feed is byte for byte the same (its ETag holds).
      stamp: event.updatedAt ? new Date(event.updatedAt) : now,
      start: inLondon(event.start),
      // Without an end, DTEND is left out (RFC 5545 §3.6.1: the event then ends when it starts).
      ...(event.end ? { end: inLondon(event.end) } : {}),
      timezone: GUIDE_TIME_ZONE,
      summary: event.title,
      description: event.description,
      location: event.location
        ? event.coordinates
          ? { title: event.location, geo: { lat: event.coordinates[1], lon: event.coordinates[0] } }
          : event.location
        : null,
      url: event.url,
      lastModified: event.updatedAt ? new Date(event.updatedAt) : null,
    })
  }
  return calendar.toString()
}
