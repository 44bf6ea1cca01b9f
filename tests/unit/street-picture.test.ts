import { describe, expect, it } from 'vitest'

import { DISTRICT_BOUNDS } from '@/domain/district-map'
import { offsetFromCentre } from '@/domain/map-preview'
import { isStreetPictureTile, STREET_PICTURE_REACH, streetPicturePath, streetPictures } from '@/domain/street-picture'
import { tileBounds, tileRangeOfBounds } from '@/domain/tile-math'

const MARKET_HILL = [-0.1845, 52.3305] as const

describe('the street pictures under the map’s first picture', () => {
  it('cover the view around the centre, edge to edge, each where the live map draws its tile', () => {
    const pictures = streetPictures(MARKET_HILL, 15)
    expect(pictures.length).toBeGreaterThan(0)
    for (const picture of pictures) {
      expect(picture).toMatchObject({ z: 15, size: 512 })
      // The tile's north-west corner lies where the live map would draw that point.
      const [west, , , north] = tileBounds(picture.z, picture.x, picture.y)
      const [left, top] = offsetFromCentre([west, north], MARKET_HILL, 15)
      expect(picture.left).toBeCloseTo(left, 6)
      expect(picture.top).toBeCloseTo(top, 6)
    }
    // Every point of the reach is under exactly one picture.
    for (const [px, py] of [
      [0, 0],
      [-STREET_PICTURE_REACH.x + 1, -STREET_PICTURE_REACH.y + 1],
      [STREET_PICTURE_REACH.x - 1, STREET_PICTURE_REACH.y - 1],
      [300, -700],
    ]) {
      const under = pictures.filter((p) => p.left <= px && px < p.left + p.size && p.top <= py && py < p.top + p.size)
      expect(under, `${px},${py}`).toHaveLength(1)
    }
    // The pictures any screen shows at once load first; the rest as the browser sees fit.
    const first = pictures.filter((p) => p.inFirstView)
    expect(first.length).toBeGreaterThan(0)
    expect(first.length).toBeLessThan(pictures.length)
    expect(first.some((p) => p.left <= 0 && 0 < p.left + p.size && p.top <= 0 && 0 < p.top + p.size)).toBe(true)
  })

  it('stretch the tiles of the zoom below between zooms, and the deepest tiles beyond the file’s zooms', () => {
    const between = streetPictures(MARKET_HILL, 14.5)
    expect(new Set(between.map((p) => p.z))).toEqual(new Set([14]))
    expect(between[0]!.size).toBeCloseTo(512 * Math.SQRT2, 6)
    const closer = streetPictures(MARKET_HILL, 17)
    expect(closer.every((p) => p.z === 15 && p.size === 2048)).toBe(true)
    // Stretched 4×, fewer pictures cover the same view.
    expect(closer.length).toBeLessThan(streetPictures(MARKET_HILL, 15).length)
  })

  it('stop at the district’s edge and below the pictures’ first zoom', () => {
    const range = tileRangeOfBounds(DISTRICT_BOUNDS, 15)
    const atTheEdge = streetPictures([DISTRICT_BOUNDS[0], DISTRICT_BOUNDS[3]], 15)
    expect(atTheEdge.length).toBeGreaterThan(0)
    expect(atTheEdge.every((p) => p.x >= range.minX && p.y >= range.minY && isStreetPictureTile(p.z, p.x, p.y))).toBe(true)
    expect(streetPictures([1.5, 52.3], 15)).toEqual([])
    expect(streetPictures(MARKET_HILL, 10.9)).toEqual([])
    expect(streetPictures(MARKET_HILL, Number.NaN)).toEqual([])
  })

  it('name their district file’s version in their address', () => {
    expect(streetPicturePath({ z: 15, x: 16367, y: 10774 }, 'abc 1')).toBe('/map/streets/15/16367/10774.svg?v=abc%201')
    expect(isStreetPictureTile(15, 16367, 10774)).toBe(true)
    expect(isStreetPictureTile(15, 16367.5, 10774)).toBe(false)
    expect(isStreetPictureTile(16, 32734, 21548)).toBe(false)
  })
})
