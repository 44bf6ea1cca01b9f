import type {
  BreadcrumbList,
  Event,
  ListItem,
  Organization,
  Place,
  TouristDestination,
  TouristTrip,
  WebSite,
  WithContext,
} from 'schema-dts'

import type { MapLayer } from './catalogue'
import { londonDateTime } from './events'
import type { WeeklyHours } from './opening-hours'

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
  /** Its photo, as an absolute address. */
  imageUrl?: string | null
  /** Its opening hours over a week (weeklyHours), when they parse. */
  hours?: WeeklyHours | null
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

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
    ...(place.imageUrl ? { image: place.imageUrl } : {}),
    ...(place.hours
      ? {
          openingHoursSpecification: place.hours.map((opening) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: `https://schema.org/${DAY_NAMES[opening.weekday]}`,
            opens: opening.opens,
            closes: opening.closes,
          })),
        }
      : {}),
  } as WithContext<Place>
}

/** A town, with how many places the guide shows in it (as its page says). */
export function townJsonLd(
  town: { name: string; description: string; centre: readonly [number, number]; placeCount: number },
  url: string,
): WithContext<TouristDestination> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristDestination',
    name: town.name,
    description: town.description,
    url,
    geo: geo(town.centre),
    additionalProperty: { '@type': 'PropertyValue', name: 'places', value: town.placeCount },
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

export type EventFacts = {
  title: string
  description: string | null
  start: string
  end: string | null
  imageUrl: string | null
  /** Where it happens: a place on the map (with its address and position) or a venue's name. */
  venue: { name: string; url?: string; address?: string | null; postcode?: string | null; coordinates?: readonly [number, number] } | null
  townName: string
}

/**
 * An event for search engines' event results: Google's required name, startDate and location
 * (a Place with an address), with times in London time and their offset. There is no cancelled
 * or moved state in the CMS, so eventStatus is always "scheduled"; nor an organiser field (an
 * event's link may be a ticket site), so no organizer is claimed.
 */
export function eventJsonLd(event: EventFacts, url: string): WithContext<Event> {
  const venue = event.venue
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    url,
    startDate: londonDateTime(event.start),
    ...(event.end ? { endDate: londonDateTime(event.end) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(event.description ? { description: event.description } : {}),
    ...(event.imageUrl ? { image: [event.imageUrl] } : {}),
    location: {
      '@type': 'Place',
      name: venue?.name ?? event.townName,
      ...(venue?.url ? { url: venue.url } : {}),
      address: {
        '@type': 'PostalAddress',
        ...(venue?.address ? { streetAddress: venue.address } : {}),
        ...(venue?.postcode ? { postalCode: venue.postcode } : {}),
        addressLocality: event.townName,
        addressCountry: 'GB',
      },
      ...(venue?.coordinates ? { geo: geo(venue.coordinates) } : {}),
    },
  } as WithContext<Event>
}

/**
 * The home page: the site, in the page's language, and who runs it with the contact details of
 * Site settings (shown on the contact page).
 */
export function siteJsonLd({
  name,
  description,
  url,
  language,
  contactUrl,
  contact,
}: {
  name: string
  description: string
  url: string
  language: string
  contactUrl: string
  contact: { email: string | null; phone: string | null; address: string | null }
}): WithContext<WebSite | Organization>[] {
  const organization: WithContext<Organization> = {
    '@context': 'https://schema.org',
    '@type': 'GovernmentOrganization',
    '@id': `${url}#organization`,
    name,
    url,
    areaServed: { '@type': 'AdministrativeArea', name: 'Huntingdonshire' },
    ...(contact.email ? { email: contact.email } : {}),
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(contact.address ? { address: contact.address } : {}),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      url: contactUrl,
      ...(contact.email ? { email: contact.email } : {}),
      ...(contact.phone ? { telephone: contact.phone } : {}),
    },
  }
  const website: WithContext<WebSite> = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    description,
    url,
    inLanguage: language,
    publisher: { '@id': `${url}#organization` },
  }
  return [website, organization]
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
