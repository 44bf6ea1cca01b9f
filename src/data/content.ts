import 'server-only'

import { unstable_cache } from 'next/cache'
import { notFound } from 'next/navigation'
import type { Payload } from 'payload'

import { isLocale, type Locale } from '@/domain/locales'
import { partnersForTown } from '@/domain/partners'
import { type AllLocales, inLocale, pickLocale } from '@/domain/translation-fallback'
import { isSafeWebUrl } from '@/domain/urls'
import { isEventPageKept } from '@/domain/events'
import { photoOf } from '@/domain/photos'
import { isLineString } from '@/domain/tours'
import type { Event, Highlight, Media, Notice, Partner, Place, SiteSetting, Tour, Town } from '@/payload-types'

import { isPreviewing } from '@/features/preview/preview-session'

import { toCategoryView } from './category-view'
import { payloadClient } from './payload'
import { TAGS, TOWN_SCOPED_COLLECTIONS, type TownScopedCollection, townTag } from './tags'
import type {
  CategoryView,
  EventView,
  HighlightView,
  NoticeView,
  PartnerView,
  PlaceView,
  SiteSettingsView,
  TourView,
  TownView,
} from './view-models'

/**
 * Every public read goes through here: Payload's Local API as an anonymous visitor
 * (overrideAccess: false, so drafts never leak), wrapped in a tagged cache so a publish
 * can regenerate exactly the pages it touches.
 */
const publicRead = { overrideAccess: false, draft: false, fallbackLocale: 'en' as const, depth: 0 }
/**
 * An editor's preview (issue 22, features/preview): the latest version of everything, drafts
 * included, read afresh and never cached, so no visitor's page can ever hold a draft.
 */
const previewRead = { overrideAccess: true, draft: true, fallbackLocale: 'en' as const, depth: 0 }
type ReadScope = typeof publicRead | typeof previewRead

/**
 * A public read, cached under `key` (its name, the locale, then what else selects it) and expired by
 * `tags`. Pages read the locale straight from the address, and Next renders a page alongside the
 * layout that rejects unknown ones: `/favicon.ico` would reach Postgres as a locale and fail there.
 */
async function cachedRead<T>(
  key: [name: string, locale: Locale, ...rest: string[]],
  tags: string[],
  read: (payload: Payload, scope: ReadScope) => Promise<T>,
  { previewable = true } = {},
): Promise<T> {
  if (!isLocale(key[1])) notFound()
  if (previewable && (await isPreviewing())) return read(await payloadClient(), previewRead)
  return unstable_cache(async () => read(await payloadClient(), publicRead), key, { tags })()
}

/** A town's documents of a town-scoped collection in every language, found through the field that names its towns. */
async function findInTown<C extends TownScopedCollection>(
  payload: Payload,
  scope: ReadScope,
  collection: C,
  townSlug: string,
  query: { sort?: string; limit: number; depth?: number; pagination?: false },
) {
  const { docs } = await payload.find({
    collection,
    locale: 'all',
    ...scope,
    ...query,
    where: { [`${TOWN_SCOPED_COLLECTIONS[collection]}.slug`]: { equals: townSlug } },
  })
  return docs
}

/** A document read with `locale: 'all'`: its localized fields hold every language's value. */
type InAllLocales<Doc, Localized extends keyof Doc> = Omit<Doc, Localized> & { [F in Localized]: AllLocales<Doc[F]> }

/**
 * The localized text of each kind of content. Read in every language at once (`locale: 'all'`),
 * so a field with no translation yet shows in English and says so (issue 27).
 */
const PLACE_TEXT = ['description', 'tags', 'accessibility'] as const
const HIGHLIGHT_TEXT = ['title', 'body'] as const
const TOUR_TEXT = ['title', 'summary'] as const
const NOTICE_TEXT = ['title', 'body'] as const
const EVENT_TEXT = ['title', 'description', 'venue'] as const

const idOf = (ref: unknown): number | null =>
  ref && typeof ref === 'object' && 'id' in ref ? Number((ref as { id: unknown }).id) : ref == null ? null : Number(ref)

const slugOf = (ref: number | { slug: string } | null | undefined) => (ref && typeof ref === 'object' ? ref.slug : null)

const mediaUrl = (media: number | Media | null | undefined) => (media && typeof media === 'object' && media.url ? media.url : null)

