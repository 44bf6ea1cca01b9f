import type { EventView } from '@/data/view-models'

/** An event as a calendar entry: what the one-event download and the town's feed both write. */
export type CalendarEvent = {
  id: number | string
  title: string
  description: string | null
  start: string
  end: string | null
  location: string | null
  /** [longitude, latitude] of the venue, when it is a place on the map. */
  coordinates?: readonly [number, number] | null
  /** The event's page on the guide (a path is completed with the site's address where it is saved). */
  url: string | null
  updatedAt?: string | null
}

/** Where an event is, as its page and panels name it: the editor's venue, else the place on the map it points to. */
export const eventVenueName = (event: Pick<EventView, 'venue'>, place?: { name: string }) => event.venue ?? place?.name ?? null

/** An event's calendar entry: located at its venue in its town, linked to its page. */
export function toCalendarEvent(
  event: EventView,
  { place, townName, url }: { place?: { name: string; coordinates?: readonly [number, number] }; townName?: string; url: string | null },
): CalendarEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    start: event.start,
    end: event.end,
    location: [eventVenueName(event, place), townName].filter(Boolean).join(', ') || null,
    coordinates: place?.coordinates ?? null,
    url,
    updatedAt: event.updatedAt,
  }
}
