import { MAP_LAYERS, type MapLayer } from '@/domain/catalogue'
import type { CategoryView, PlaceView, TownView } from '@/data/view-models'

import type { MapCategory, MapPlace } from '@/features/places/types'
import type { MapTown } from './types'

const isMapLayer = (value: string | null): value is MapLayer => value != null && (MAP_LAYERS as readonly string[]).includes(value)

/** Trims the page's data to what the client needs (no ids, no editor fields). */
export function toMapPlace(place: PlaceView): MapPlace {
  return {
    slug: place.slug,
    name: place.name,
    categorySlug: place.categorySlug,
    layer: isMapLayer(place.layer) ? place.layer : null,
    tags: place.tags,
    description: place.description,
    address: place.address,
    postcode: place.postcode,
    coordinates: place.coordinates,
    openingHours: place.openingHours,
    accessibility: place.accessibility,
    website: place.website,
    phone: place.phone,
    image: place.image,
    inEnglish: place.inEnglish ?? [],
  }
}

export const toMapCategory = (c: CategoryView): MapCategory => ({
  slug: c.slug,
  label: c.label,
  shortLabel: c.shortLabel,
  colour: c.colour,
})

export const toMapTown = (t: TownView): MapTown => ({
  slug: t.slug,
  name: t.name,
  dbKey: t.dbKey,
  hasStation: Boolean(t.crs),
  centre: t.centre,
  zoom: t.zoom,
  minZoom: t.minZoom,
  maxZoom: t.maxZoom,
  maxBounds: t.maxBounds,
})
