import type { CollectionSlug, Payload } from 'payload'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/domain/locales'
import { addDays, atTimeOfDay } from '@/domain/dates'

import { updatePlaceCount } from '../hooks/placeCount'
import { seedPartners } from './partners'
import { SEED_TOURS, tourText } from './tours'
import content from './data/content.json'
import places from './data/places.json'
import placesEs from './data/places.es.json'
import placesFr from './data/places.fr.json'
import placesLt from './data/places.lt.json'
import placesPl from './data/places.pl.json'
import placesPt from './data/places.pt.json'
import towns from './data/towns.json'
import type { Localized, PlaceTranslations, SeedContent, SeedPlace, SeedTown } from './types'

/** Seeds and scripts run outside a Next server: nothing to revalidate. */
const context = { disableRevalidate: true, skipMissingTranslations: true }
const OTHER_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE)

type Id = number | string

/**
 * Creates a document in English, then adds each translation. `localizedData(locale, created)`
 * returns only the localized fields for that locale; `created` (the English document, given for
 * the other languages) names the rows of its arrays, whose localized fields each language fills.
 */
async function createLocalized(
  payload: Payload,
  collection: CollectionSlug,
  data: Record<string, unknown>,
  localizedData?: (locale: Locale, created?: Record<string, unknown>) => Record<string, unknown>,
): Promise<Id> {
  const doc = await payload.create({
    collection,
    locale: DEFAULT_LOCALE,
    data: { ...data, ...(localizedData?.(DEFAULT_LOCALE) ?? {}) } as never,
    context,
  })
  if (localizedData) {
    for (const locale of OTHER_LOCALES) {
      await payload.update({
        collection,
        id: doc.id,
        locale,
        data: localizedData(locale, doc as unknown as Record<string, unknown>) as never,
        context,
      })
    }
  }
  return doc.id
}

const pick = (text: Localized, locale: Locale) => text[locale]

/** Places translated at once while seeding: below the pool's connections, so each has one. */
const SEED_TRANSLATION_CONCURRENCY = 4

/** Runs `work` on every item, at most `limit` at a time. */
async function eachAtMost<T>(limit: number, items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** Each place's text in the other five languages, by place id (names only where a translated name is in use). */
const PLACE_TRANSLATIONS: Record<Exclude<Locale, 'en'>, PlaceTranslations> = {
  es: placesEs,
  fr: placesFr,
  pl: placesPl,
  lt: placesLt,
  pt: placesPt,
}

/** A place's localized fields in one language: its translation, or the English text when there is none. */
export function placeText(place: SeedPlace, locale: Locale): { name: string; tags: string[]; description: string } {
  const translated = locale === 'en' ? undefined : PLACE_TRANSLATIONS[locale][place.id]
  return {
    name: translated?.name ?? place.name,
    tags: translated?.tags ?? place.tags,
    description: translated?.description ?? place.description,
  }
}

export async function isSeeded(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'towns', overrideAccess: true })
  return totalDocs > 0
}

