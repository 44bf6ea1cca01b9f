import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { distanceKm, type LngLat } from '@/domain/geo'
import {
  advance,
  approach,
  drawingOrder,
  ARRIVAL_RADIUS_M,
  goBack,
  hasArrived,
  legDistancesKm,
  pictureOffset,
  restoreProgress,
  routePicture,
  START,
  tourWalk,
  type TourProgress,
} from '@/domain/tours'
import { MAX_ORIGIN_DISTANCE_KM } from '@/domain/location'
import { WALKING, walkingMinutes } from '@/domain/travel'

/** Points within a town's reach of Huntingdon: tours are walked, not flown. */
const point = fc.tuple(
  fc.double({ min: -0.3, max: -0.1, noNaN: true }),
  fc.double({ min: 52.2, max: 52.4, noNaN: true }),
) as fc.Arbitrary<LngLat>
const stops = fc.array(point, { minLength: 0, maxLength: 20 })

describe('tourWalk', () => {
  it('measures straight legs, their running total, and the walking time at the map pace', () => {
    const market: LngLat = [-0.1865, 52.3318]
    const bridge: LngLat = [-0.1804, 52.3282]
    const castle: LngLat = [-0.1838, 52.3278]
    const walk = tourWalk([market, bridge, castle])
    const [first, second] = [distanceKm(market, bridge), distanceKm(bridge, castle)]
    expect(walk.straightLine).toBe(true)
    expect(walk.legs.map((leg) => leg.km)).toEqual([first, second])
    expect(walk.legs.map((leg) => leg.totalKm)).toEqual([first, first + second])
    expect(walk.km).toBeCloseTo(first + second, 10)
    expect(walk.minutes).toBe(Math.ceil((((first + second) * WALKING.detourFactor) / WALKING.speedKmh) * 60))
  })

  it('takes a drawn path as the walk itself', () => {
    const a: LngLat = [-0.19, 52.33]
    const b: LngLat = [-0.18, 52.33]
    const path: LngLat[] = [a, [-0.185, 52.335], b]
    const walk = tourWalk([a, b], path)
    expect(walk.straightLine).toBe(false)
    expect(walk.km).toBeCloseTo(distanceKm(path[0], path[1]) + distanceKm(path[1], path[2]), 10)
    expect(walk.km).toBeGreaterThan(distanceKm(a, b))
    expect(walk.minutes).toBe(Math.ceil((walk.km / WALKING.speedKmh) * 60))
  })

  it('is nothing for fewer than two stops, and a path of one point is no path', () => {
    expect(tourWalk([])).toEqual({ km: 0, minutes: 0, straightLine: true, legs: [] })
    expect(tourWalk([[-0.18, 52.33]], [[-0.18, 52.33]])).toMatchObject({ km: 0, minutes: 0, straightLine: true })
  })

  it('for any stops: one leg fewer than stops, running totals that only grow and end at the length', () => {
    fc.assert(
      fc.property(stops, (list) => {
        const walk = tourWalk(list)
        expect(walk.legs).toHaveLength(Math.max(0, list.length - 1))
        expect(walk.legs.map((leg) => leg.km)).toEqual(legDistancesKm(list))
        walk.legs.forEach((leg, i) => expect(leg.totalKm).toBeGreaterThanOrEqual(i ? walk.legs[i - 1].totalKm : 0))
        expect(walk.km).toBeCloseTo(walk.legs.at(-1)?.totalKm ?? 0, 9)
        if (list.length >= 2) expect(walk.minutes).toBeGreaterThanOrEqual(1)
      }),
    )
  })
})

