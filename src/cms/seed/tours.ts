import type { Locale } from '@/domain/locales'

import tours from './data/tours.json'
import toursEs from './data/tours.es.json'
import toursFr from './data/tours.fr.json'
import toursLt from './data/tours.lt.json'
import toursPl from './data/tours.pl.json'
import toursPt from './data/tours.pt.json'

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

/** The four town trails (issue 20), published by the seed in six languages. */
export const SEED_TOURS = (tours as { tours: SeedTour[] }).tours

/** A tour's title, summary and stop notes (in stop order) in `locale`. */
export function tourText(tour: SeedTour, locale: Locale) {
  if (locale === 'en') return { title: tour.title, summary: tour.summary, notes: tour.stops.map((s) => s.note) }
  const translated = TRANSLATIONS[locale][tour.id]
  return { title: translated.title, summary: translated.summary, notes: tour.stops.map((s) => translated.notes[s.place]) }
}
