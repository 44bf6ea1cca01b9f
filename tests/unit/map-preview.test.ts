import { describe, expect, it } from 'vitest'

import { groupNearby, isTap, offsetFromCentre, TAP_TOLERANCE_PX, TILE_SIZE } from '@/domain/map-preview'

const ST_IVES: [number, number] = [-0.0746, 52.3225]

describe('offsetFromCentre: where a place sits on the first picture of the map', () => {
  it('puts the centre at the centre', () => {
    expect(offsetFromCentre(ST_IVES, ST_IVES, 15)).toEqual([0, 0])
  })
  it('moves one world-width per 360° of longitude, doubling with each zoom level', () => {
    const east = offsetFromCentre([ST_IVES[0] + 360 / 2 ** 15, ST_IVES[1]], ST_IVES, 15)
    expect(east[0]).toBeCloseTo(TILE_SIZE, 6)
    expect(east[1]).toBeCloseTo(0, 6)
    const closer = offsetFromCentre([ST_IVES[0] + 360 / 2 ** 15, ST_IVES[1]], ST_IVES, 16)
    expect(closer[0]).toBeCloseTo(2 * TILE_SIZE, 6)
  })
  it('puts the north up and stretches latitude as Mercator does', () => {
    const north = offsetFromCentre([ST_IVES[0], ST_IVES[1] + 0.001], ST_IVES, 15)
    const east = offsetFromCentre([ST_IVES[0] + 0.001, ST_IVES[1]], ST_IVES, 15)
    expect(north[0]).toBeCloseTo(0, 6)
    expect(north[1]).toBeLessThan(0)
    // At 52° north a degree of latitude is drawn 1/cos(52°) ≈ 1.63 times a degree of longitude.
    expect(-north[1] / east[0]).toBeCloseTo(1 / Math.cos((ST_IVES[1] * Math.PI) / 180), 2)
  })
  it('turns with the bearing, as a kiosk facing east sees east at the top', () => {
    const east = offsetFromCentre([ST_IVES[0] + 0.001, ST_IVES[1]], ST_IVES, 15, 90)
    expect(east[0]).toBeCloseTo(0, 6)
    expect(east[1]).toBeLessThan(0)
  })
})

describe('groupNearby: the first picture clusters as the live map does', () => {
  const at = (x: number, y: number, item: string) => ({ x, y, item })
  it('keeps apart points further apart than the radius', () => {
    const groups = groupNearby([at(0, 0, 'a'), at(100, 0, 'b')], 48)
    expect(groups.map((g) => g.members)).toEqual([['a'], ['b']])
  })
  it('joins points within the radius of the first, at their mean position', () => {
    const groups = groupNearby([at(0, 0, 'a'), at(30, 0, 'b'), at(0, 40, 'c'), at(200, 200, 'd')], 48)
    expect(groups).toHaveLength(2)
    expect(groups[0]).toEqual({ x: 10, y: 40 / 3, members: ['a', 'b', 'c'] })
    expect(groups[1].members).toEqual(['d'])
  })
  it('loses and doubles no point', () => {
    const points = Array.from({ length: 500 }, (_, i) => at((i * 37) % 300, (i * 91) % 400, String(i)))
    const members = groupNearby(points, 48).flatMap((g) => g.members)
    expect(members.sort()).toEqual(points.map((p) => p.item).sort())
  })
})

describe('isTap: a press on a place in the picture opens it only if it did not move off', () => {
  it('is a tap when released where it began or a wobble away', () => {
    expect(isTap({ x: 100, y: 200 }, { x: 100, y: 200 })).toBe(true)
    expect(isTap({ x: 100, y: 200 }, { x: 106, y: 208 })).toBe(true)
    expect(isTap({ x: 100, y: 200 }, { x: 100 + TAP_TOLERANCE_PX, y: 200 })).toBe(true)
  })

  it('is a drag when released further away, in any direction', () => {
    expect(isTap({ x: 100, y: 200 }, { x: 100 + TAP_TOLERANCE_PX + 1, y: 200 })).toBe(false)
    expect(isTap({ x: 100, y: 200 }, { x: 92, y: 191 })).toBe(false)
    expect(isTap({ x: 0, y: 0 }, { x: -300, y: 40 })).toBe(false)
  })
})