/** Loads the demo content: 4 towns, 8 kiosk sites, 8 categories, 135 places, notices, events, highlights and 4 walking tours. */
export async function seed(payload: Payload, now = new Date()): Promise<void> {
  const data = content as SeedContent
  const published = { _status: 'published' }

  const categoryIds = new Map<string, Id>()
  for (const [order, category] of data.categories.entries()) {
    const id = await createLocalized(
      payload,
      'categories',
      { slug: category.slug, icon: category.icon, colour: category.colour, order },
      (l) => ({ label: pick(category.label, l), shortLabel: pick(category.shortLabel, l), description: pick(category.description, l) }),
    )
    categoryIds.set(category.slug, id)
  }

  const townIds = new Map<string, Id>()
  const townSlugIds = new Map<string, Id>()
  for (const town of towns as unknown as SeedTown[]) {
    const text = data.towns[town.id]
    const kiosk = (k: SeedTown['kioskA']) => ({
      name: k.name,
      postcode: k.postcode,
      longitude: k.centre[0],
      latitude: k.centre[1],
      facing: { bearing: k.facing, pitch: 0 },
    })
    const id = await createLocalized(
      payload,
      'towns',
      {
        name: town.name,
        slug: town.slug,
        dbKey: town.dbKey,
        crs: town.crs,
        // The reference data (data/towns.json, SOURCES.md) has no NaPTAN ATCO codes, and a made-up code
        // would show a made-up timetable: editors name the towns' bus stops (issue 23).
        busStops: town.busStops ?? [],
        location: {
          longitude: town.centre[0],
          latitude: town.centre[1],
          zoom: town.zoom,
          minZoom: town.minZoom,
          maxZoom: town.maxZoom,
          maxBounds: {
            west: town.maxBounds[0][0],
            south: town.maxBounds[0][1],
            east: town.maxBounds[1][0],
            north: town.maxBounds[1][1],
          },
        },
        kioskA: kiosk(town.kioskA),
        kioskB: kiosk(town.kioskB),
      },
      (l) => ({ description: text ? pick(text.description, l) : town.description, tagline: text ? pick(text.tagline, l) : undefined }),
    )
    townIds.set(town.id, id)
    townSlugIds.set(town.slug, id)
  }

  // Created one by one in English, so their ids follow the order of the data; then translated
  // several at a time (675 updates, one by one, made the seed several times slower).
  const seedPlaces = places as unknown as SeedPlace[]
  const placeIds = new Map<string, Id>()
  const placeContext = { ...context, skipPlaceCount: true }
  for (const place of seedPlaces) {
    const doc = await payload.create({
      collection: 'places',
      locale: DEFAULT_LOCALE,
      context: placeContext,
      data: {
        ...published,
        ...placeText(place, DEFAULT_LOCALE),
        slug: place.id,
        town: townIds.get(place.town),
        category: categoryIds.get(place.category),
        layer: place.layer,
        address: place.address,
        postcode: place.postcode,
        longitude: place.coordinates[0],
        latitude: place.coordinates[1],
        website: place.website,
        confidence: place.confidence,
        source: place.source,
        note: place.note,
      } as never,
    })
    placeIds.set(place.id, doc.id)
  }
  await eachAtMost(SEED_TRANSLATION_CONCURRENCY, seedPlaces, async (place) => {
    for (const locale of OTHER_LOCALES) {
      await payload.update({
        collection: 'places',
        id: placeIds.get(place.id)!,
        locale,
        data: { ...published, ...placeText(place, locale) } as never,
        context: placeContext,
      })
    }
  })

  for (const id of townIds.values()) await updatePlaceCount(payload, id)

  for (const notice of data.notices) {
    await createLocalized(
      payload,
      'notices',
      {
        ...published,
        towns: notice.towns.map((t) => townIds.get(t)),
        startDate: addDays(now, notice.startDaysFromNow).toISOString(),
        endDate: addDays(now, notice.endDaysFromNow).toISOString(),
      },
      (l) => ({ ...published, title: pick(notice.title, l), body: pick(notice.body, l) }),
    )
  }

  for (const event of data.events) {
    const start = atTimeOfDay(addDays(now, event.startDaysFromNow), event.startTime)
    await createLocalized(
      payload,
      'events',
      {
        ...published,
        town: townIds.get(event.town),
        place: placeIds.get(event.placeId),
        start: start.toISOString(),
        end: new Date(start.getTime() + event.durationMinutes * 60_000).toISOString(),
      },
      (l) => ({ ...published, title: pick(event.title, l), description: pick(event.description, l) }),
    )
  }

  for (const highlight of data.highlights) {
    await createLocalized(
      payload,
      'highlights',
      { ...published, town: townIds.get(highlight.town), order: highlight.order, place: placeIds.get(highlight.placeId) },
      (l) => ({ ...published, title: pick(highlight.title, l), body: pick(highlight.body, l) }),
    )
  }

  // The stops are one list in every language; each language writes its notes into the English rows.
  for (const tour of SEED_TOURS) {
    await createLocalized(payload, 'tours', { ...published, slug: tour.id, town: townIds.get(tour.town) }, (l, created) => {
      const text = tourText(tour, l)
      const rows = created?.stops as { id: string }[] | undefined
      return {
        ...published,
        title: text.title,
        summary: text.summary,
        stops: tour.stops.map((stop, i) => ({ ...(rows && { id: rows[i].id }), place: placeIds.get(stop.place), note: text.notes[i] })),
      }
    })
  }

  await seedPartners(payload, townSlugIds, context)

  await payload.updateGlobal({
    slug: 'site-settings',
    locale: DEFAULT_LOCALE,
    context,
    data: {
      underConstruction: false,
      contact: {
        email: 'guide@huntingdonshire-towns.example',
        address: 'Pathfinder House, St Mary’s Street, Huntingdon PE29 3TN',
      },
    },
  })
}