function toTownView(town: Town, locale: Locale): TownView {
  const kiosk = (site: Town['kioskA']) => ({
    name: site.name,
    postcode: site.postcode ?? null,
    centre: [site.longitude, site.latitude] as [number, number],
    bearing: site.facing?.bearing ?? 0,
  })
  const { location } = town
  return {
    id: town.id,
    name: town.name,
    slug: town.slug,
    dbKey: town.dbKey,
    crs: town.crs ?? null,
    tagline: town.tagline ?? null,
    description: town.description,
    placeCount: town.placeCount ?? 0,
    imageUrl: mediaUrl(town.image),
    logos: (town.logos ?? []).flatMap((row) => {
      const logo = photoOf(row.logo, locale)
      return logo ? [{ ...logo, label: row.label ?? null }] : []
    }),
    centre: [location.longitude, location.latitude],
    zoom: location.zoom ?? 15,
    minZoom: location.minZoom ?? 14,
    maxZoom: location.maxZoom ?? 20,
    maxBounds: [
      [location.maxBounds.west, location.maxBounds.south],
      [location.maxBounds.east, location.maxBounds.north],
    ],
    kioskA: kiosk(town.kioskA),
    kioskB: kiosk(town.kioskB),
  }
}

export const getTowns = (locale: Locale): Promise<TownView[]> =>
  cachedRead(['towns', locale], [TAGS.towns], async (payload, scope) => {
    const { docs } = await payload.find({ collection: 'towns', locale, ...scope, limit: 100, sort: 'name', depth: 1 })
    return docs.map((town) => toTownView(town, locale))
  })

export async function getTown(locale: Locale, slug: string): Promise<TownView | null> {
  const town = (await getTowns(locale)).find((t) => t.slug === slug)
  return town ? { ...town, placeCount: (await getPlaces(locale, slug)).length } : null
}

/**
 * Towns with their place counts taken from the places data, so a page that shows counts is
 * regenerated by a publish in that town (places:{town}) and not by changes elsewhere.
 */
export async function getTownsWithPlaceCounts(locale: Locale): Promise<TownView[]> {
  const towns = await getTowns(locale)
  return Promise.all(towns.map(async (town) => ({ ...town, placeCount: (await getPlaces(locale, town.slug)).length })))
}

export const getCategories = (locale: Locale): Promise<CategoryView[]> =>
  cachedRead(['categories', locale], [TAGS.categories], async (payload, scope) => {
    const { docs } = await payload.find({ collection: 'categories', locale, ...scope, limit: 100, sort: 'order' })
    return docs.map(toCategoryView)
  })

export const getPlaces = (locale: Locale, townSlug: string): Promise<PlaceView[]> =>
  cachedRead(['places', locale, townSlug], [townTag('places', townSlug), TAGS.categories], async (payload, scope) => {
    const categories = await getCategories(locale)
    const categorySlug = new Map(categories.map((c) => [c.id, c.slug]))
    const docs = await findInTown(payload, scope, 'places', townSlug, { limit: 10_000, pagination: false })
    // Photos by id, read only when a place has one (in every language, for their descriptions):
    // not each place's town and category in full, as depth 1 would.
    const imageIds = [...new Set(docs.flatMap((p) => (typeof p.image === 'number' ? [p.image] : [])))]
    const images = new Map(
      imageIds.length === 0
        ? []
        : (
            await payload.find({ collection: 'media', locale: 'all', ...scope, where: { id: { in: imageIds } }, pagination: false })
          ).docs.map((media) => [media.id, photoOf(media, locale)] as const),
    )
    const byName = new Intl.Collator(locale).compare
    return (docs as unknown as InAllLocales<Place, (typeof PLACE_TEXT)[number] | 'name'>[])
      .map((p): PlaceView => {
        const { values, inEnglish } = pickLocale(p, PLACE_TEXT, locale)
        return {
          id: p.id,
          slug: p.slug,
          name: inLocale(p.name, locale).value ?? p.slug,
          categorySlug: categorySlug.get(idOf(p.category) ?? -1) ?? 'attractions',
          layer: p.layer ?? null,
          tags: (values.tags as string[] | null) ?? [],
          description: (values.description as string | null) ?? null,
          address: p.address ?? null,
          postcode: p.postcode ?? null,
          coordinates: [p.longitude, p.latitude] as [number, number],
          openingHours: p.openingHours ?? null,
          accessibility: (values.accessibility as string | null) ?? null,
          website: isSafeWebUrl(p.website) ? p.website : null,
          phone: p.phone ?? null,
          image: images.get(idOf(p.image) ?? -1) ?? null,
          inEnglish,
        }
      })
      .sort((a, b) => byName(a.name, b.name))
  })

