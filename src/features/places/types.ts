import type { ReactNode } from 'react'

import type { TravelTimes } from '@/domain/travel'
import type { MapCategory, MapPlace } from '@/features/map/types'

export type PlaceWithTravel = { place: MapPlace; travel: TravelTimes }
/** Server-rendered lucide icons per category slug, so the client never ships the whole icon set. */
export type CategoryIcons = Record<string, ReactNode>
export type { MapCategory, MapPlace }
