'use client'

import type { Map as MapLibreMap } from 'maplibre-gl'
import { type RefObject, useCallback, useEffect, useRef } from 'react'

import { DEFAULT_CATEGORY_COLOUR } from '@/domain/category-style'

import { drawCount, drawMarker, loadIconImage, PIXEL_RATIO } from './marker-images'
import type { MapCategory } from '@/features/places/types'

/**
 * Marker and cluster-count images, made when MapLibre first asks for them (MapLibre 6 awaits the
 * resolver's promise). Markers wait for the category icons, read from the page's own icons in
 * `iconsRef`, so no plain dot flashes.
 */
export function useMarkerImages(categories: readonly Pick<MapCategory, 'slug' | 'colour'>[], iconsRef: RefObject<HTMLElement | null>) {
  const categoriesRef = useRef(categories)
  useEffect(() => {
    categoriesRef.current = categories
  }, [categories])
  const icons = useRef<Promise<(HTMLImageElement | undefined)[]> | null>(null)

  const loadIcons = useCallback(() => {
    icons.current ??= Promise.all(
      categoriesRef.current.map((c) => {
        const svg = iconsRef.current?.querySelector<SVGSVGElement>(`[data-category="${CSS.escape(c.slug)}"] svg`)
        return svg ? loadIconImage(svg) : Promise.resolve(undefined)
      }),
    )
    return icons.current
  }, [iconsRef])

  /** Hands the resolver to a new map instance. */
  return useCallback(
    (map: MapLibreMap) =>
      map.setMissingStyleImageResolver(async (id) => {
        if (map.hasImage(id)) return
        if (id.startsWith('place:')) {
          const index = Number(id.slice(6))
          const icon = (await loadIcons())[index]
          if (map.hasImage(id)) return
          const colour = categoriesRef.current[index]?.colour ?? DEFAULT_CATEGORY_COLOUR
          map.addImage(id, drawMarker(colour, icon), { pixelRatio: PIXEL_RATIO })
        } else if (id.startsWith('count:')) map.addImage(id, drawCount(id.slice(6)), { pixelRatio: PIXEL_RATIO })
      }),
    [loadIcons],
  )
}