/** A town's highlights, in editor order; one without a picture of its own shows its place's photo (and changes with it). */
export const getHighlights = (locale: Locale, townSlug: string): Promise<HighlightView[]> =>
  cachedRead(
    ['highlights', locale, townSlug],
    [townTag('highlights', townSlug), townTag('tours', townSlug), townTag('places', townSlug), TAGS.categories],
    async (payload, scope) => {
      const placePhotos = new Map((await getPlaces(locale, townSlug)).map((place) => [place.slug, place.image]))
      const docs = await findInTown(payload, scope, 'highlights', townSlug, { depth: 1, sort: 'order', limit: 100 })
      return (docs as unknown as InAllLocales<Highlight, 'title' | 'body'>[]).map((h): HighlightView => {
        const { values, inEnglish } = pickLocale(h, HIGHLIGHT_TEXT, locale)
        return {
          id: h.id,
          title: (values.title as string | null) ?? '',
          body: (values.body as string | null) ?? null,
          order: h.order ?? 0,
          placeSlug: slugOf(h.place),
          // Only a tour visitors can open: one unpublished since is not linked.
          tourSlug: typeof h.tour === 'object' && h.tour?._status === 'published' ? h.tour.slug : null,
          image: photoOf(h.image, locale) ?? placePhotos.get(slugOf(h.place) ?? '') ?? null,
          inEnglish,
        }
      })
    },
  )

/**
 * A town's published walking tours, by title. A stop whose place is not published (and so not in
 * getPlaces) is left out rather than shown without a position; a tour left with fewer than two is not shown.
 */
export const getTours = (locale: Locale, townSlug: string): Promise<TourView[]> =>
  cachedRead(
    ['tours', locale, townSlug],
    [townTag('tours', townSlug), townTag('places', townSlug), TAGS.categories],
    async (payload, scope) => {
      const places = new Map((await getPlaces(locale, townSlug)).map((place) => [place.id, place]))
      const docs = await findInTown(payload, scope, 'tours', townSlug, { depth: 1, limit: 100, pagination: false })
      const byTitle = new Intl.Collator(locale).compare
      return (docs as unknown as InAllLocales<Tour, (typeof TOUR_TEXT)[number]>[])
        .map((tour): TourView => {
          const { values, inEnglish } = pickLocale(tour, TOUR_TEXT, locale)
          const stops = (tour.stops ?? []).flatMap((row) => {
            const place = places.get(idOf(row.place) ?? -1)
            if (!place) return []
            const note = inLocale(row.note as unknown as AllLocales<string>, locale)
            return [{ place, note: note.value, noteInEnglish: note.inEnglish }]
          })
          return {
            id: tour.id,
            slug: tour.slug,
            title: (values.title as string | null) ?? tour.slug,
            summary: (values.summary as string | null) ?? null,
            coverUrl: mediaUrl(tour.cover),
            stops,
            path: isLineString(tour.path) ? tour.path.coordinates.map(([lng, lat]) => [lng, lat] as [number, number]) : null,
            inEnglish,
          }
        })
        .filter((tour) => tour.stops.length >= 2)
        .sort((a, b) => byTitle(a.title, b.title))
    },
  )

export type IndexedDocument = { slug: string; town: string; updatedAt: string }

/**
 * What search engines are told about (issue 25: /sitemap.xml): every published town, place,
 * walking tour and event page, with when each last changed. Expired by the same tags as the pages it lists.
 */
export async function getIndexableContent(): Promise<{
  towns: Omit<IndexedDocument, 'town'>[]
  places: IndexedDocument[]
  tours: IndexedDocument[]
  events: IndexedDocument[]
}> {
  const townSlugs = (await getTowns('en')).map((town) => town.slug)
  const tags = [TAGS.towns, ...townSlugs.flatMap((slug) => [townTag('places', slug), townTag('tours', slug), townTag('events', slug)])]
  const content = await cachedRead(
    ['indexable', 'en'],
    tags,
    async (payload, scope) => {
      const read = async (collection: 'towns' | 'places' | 'tours' | 'events') =>
        (
          await payload.find({
            collection,
            ...scope,
            pagination: false,
            select: { slug: true, town: true, updatedAt: true, start: true, end: true } as never,
          })
        ).docs as unknown as { id: number; slug: string; town?: number; updatedAt: string; start?: string; end?: string | null }[]
      const [towns, places, tours, events] = await Promise.all([read('towns'), read('places'), read('tours'), read('events')])
      const townSlug = new Map(towns.map((town) => [town.id, town.slug]))
      const inTown = (docs: typeof places) =>
        docs.flatMap((doc) => {
          const town = townSlug.get(doc.town ?? -1)
          return town ? [{ slug: doc.slug, town, updatedAt: doc.updatedAt }] : []
        })
      const eventTimes = new Map(events.map((event) => [event.slug, { start: event.start!, end: event.end ?? null }]))
      return {
        towns: towns.map(({ slug, updatedAt }) => ({ slug, updatedAt })),
        places: inTown(places),
        tours: inTown(tours),
        events: inTown(events.filter((event) => event.slug)).map((event) => ({ ...event, ...eventTimes.get(event.slug)! })),
      }
      // Search engines and feeds are told of published pages only, even when an editor previews.
    },
    { previewable: false },
  )
  // Events whose page is still shown (a past one says it has ended, for a while): decided now, not when cached.
  const now = new Date()
  return { ...content, events: content.events.filter((event) => isEventPageKept(event, now)) }
}

