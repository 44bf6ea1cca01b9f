import 'server-only'

import { getEvents } from '@/data/content'
import type { EventView } from '@/data/view-models'
import { isEventPageKept } from '@/domain/events'
import type { Locale } from '@/domain/locales'
import { decodePathSegment } from '@/domain/urls'

/** The event a `/explore/{town}/events/{slug}` address shows: published, in that town, and not long past; else null (the 404). */
export async function findEventPage(locale: Locale, townSlug: string, slug: string): Promise<EventView | null> {
  const event = (await getEvents(locale, townSlug)).find((candidate) => candidate.slug === decodePathSegment(slug))
  return event && isEventPageKept(event, new Date()) ? event : null
}
