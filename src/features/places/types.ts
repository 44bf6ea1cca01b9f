import type { LucideIconData } from 'lucide-react'

import type { PlaceView } from '@/data/view-models'
import type { MapLayer } from '@/domain/catalogue'
import type { TravelTimes } from '@/domain/travel'

/** What the map route sends to the browser: a PlaceView without its database id, its layer narrowed to the map's layers. */
export type MapPlace = Omit<PlaceView, 'id' | 'layer'> & {
  layer: MapLayer | null
}

export type MapCategory = { slug: string; label: string; shortLabel: string; colour: string }

export type PlaceWithTravel = { place: MapPlace; travel: TravelTimes }
/** The shapes of a category's lucide icon (categoryIconDrawing), drawn in the browser by CategoryGlyph. */
export type CategoryIconDrawing = Pick<LucideIconData, 'name' | 'node'>
/** Each category's icon drawing by slug, so the client never ships the whole icon set. */
export type CategoryIcons = Record<string, CategoryIconDrawing>
