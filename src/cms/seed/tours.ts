import type { Payload } from 'payload'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/domain/locales'

import tours from './data/tours.json'
import toursEs from './data/tours.es.json'
import toursFr from './data/tours.fr.json'
import toursLt from './data/tours.lt.json'
import toursPl from './data/tours.pl.json'
import toursPt from './data/tours.pt.json'

type Id = number | string

/** A tour of ../shared/data/tours.json: English text, stops as place ids in walking order. */
type SeedTour = { id: string; town: string; title: string; summary: string; basedOn: string; stops: { place: string; note: string }[] }
type TourTranslation = { title: string; summary: string; notes: Record<string, string> }

const TRANSLATIONS: Record<Exclude<Locale, 'en'>, Record<string, TourTranslation>> = {
  es: toursEs,
  fr: toursFr,
  pl: toursPl,
  lt: toursLt,
  pt: toursPt,
}

function tourText(tour: SeedTour, locale: Locale) {
  if (locale === 'en') return { title: tour.title, summary: tour.summary, notes: tour.stops.map((s) => s.note) }
  const translated = TRANSLATIONS[locale][tour.id]
  return { title: translated.title, summary: translated.summary, notes: tour.stops.map((s) => translated.notes[s.place]) }
}

/**
 * The four town trails (issue 20), published, in six languages. The stop rows are made in English;
 * each other language then writes its notes into the same rows (their ids), since the list of stops
 * is one for every language and only the notes are translated.
 */
export async function seedTours(
  payload: Payload,
  townIds: Map<string, Id>,
  placeIds: Map<string, Id>,
  context: Record<string, unknown>,
): Promise<void> {
  const published = { _status: 'published' as const }
  for (const tour of (tours as { tours: SeedTour[] }).tours) {
    const english = tourText(tour, DEFAULT_LOCALE)
    const doc = await payload.create({
      collection: 'tours',
      locale: DEFAULT_LOCALE,
      context,
      data: {
        ...published,
        slug: tour.id,
        town: townIds.get(tour.town) as number,
        title: english.title,
        summary: english.summary,
        stops: tour.stops.map((stop, i) => ({ place: placeIds.get(stop.place) as number, note: english.notes[i] })),
      },
    })
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      const text = tourText(tour, locale)
      await payload.update({
        collection: 'tours',
        id: doc.id,
        locale,
        context,
        data: {
          ...published,
          title: text.title,
          summary: text.summary,
          stops: (doc.stops ?? []).map((row, i) => ({
            id: row.id,
            place: typeof row.place === 'object' ? row.place.id : row.place,
            note: text.notes[i],
          })),
        },
      })
    }
  }
}