/** All published notices of a town, newest first; whether each is active is decided at view time. */
export const getNotices = (locale: Locale, townSlug: string): Promise<NoticeView[]> =>
  cachedRead(['notices', locale, townSlug], [townTag('notices', townSlug)], async (payload, scope) => {
    const docs = await findInTown(payload, scope, 'notices', townSlug, { sort: '-startDate', limit: 200 })
    return (docs as unknown as InAllLocales<Notice, 'title' | 'body'>[]).map((n): NoticeView => {
      const { values, inEnglish } = pickLocale(n, NOTICE_TEXT, locale)
      return {
        id: n.id,
        title: (values.title as string | null) ?? '',
        body: (values.body as string | null) ?? '',
        startDate: n.startDate,
        endDate: n.endDate ?? null,
        updatedAt: n.updatedAt,
        inEnglish,
      }
    })
  })

/** Published events of a town, soonest first, including ones that have ended (the view filters by time). */
export const getEvents = (locale: Locale, townSlug: string): Promise<EventView[]> =>
  cachedRead(['events', locale, townSlug], [townTag('events', townSlug)], async (payload, scope) => {
    // The newest 500 by start, then soonest first: past events are never pruned, and must not crowd out the coming ones.
    const docs = (await findInTown(payload, scope, 'events', townSlug, { depth: 1, sort: '-start', limit: 500 })).reverse()
    return (docs as unknown as InAllLocales<Event, 'title' | 'description' | 'venue'>[]).map((e): EventView => {
      const { values, inEnglish } = pickLocale(e, EVENT_TEXT, locale)
      return {
        id: e.id,
        // Saved before slugs existed and not migrated (cannot happen after 20261126_162259_event_slug).
        slug: e.slug ?? `event-${e.id}`,
        townSlug,
        title: (values.title as string | null) ?? '',
        description: (values.description as string | null) ?? null,
        start: e.start,
        end: e.end ?? null,
        placeSlug: slugOf(e.place),
        venue: (values.venue as string | null) ?? null,
        link: isSafeWebUrl(e.link) ? e.link : null,
        imageUrl: mediaUrl(e.image),
        // Read with every language (locale 'all'): the photo's description in this one, else English.
        imageAlt: typeof e.image === 'object' && e.image ? inLocale(e.image.alt as unknown as AllLocales<string>, locale).value : null,
        imageSize: typeof e.image === 'object' && e.image?.width && e.image.height ? [e.image.width, e.image.height] : null,
        updatedAt: e.updatedAt,
        inEnglish,
      }
    })
  })

export const getSiteSettings = (locale: Locale): Promise<SiteSettingsView> =>
  cachedRead(['settings', locale], [TAGS.settings], async (payload, scope) => {
    const s: SiteSetting = await payload.findGlobal({ slug: 'site-settings', locale, ...scope })
    return {
      underConstruction: Boolean(s.underConstruction),
      officeHours: (s.officeHours ?? []).map((row) => row.line),
      contact: { email: s.contact?.email ?? null, phone: s.contact?.phone ?? null, address: s.contact?.address ?? null },
      social: (s.social ?? []).filter((row) => isSafeWebUrl(row.url)).map((row) => ({ platform: row.platform, url: row.url })),
    }
  })

/** Every partner, in editor order, with its logo (if any) and towns; `getTownPartners` picks a town's. */
export const getPartners = (locale: Locale): Promise<PartnerView[]> =>
  // A town's slug change would change the partner's town list: the towns tag refreshes it too.
  cachedRead(['partners', locale], [TAGS.partners, TAGS.towns], async (payload, scope) => {
    const { docs } = await payload.find({ collection: 'partners', locale, ...scope, depth: 1, sort: 'order', limit: 100 })
    return docs.map((p: Partner) => ({
      id: p.id,
      name: p.name,
      logoUrl: mediaUrl(p.logo),
      logoAlt: p.logo && typeof p.logo === 'object' ? (p.logo.alt ?? null) : null,
      url: isSafeWebUrl(p.url) ? p.url : null,
      townSlugs: (p.towns ?? []).flatMap((t) => (t && typeof t === 'object' ? [t.slug] : [])),
    }))
  })

/** The partners shown in a town (see partnersForTown). */
export async function getTownPartners(locale: Locale, townSlug: string): Promise<PartnerView[]> {
  return partnersForTown(await getPartners(locale), townSlug)
}
