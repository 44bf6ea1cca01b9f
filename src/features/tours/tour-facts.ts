import 'server-only'

import { getFormatter, getTranslations } from 'next-intl/server'

import type { TourView } from '@/data/view-models'
import { tourWalk } from '@/domain/tours'
import { durationText } from '@/features/places/duration-text'

import { distanceText } from './distance-text'

/** A tour's walk, measured (domain/tours.ts) and put into words in the page's language. */
export async function tourFacts(tour: TourView) {
  const [t, tPlaces, format] = await Promise.all([getTranslations('Tours'), getTranslations('Places'), getFormatter()])
  const walk = tourWalk(
    tour.stops.map((stop) => stop.place.coordinates),
    tour.path,
  )
  const distance = (km: number) => distanceText(format, km)
  return {
    walk,
    distance,
    summary: t('walkSummary', {
      stops: t('stopCount', { count: tour.stops.length }),
      distance: distance(walk.km),
      duration: durationText(tPlaces, walk.minutes),
    }),
  }
}
