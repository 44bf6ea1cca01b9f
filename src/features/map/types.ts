import type { MapLayer } from '@/domain/catalogue'

/** What the map route sends to the browser: only the fields the map and its panels show. */
export type MapPlace = {
  slug: string
  name: string
  categorySlug: string
  layer: MapLayer | null
  tags: string[]
  description: string | null
  address: string | null
  postcode: string | null
  coordinates: [number, number]
  openingHours: string | null
  accessibility: string | null
  website: string | null
  phone: string | null
  /** Not in PlaceView yet; the panel shows the photo when a reader provides one. */
  imageUrl?: string | null
}

export type MapCategory = { slug: string; label: string; shortLabel: string; colour: string }

export type MapTown = {
  slug: string
  name: string
  centre: [number, number]
  zoom: number
  minZoom: number
  maxZoom: number
  maxBounds: [[number, number], [number, number]]
}
