import { getEvents, getPlaces, getTown } from '@/data/content'
import type { Locale } from '@/domain/locales'

import { EventsButton } from './EventsButton'
import { townFeeds } from './town-feeds'
import type { EventPlace } from './types'

/** A town's events and the places they point to, as the events components need them. */
export async function loadTownEvents(locale: Locale, townSlug: string) {
  const [events, places, town] = await Promise.all([getEvents(locale, townSlug), getPlaces(locale, townSlug), getTown(locale, townSlug)])
  const used = new Set(events.map((e) => e.placeSlug).filter(Boolean))
  const eventPlaces: EventPlace[] = places
    .filter((p) => used.has(p.slug))
    .map((p) => ({ slug: p.slug, name: p.name, townSlug, townName: town?.name }))
  return { events, places: eventPlaces, feeds: town ? townFeeds(locale, town) : undefined }
}

/** The events button for one town (server part). */
export async function TownEvents({ locale, townSlug, className }: { locale: Locale; townSlug: string; className?: string }) {
  const { events, places, feeds } = await loadTownEvents(locale, townSlug)
  return <EventsButton events={events} places={places} feeds={feeds} className={className} />
}
