import 'server-only'

import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { getCategories, getPlaces, getTours } from '@/data/content'
import type { CategoryView, PlaceView } from '@/data/view-models'
import { DEFAULT_CATEGORY_COLOUR, DEFAULT_CATEGORY_ICON } from '@/domain/category-style'
import { placePicture, routeCardPicture, type PictureSpot, townPicture } from '@/domain/link-preview'
import { decodePathSegment } from '@/domain/urls'
import { findEventPage } from '@/features/events/event-page'
import { pageTown } from '@/features/towns/page-town'
import { formatEventWhen, guideFormatter } from '@/i18n/guide-formatter'

import { SITE_COLOUR } from './PreviewCard'
import { renderPreviewCard } from './render-card'

/**
 * The cards of the town, place and tour pages (issue 25, item 4), for their `card.png` route
 * handlers. Each reads what its page reads, through the same tagged reads (src/data/content.ts),
 * so a publish that regenerates the page redraws its card; an address of no page answers 404.
 */

/** The icons of the cards that have no category: a town's guide and a walking tour. */
export const TOWN_ICON = 'Map'
export const TOUR_ICON = 'Footprints'
export const EVENT_ICON = 'CalendarDays'

type TownParams = Promise<{ locale: string; town: string }>

/** Each place where it is, in its category's colour. */
export function placeSpots(places: readonly PlaceView[], categories: readonly CategoryView[]): PictureSpot[] {
  const colours = new Map(categories.map((c) => [c.slug, c.colour]))
  return places.map((place) => ({ coordinates: place.coordinates, colour: colours.get(place.categorySlug) ?? DEFAULT_CATEGORY_COLOUR }))
}

async function townData(params: TownParams) {
  const { locale, town } = await pageTown(params)
  const [places, categories, t] = await Promise.all([
    getPlaces(locale, town.slug),
    getCategories(locale),
    getTranslations({ locale, namespace: 'LinkPreview' }),
  ])
  return { locale, town, places, categories, t }
}

export async function townCard(params: TownParams): Promise<Response> {
  const { locale, town, places, categories, t } = await townData(params)
  return renderPreviewCard({
    locale,
    title: town.name,
    kind: t('town'),
    townName: town.name,
    detail: town.tagline,
    colour: SITE_COLOUR,
    icon: TOWN_ICON,
    picture: townPicture(placeSpots(places, categories)),
  })
}

export async function placeCard(params: Promise<{ locale: string; town: string; place: string }>): Promise<Response> {
  const [{ locale, town, places, categories }, { place: slug }] = await Promise.all([townData(params), params])
  const index = places.findIndex((p) => p.slug === decodePathSegment(slug))
  if (index < 0) notFound()
  const place = places[index]
  const category = categories.find((c) => c.slug === place.categorySlug)
  return renderPreviewCard({
    locale,
    title: place.name,
    kind: category?.label ?? '',
    townName: town.name,
    detail: [place.address, place.postcode].filter(Boolean).join(', ') || null,
    colour: category?.colour ?? DEFAULT_CATEGORY_COLOUR,
    icon: category?.icon ?? DEFAULT_CATEGORY_ICON,
    picture: placePicture(placeSpots(places, categories), index),
  })
}

export async function tourCard(params: Promise<{ locale: string; town: string; slug: string }>): Promise<Response> {
  const [{ locale, town, places, categories, t }, { slug }] = await Promise.all([townData(params), params])
  const [tour, tTours] = await Promise.all([
    getTours(locale, town.slug).then((tours) => tours.find((candidate) => candidate.slug === slug)),
    getTranslations({ locale, namespace: 'Tours' }),
  ])
  if (!tour) notFound()
  const onTour = new Set(tour.stops.map((stop) => stop.place.slug))
  return renderPreviewCard({
    locale,
    title: tour.title,
    kind: t('tour'),
    townName: town.name,
    detail: tTours('stopCount', { count: tour.stops.length }),
    colour: SITE_COLOUR,
    icon: TOUR_ICON,
    picture: routeCardPicture(
      tour.stops.map((stop) => stop.place.coordinates),
      tour.path,
      {
        colour: SITE_COLOUR,
        others: placeSpots(
          places.filter((place) => !onTour.has(place.slug)),
          categories,
        ),
      },
    ),
  })
}

/** An event's card: its title, when it is, and where (its place on the town's map, else the town). */
export async function eventCard(params: Promise<{ locale: string; town: string; slug: string }>): Promise<Response> {
  const [{ locale, town, places, categories, t }, { slug }] = await Promise.all([townData(params), params])
  const event = await findEventPage(locale, town.slug, slug)
  if (!event) notFound()
  const spots = placeSpots(places, categories)
  const index = places.findIndex((place) => place.slug === event.placeSlug)
  return renderPreviewCard({
    locale,
    title: event.title,
    kind: t('event'),
    townName: town.name,
    detail: formatEventWhen(guideFormatter(locale), event),
    colour: SITE_COLOUR,
    icon: EVENT_ICON,
    picture: index >= 0 ? placePicture(spots, index) : townPicture(spots),
  })
}
