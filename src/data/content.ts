import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import type { Locale } from '@/domain/locales'
import { isSafeWebUrl } from '@/domain/urls'
import type { Category, Event, Highlight, Media, Notice, Place, SiteSetting, Town } from '@/payload-types'

import { payloadClient } from './payload'
import { TAGS } from './tags'
import type { CategoryView, EventView, HighlightView, NoticeView, PlaceView, SiteSettingsView, TownView } from './view-models'

/**
 * Every public read goes through here: Payload's Local API as an anonymous visitor
 * (overrideAccess: false, so drafts never leak), wrapped in a tagged cache so a publish
 * can regenerate exactly the pages it touches.
 */
const publicRead = { overrideAccess: false, fallbackLocale: 'en' as const, depth: 0 }

const idOf = (ref: unknown): number | null =>
  ref && typeof ref === 'object' && 'id' in ref ? Number((ref as { id: unknown }).id) : ref == null ? null : Number(ref)

const mediaUrl = (media: number | Media | null | undefined) =>
  media && typeof media === 'object' && media.url ? media.url : null

function toTownView(town: Town): TownView {
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
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({ collection: 'towns', locale, ...publicRead, limit: 100, sort: 'name', depth: 1 })
      return docs.map(toTownView)
    },
    ['towns', locale],
    { tags: [TAGS.towns] },
  )()

export async function getTown(locale: Locale, slug: string): Promise<TownView | null> {
  return (await getTowns(locale)).find((town) => town.slug === slug) ?? null
}

export const getCategories = (locale: Locale): Promise<CategoryView[]> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({ collection: 'categories', locale, ...publicRead, limit: 100, sort: 'order' })
      return docs.map((c: Category) => ({
        id: c.id,
        slug: c.slug,
        label: c.label,
        shortLabel: c.shortLabel,
        description: c.description ?? null,
        icon: c.icon,
        colour: c.colour,
      }))
    },
    ['categories', locale],
    { tags: [TAGS.categories] },
  )()

export const getPlaces = (locale: Locale, townSlug: string): Promise<PlaceView[]> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const categories = await getCategories(locale)
      const categorySlug = new Map(categories.map((c) => [c.id, c.slug]))
      const where: Where = { 'town.slug': { equals: townSlug } }
      const { docs } = await payload.find({
        collection: 'places',
        locale,
        ...publicRead,
        where,
        limit: 10_000,
        sort: 'name',
        pagination: false,
      })
      return docs.map((p: Place) => ({
        id: p.id,
        slug: p.slug,
        name: p.name,
        categorySlug: categorySlug.get(idOf(p.category) ?? -1) ?? 'attractions',
        layer: p.layer ?? null,
        tags: p.tags ?? [],
        description: p.description ?? null,
        address: p.address ?? null,
        postcode: p.postcode ?? null,
        coordinates: [p.longitude, p.latitude] as [number, number],
        openingHours: p.openingHours ?? null,
        accessibility: p.accessibility ?? null,
        website: isSafeWebUrl(p.website) ? p.website : null,
        phone: p.phone ?? null,
      }))
    },
    ['places', locale, townSlug],
    { tags: [TAGS.places(townSlug), TAGS.categories] },
  )()

export const getHighlights = (locale: Locale, townSlug: string): Promise<HighlightView[]> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'highlights',
        locale,
        ...publicRead,
        depth: 1,
        where: { 'town.slug': { equals: townSlug } },
        sort: 'order',
        limit: 100,
      })
      return docs.map((h: Highlight) => ({
        id: h.id,
        title: h.title,
        body: h.body ?? null,
        order: h.order ?? 0,
        placeSlug: h.place && typeof h.place === 'object' ? h.place.slug : null,
      }))
    },
    ['highlights', locale, townSlug],
    { tags: [TAGS.highlights(townSlug)] },
  )()

/** All published notices of a town, newest first; whether each is active is decided at view time. */
export const getNotices = (locale: Locale, townSlug: string): Promise<NoticeView[]> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'notices',
        locale,
        ...publicRead,
        where: { 'towns.slug': { equals: townSlug } },
        sort: '-startDate',
        limit: 200,
      })
      return docs.map((n: Notice) => ({
        id: n.id,
        title: n.title,
        body: n.body,
        startDate: n.startDate,
        endDate: n.endDate ?? null,
      }))
    },
    ['notices', locale, townSlug],
    { tags: [TAGS.notices(townSlug)] },
  )()

/** Published events of a town, soonest first, including ones that have ended (the view filters by time). */
export const getEvents = (locale: Locale, townSlug: string): Promise<EventView[]> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'events',
        locale,
        ...publicRead,
        depth: 1,
        where: { 'town.slug': { equals: townSlug } },
        sort: 'start',
        limit: 500,
      })
      return docs.map((e: Event) => ({
        id: e.id,
        title: e.title,
        description: e.description ?? null,
        start: e.start,
        end: e.end ?? null,
        placeSlug: e.place && typeof e.place === 'object' ? e.place.slug : null,
        venue: e.venue ?? null,
        link: isSafeWebUrl(e.link) ? e.link : null,
        imageUrl: mediaUrl(e.image),
      }))
    },
    ['events', locale, townSlug],
    { tags: [TAGS.events(townSlug)] },
  )()

export const getSiteSettings = (locale: Locale): Promise<SiteSettingsView> =>
  unstable_cache(
    async () => {
      const payload = await payloadClient()
      const s: SiteSetting = await payload.findGlobal({ slug: 'site-settings', locale, ...publicRead })
      return {
        underConstruction: Boolean(s.underConstruction),
        officeHours: (s.officeHours ?? []).map((row) => row.line),
        contact: { email: s.contact?.email ?? null, phone: s.contact?.phone ?? null, address: s.contact?.address ?? null },
        social: (s.social ?? []).filter((row) => isSafeWebUrl(row.url)).map((row) => ({ platform: row.platform, url: row.url })),
      }
    },
    ['settings', locale],
    { tags: [TAGS.settings] },
  )()
