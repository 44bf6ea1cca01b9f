import type { PlaceView } from '@/data/view-models'
import type { MapLayer } from '@/domain/catalogue'

/**
 * What the map route sends to the browser: a PlaceView without its database id, its layer
 * narrowed to the map's layers, and a photo once a reader provides one.
 */
export type MapPlace = Omit<PlaceView, 'id' | 'layer'> & {
  layer: MapLayer | null
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