describe('following a tour', () => {
  const progress = fc.record({ next: fc.nat(30), finished: fc.boolean() })
  const count = fc.integer({ min: 1, max: 20 })

  it('walks from the first stop to finished, one stop per "next", and back with "previous"', () => {
    let state: TourProgress = START
    const seen = [state.next]
    while (!state.finished) {
      state = advance(state, 3)
      if (!state.finished) seen.push(state.next)
    }
    expect(seen).toEqual([0, 1, 2])
    expect(state).toEqual({ next: 2, finished: true })
    expect(goBack(state, 3)).toEqual({ next: 2, finished: false })
    expect(goBack({ next: 1, finished: false }, 3)).toEqual({ next: 0, finished: false })
    expect(goBack(START, 3)).toEqual(START)
  })

  it('for any tour and any progress read back: a stop of the tour, and next/previous stay within it', () => {
    fc.assert(
      fc.property(fc.anything(), count, (saved, stopCount) => {
        const restored = restoreProgress(saved, stopCount)
        expect(restored.next).toBeGreaterThanOrEqual(0)
        expect(restored.next).toBeLessThan(stopCount)
      }),
    )
    fc.assert(
      fc.property(progress, count, (saved, stopCount) => {
        const state = restoreProgress(saved, stopCount)
        for (const step of [advance(state, stopCount), goBack(state, stopCount)]) {
          expect(step.next).toBeGreaterThanOrEqual(0)
          expect(step.next).toBeLessThan(stopCount)
        }
        // "next" never skips a stop, "previous" never jumps more than one.
        const forward = advance(state, stopCount)
        if (!state.finished && !forward.finished) expect(forward.next).toBe(state.next + 1)
        if (!state.finished) expect(state.next - goBack(state, stopCount).next).toBeLessThanOrEqual(1)
        // Finishing happens only from the last stop.
        if (forward.finished && !state.finished) expect(state.next).toBe(stopCount - 1)
      }),
    )
  })

  it('offers to move on within 30 m of the stop, not beyond', () => {
    const stop: LngLat = [-0.1865, 52.3318]
    // A degree of latitude is about 111.2 km: 25 m and 40 m north of the stop.
    expect(hasArrived([stop[0], stop[1] + 0.025 / 111.2], stop)).toBe(true)
    expect(hasArrived([stop[0], stop[1] + 0.04 / 111.2], stop)).toBe(false)
    fc.assert(
      fc.property(point, point, (position, target) => {
        expect(hasArrived(position, target)).toBe(distanceKm(position, target) * 1000 <= ARRIVAL_RADIUS_M)
      }),
    )
  })
})

describe('routePicture', () => {
  const box = { width: 600, height: 400, padding: 20 }
  it('fits every stop inside the picture, north up and east right', () => {
    const west: LngLat = [-0.19, 52.33]
    const east: LngLat = [-0.17, 52.33]
    const north: LngLat = [-0.18, 52.34]
    const picture = routePicture([west, east, north], null, box)
    const [[wx, wy], [ex], [, ny]] = picture.stops
    expect(ex).toBeGreaterThan(wx)
    expect(ny).toBeLessThan(wy)
    expect(picture.line).toEqual(picture.stops)
  })

  it('for any stops and path: every point within the padded picture', () => {
    fc.assert(
      fc.property(stops, fc.option(fc.array(point, { minLength: 2, maxLength: 10 }), { nil: null }), (list, path) => {
        const picture = routePicture(list, path, box)
        for (const [x, y] of [...picture.stops, ...picture.line]) {
          expect(x).toBeGreaterThanOrEqual(box.padding - 0.1)
          expect(x).toBeLessThanOrEqual(box.width - box.padding + 0.1)
          expect(y).toBeGreaterThanOrEqual(box.padding - 0.1)
          expect(y).toBeLessThanOrEqual(box.height - box.padding + 0.1)
        }
        expect(picture.stops).toHaveLength(list.length)
        // Anything else placed through the frame lands where the stops themselves were drawn.
        list.forEach((stop, i) => expect(pictureOffset(picture.frame!, stop)).toEqual(picture.stops[i]))
      }),
    )
  })
})

describe('approach', () => {
  it('for any stops and position: from the position within walking range, else from the stop before, never for the first without one', () => {
    fc.assert(
      fc.property(
        stops.filter((l) => l.length > 0),
        fc.nat(),
        fc.option(point, { nil: null }),
        (list, n, position) => {
          const next = n % list.length
          const result = approach(list, next, position)
          const near = position !== null && distanceKm(position, list[next]) <= MAX_ORIGIN_DISTANCE_KM
          if (near) {
            expect(result).toEqual({
              km: distanceKm(position, list[next]),
              minutes: walkingMinutes(position, list[next]),
              from: 'position',
            })
          } else if (next === 0) {
            expect(result).toBeNull()
          } else {
            expect(result?.from).toBe('previous')
            expect(result?.km).toBeCloseTo(legDistancesKm(list)[next - 1], 9)
            expect(result?.minutes).toBeGreaterThanOrEqual(1)
          }
        },
      ),
    )
  })

  it('a stop past the end has no approach', () => {
    expect(approach([[-0.18, 52.33]], 1, null)).toBeNull()
  })
})

describe('drawingOrder', () => {
  it('for any count and stop: every stop once, the one being walked to last, the rest in order', () => {
    fc.assert(
      fc.property(fc.nat(30), fc.option(fc.integer({ min: -2, max: 32 }), { nil: undefined }), (count, current) => {
        const order = drawingOrder(count, current)
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i))
        const inRange = current !== undefined && current >= 0 && current < count
        if (inRange) expect(order.at(-1)).toBe(current)
        const rest = inRange ? order.slice(0, -1) : order
        expect(rest).toEqual([...rest].sort((a, b) => a - b))
      }),
    )
  })
})
