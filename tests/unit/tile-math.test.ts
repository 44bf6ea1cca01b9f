import { describe, expect, it } from 'vitest'

import { DISTRICT_BOUNDS, DISTRICT_MAX_ZOOM, DISTRICT_MIN_ZOOM } from '@/domain/district-map'
import {
  type Bounds,
  boundsIntersect,
  lonLatToTile,
  tileBounds,
  tileCountOfBounds,
  tileRangeOfBounds,
  tilesOfBounds,
} from '@/domain/tile-math'

// The slippy-map formula written the other way (asinh of the tangent), to check the module's own.
const referenceTile = (lon: number, lat: number, z: number) => {
  const rad = (lat * Math.PI) / 180
  return {
    x: Math.floor(((lon + 180) / 360) * 2 ** z),
    y: Math.floor(((1 - Math.asinh(Math.tan(rad)) / Math.PI) / 2) * 2 ** z),
  }
}

const MARKET_HILL = [-0.1847, 52.3309] as const

describe('tile maths', () => {
  it('finds known tiles', () => {
    expect(lonLatToTile(0, 0, 0)).toEqual({ x: 0, y: 0 })
    // OpenStreetMap's tile of central London at zoom 10.
    expect(lonLatToTile(-0.1278, 51.5074, 10)).toEqual({ x: 511, y: 340 })
    expect(lonLatToTile(...MARKET_HILL, 15)).toEqual({ x: 16367, y: 10774 })
    for (let z = 0; z <= 18; z++) expect(lonLatToTile(...MARKET_HILL, z)).toEqual(referenceTile(...MARKET_HILL, z))
  })

  it('gives the box a tile covers, and the tile of a point lies around it', () => {
    const [west, south, east, north] = tileBounds(15, 16367, 10774)
    expect(west).toBeLessThanOrEqual(MARKET_HILL[0])
    expect(east).toBeGreaterThan(MARKET_HILL[0])
    expect(south).toBeLessThan(MARKET_HILL[1])
    expect(north).toBeGreaterThanOrEqual(MARKET_HILL[1])
    expect(east - west).toBeCloseTo(360 / 2 ** 15, 12)
    expect(tileBounds(0, 0, 0)).toEqual([-180, expect.closeTo(-85.0511287798, 9), 180, expect.closeTo(85.0511287798, 9)])
  })

  it('counts the district tiles zoom by zoom', () => {
    const perZoom = Array.from({ length: 16 }, (_, z) => tileCountOfBounds(DISTRICT_BOUNDS, z, z))
    expect(perZoom).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 8, 28, 96, 345, 1334])
    expect(tileCountOfBounds(DISTRICT_BOUNDS, DISTRICT_MIN_ZOOM, DISTRICT_MAX_ZOOM)).toBe(1828)
    expect(tileRangeOfBounds(DISTRICT_BOUNDS, 15)).toEqual({ minX: 16353, minY: 10750, maxX: 16381, maxY: 10795 })

    const listed = [...tilesOfBounds(DISTRICT_BOUNDS, DISTRICT_MIN_ZOOM, DISTRICT_MAX_ZOOM)]
    expect(listed).toHaveLength(1828)
    expect(new Set(listed.map(({ z, x, y }) => `${z}/${x}/${y}`)).size).toBe(1828)
    expect(listed).toContainEqual({ z: 15, x: 16367, y: 10774 })
  })

  it('clamps at the edges of the world', () => {
    expect(lonLatToTile(-180, 90, 3)).toEqual({ x: 0, y: 0 })
    expect(lonLatToTile(180, -90, 3)).toEqual({ x: 7, y: 7 })
    expect(lonLatToTile(200, 89.9, 4)).toEqual({ x: 15, y: 0 })
    const world: Bounds = [-180, -90, 180, 90]
    expect(tileRangeOfBounds(world, 2)).toEqual({ minX: 0, minY: 0, maxX: 3, maxY: 3 })
    expect(tileCountOfBounds(world, 0, 3)).toBe(1 + 4 + 16 + 64)
  })

  it('tells boxes that touch from boxes apart', () => {
    expect(boundsIntersect(DISTRICT_BOUNDS, [-0.2, 52.32, -0.17, 52.34])).toBe(true)
    expect(boundsIntersect(DISTRICT_BOUNDS, [-0.05, 52.48, 0, 53])).toBe(true)
    expect(boundsIntersect(DISTRICT_BOUNDS, [9, 9, 11, 11])).toBe(false)
  })
})

describe('the district file', () => {
  it("covers every town's map, so no town runs out of streets at its edges", async () => {
    const towns: { slug: string; maxBounds: number[][] }[] = (await import('@/cms/seed/data/towns.json')).default
    const [west, south, east, north] = DISTRICT_BOUNDS
    for (const { slug, maxBounds } of towns) {
      const [[w, s], [e, n]] = maxBounds as [[number, number], [number, number]]
      expect(w >= west && s >= south && e <= east && n <= north, slug).toBe(true)
    }
  })
})
