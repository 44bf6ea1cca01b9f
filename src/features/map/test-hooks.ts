'use client'

import type { Map as MapLibreMap } from 'maplibre-gl'
import { useEffect } from 'react'

import type { MapPlace } from '@/features/places/types'

/**
 * `window.__townMap`, for the map bench and the few end-to-end checks that need the MapLibre
 * instance itself (what it draws where). Only builds made with NEXT_PUBLIC_MAP_TEST_HOOKS=1 have
 * it: Next inlines the variable when it builds, so elsewhere this module compiles to nothing.
 */
const ENABLED = process.env.NEXT_PUBLIC_MAP_TEST_HOOKS === '1'

type TownMapHook = { town?: string; replacePlaces?: (places: MapPlace[]) => void; map?: MapLibreMap; loadedAt?: number; idleAt?: number }

const hook = (): TownMapHook => ((window as unknown as { __townMap?: TownMapHook }).__townMap ??= {})

function useExposedPlaces(town: string, replacePlaces: (places: MapPlace[]) => void) {
  useEffect(() => {
    Object.assign(hook(), { town, replacePlaces })
  }, [town, replacePlaces])
}

/** The bench swaps in thousands of synthetic places through `replacePlaces`. */
export const useMapTestHooks: typeof useExposedPlaces = ENABLED ? useExposedPlaces : () => {}

/** The map once loaded, and when it loaded and last settled (performance.now()). */
export function exposeMap(map: MapLibreMap, moment: 'loadedAt' | 'idleAt') {
  if (ENABLED) Object.assign(hook(), { map, [moment]: performance.now() })
}
