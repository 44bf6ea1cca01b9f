'use client'

import { DEFAULT_FILTERS } from '@/domain/map-filters'
import type { MapMode } from '@/features/map/map-mode'
import { MapRegion } from '@/features/map/MapRegion'
import type { TownMapProps } from '@/features/map/TownMap'
import type { MapTown } from '@/features/map/types'
import { useLiveMap } from '@/features/map/useLiveMap'
import type { CategoryIcons, MapCategory, MapPlace } from '@/features/places/types'

const loadTownMap = () => import('@/features/map/TownMap')

const SCREEN_MAP_MODE: MapMode = {
  bearing: 0,
  alwaysLive: true,
  address: () => '',
  placeFromPath: false,
  share: false,
}

const ignoreSelection = () => undefined

/** A screen's map, live at once and focused on one place among its town's; nobody touches it. */
export function ScreenPlaceMap({
  town,
  places,
  categories,
  icons,
  place,
}: {
  town: MapTown
  places: MapPlace[]
  categories: MapCategory[]
  icons: CategoryIcons
  place: MapPlace
}) {
  const liveMap = useLiveMap<TownMapProps>({ alwaysLive: true, load: loadTownMap })
  return (
    <MapRegion
      liveMap={liveMap}
      content={{
        town,
        places,
        categories,
        icons,
        filters: DEFAULT_FILTERS,
        selectedSlug: place.slug,
        origin: { coordinates: town.centre, source: 'town' },
        padding: {},
        onSelectPlace: ignoreSelection,
      }}
      listed={places}
      mode={SCREEN_MAP_MODE}
      initialPlace={place}
    />
  )
}
