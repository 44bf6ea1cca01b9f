import type { BreadcrumbList, ListItem, Place, TouristDestination, TouristTrip, WithContext } from 'schema-dts'

import type { MapLayer } from './catalogue'

/**
 * Issue 25: schema.org JSON-LD for search engines, built from what the page shows and nothing
 * more (no invented ratings or prices). URLs are absolute; text is in the page's language.
 */

type PlaceType =
  | 'ParkingFacility'
  | 'BusStop'
  | 'PublicToilet'
  | 'TouristAttraction'
  | 'FoodEstablishment'
  | 'Store'
  | 'CivicStructure'
  | 'EventVenue'
  | 'Place'

const BY_LAYER: Partial<Record<MapLayer, PlaceType>> = { carpark: 'ParkingFacility', busstop: 'BusStop', toilet: 'PublicToilet' }
const BY_CATEGORY: Record<string, PlaceType> = {
  attractions: 'TouristAttraction',
  tours: 'TouristAttraction',
  'food-drink': 'FoodEstablishment',
  shopping: 'Store',
  services: 'CivicStructure',
  community: 'CivicStructure',
  events: 'EventVenue',
}

/** The most specific type a place's map layer, else its category, allows; `Place` otherwise. */
export function placeType(categorySlug: string, layer: string | null): PlaceType {
  return (layer && BY_LAYER[layer as MapLayer]) || (Object.hasOwn(BY_CATEGORY, categorySlug) ? BY_CATEGORY[categorySlug] : 'Place')
}

const geo = ([longitude, latitude]: readonly [number, number]) => ({ '@type': 'GeoCoordinates' as const, latitude, longitude })

export type PlaceFacts = {
  name: string
  categorySlug: string
  layer: string | null
  description: string | null
  address: string | null
  postcode: string | null
  coordinates: readonly [number, number]
  website: string | null
  phone: string | null
}

export function placeJsonLd(place: PlaceFacts, { url, townName }: { url: string; townName: string }): WithContext<Place> {
  return {
    '@context': 'https://schema.org',
    '@type': placeType(place.categorySlug, place.layer),
    name: place.name,
    url,
    geo: geo(place.coordinates),
    address: {
      '@type': 'PostalAddress',
      ...(place.address ? { streetAddress: place.address } : {}),
      ...(place.postcode ? { postalCode: place.postcode } : {}),
      addressLocality: townName,
      addressCountry: 'GB',
    },
    ...(place.description ? { description: place.description } : {}),
    ...(place.website ? { sameAs: place.website } : {}),
    ...(place.phone ? { telephone: place.phone } : {}),
  } as WithContext<Place>
}

export function townJsonLd(
  town: { name: string; description: string; centre: readonly [number, number] },
  url: string,
): WithContext<TouristDestination> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristDestination',
    name: town.name,
    description: town.description,
    url,
    geo: geo(town.centre),
    containedInPlace: { '@type': 'AdministrativeArea', name: 'Huntingdonshire' },
  }
}

export function tourJsonLd(
  tour: { title: string; summary: string | null; stops: { name: string; url: string; coordinates: readonly [number, number] }[] },
  url: string,
): WithContext<TouristTrip> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: tour.title,
    url,
    ...(tour.summary ? { description: tour.summary } : {}),
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: tour.stops.length,
      itemListElement: tour.stops.map(
        (stop, i): ListItem => ({
          '@type': 'ListItem',
          position: i + 1,
          item: { '@type': 'Place', name: stop.name, url: stop.url, geo: geo(stop.coordinates) },
        }),
      ),
    },
  }
}

/** Where a page sits below its town: each step a name and an absolute URL, in order. */
export function breadcrumbJsonLd(steps: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i): ListItem => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: step.url })),
  }
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped, so no text can close the element. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
