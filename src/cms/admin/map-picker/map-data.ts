import 'server-only'

import { getTranslation } from '@payloadcms/translations'
import type { I18nClient } from '@payloadcms/translations'
import type { Payload, PayloadRequest } from 'payload'

import { categoryIcons } from '@/components/CategoryIcon'
import { DEFAULT_CATEGORY_COLOUR } from '@/domain/category-style'
import type { LngLat } from '@/domain/geo'
import { type English, t } from '@/cms/fields/labels'

import type { AdminMapCategory, AdminMapPlace, AdminMapTown } from './types'

/** The categories as the public map draws them: colour and lucide icon drawing, in order. */
export async function mapCategories(payload: Payload, req?: PayloadRequest) {
  const { docs } = await payload.find({ collection: 'categories', depth: 0, limit: 100, sort: 'order', pagination: false, req })
  const categories: AdminMapCategory[] = docs.map((c) => ({ id: c.id, slug: c.slug, colour: c.colour || DEFAULT_CATEGORY_COLOUR }))
  return { categories, icons: categoryIcons(docs.map((c) => ({ slug: c.slug, icon: c.icon }))) }
}

/** The four towns' names and map bounds, for drawing the chosen town and warning outside it. */
export async function mapTowns(payload: Payload, req?: PayloadRequest): Promise<AdminMapTown[]> {
  const { docs } = await payload.find({ collection: 'towns', depth: 0, limit: 100, pagination: false, req })
  return docs.map((town) => {
    const { west, south, east, north } = town.location.maxBounds
    return {
      id: town.id,
      name: town.name,
      centre: [town.location.longitude, town.location.latitude] as LngLat,
      bounds: [
        [west, south],
        [east, north],
      ] as [LngLat, LngLat],
    }
  })
}

/** Every place where its latest version (draft or published) puts it, for neighbours and the search. */
export async function mapPlaces(payload: Payload, req?: PayloadRequest): Promise<AdminMapPlace[]> {
  const { docs } = await payload.find({
    collection: 'places',
    depth: 0,
    draft: true,
    pagination: false,
    sort: 'name',
    select: { name: true, town: true, category: true, longitude: true, latitude: true, confidence: true },
    req,
  })
  return docs.flatMap((place) =>
    typeof place.longitude === 'number' && typeof place.latitude === 'number'
      ? [
          {
            id: place.id,
            name: place.name,
            town: typeof place.town === 'object' && place.town ? place.town.id : (place.town ?? null),
            category: typeof place.category === 'object' && place.category ? place.category.id : (place.category ?? null),
            coordinates: [place.longitude, place.latitude] as LngLat,
            confidence: place.confidence ?? null,
          },
        ]
      : [],
  )
}

/** Our admin words in the editor's language, `{placeholders}` left for the browser to fill. */
export function adminWords<const K extends Record<string, English>>(i18n: I18nClient, keys: K): { [P in keyof K]: string } {
  return Object.fromEntries(Object.entries(keys).map(([key, english]) => [key, getTranslation(t(english), i18n)])) as {
    [P in keyof K]: string
  }
}
