import { notFound } from 'next/navigation'

import { getCategories, getEvents, getHighlights, getNotices, getPlaces, getTown } from '@/data/content'
import type { Locale } from '@/domain/locales'

/** What the attract loop and the screen show of a town; not found when there is no such town. */
export async function loadDisplayData(locale: Locale, townSlug: string) {
  const town = await getTown(locale, townSlug)
  if (!town) notFound()
  const [highlights, places, categories, notices, events] = await Promise.all([
    getHighlights(locale, town.slug),
    getPlaces(locale, town.slug),
    getCategories(locale),
    getNotices(locale, town.slug),
    getEvents(locale, town.slug),
  ])
  return {
    town,
    highlights,
    places: new Map(places.map((p) => [p.slug, p])),
    categories: new Map(categories.map((c) => [c.slug, c])),
    notices,
    events,
  }
}
