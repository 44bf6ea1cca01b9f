import { describe, expect, it } from 'vitest'

import { distanceKm } from '@/domain/geo'
import {
  MAX_NEIGHBOUR_MATCHES,
  frameOf,
  NUDGE_FACTOR_LARGE,
  NUDGE_METRES,
  isNudgeKey,
  neighboursMatching,
  nudged,
  offersChecked,
  pathPoints,
  pathValue,
  positionOf,
  roundedPosition,
} from '@/domain/map-position'

// Issue 22 (1): the rules of the admin's map picker.

const ST_IVES: [number, number] = [-0.0755, 52.3236]

describe('a pin becomes two numbers', () => {
  it('rounds to six decimals', () => {
    expect(roundedPosition([-0.07551234567, 52.32361987654])).toEqual([-0.075512, 52.32362])
  })

  it('reads the form only when both numbers are there and in range', () => {
    expect(positionOf(-0.07, 52.3)).toEqual([-0.07, 52.3])
    expect(positionOf(undefined, 52.3)).toBeNull()
    expect(positionOf(-0.07, null)).toBeNull()
    expect(positionOf('-0.07', 52.3)).toBeNull()
    expect(positionOf(181, 52.3)).toBeNull()
    expect(positionOf(0, -91)).toBeNull()
    expect(positionOf(Number.NaN, 1)).toBeNull()
    expect(positionOf(0, 0)).toEqual([0, 0])
  })
})

describe('the arrow keys nudge a focused pin', () => {
  it('moves the same distance on the ground each way', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'] as const) {
      const metres = distanceKm(ST_IVES, nudged(ST_IVES, key)) * 1000
      expect(metres, key).toBeGreaterThan(NUDGE_METRES * 0.9)
      expect(metres, key).toBeLessThan(NUDGE_METRES * 1.1)
    }
    const far = distanceKm(ST_IVES, nudged(ST_IVES, 'ArrowLeft', true)) * 1000
    expect(far).toBeCloseTo(NUDGE_METRES * NUDGE_FACTOR_LARGE, 0)
  })

  it('moves north, south, west and east as the keys say', () => {
    expect(nudged(ST_IVES, 'ArrowUp')[1]).toBeGreaterThan(ST_IVES[1])
    expect(nudged(ST_IVES, 'ArrowDown')[1]).toBeLessThan(ST_IVES[1])
    expect(nudged(ST_IVES, 'ArrowLeft')[0]).toBeLessThan(ST_IVES[0])
    expect(nudged(ST_IVES, 'ArrowRight')[0]).toBeGreaterThan(ST_IVES[0])
    expect(nudged(ST_IVES, 'ArrowRight')[1]).toBe(ST_IVES[1])
  })

  it('knows its keys only', () => {
    expect(isNudgeKey('ArrowUp')).toBe(true)
    expect(isNudgeKey('Enter')).toBe(false)
    expect(isNudgeKey('toString')).toBe(false)
  })
})

describe('moving a low-confidence pin offers "checked"', () => {
  it('offers it once a low-confidence pin is somewhere new', () => {
    expect(offersChecked('low', ST_IVES, nudged(ST_IVES, 'ArrowUp'))).toBe(true)
    expect(offersChecked('low', null, ST_IVES)).toBe(true)
  })

  it('does not offer it for an unmoved pin, another confidence, or no pin', () => {
    expect(offersChecked('low', ST_IVES, [...ST_IVES])).toBe(false)
    expect(offersChecked('low', ST_IVES, [ST_IVES[0] + 1e-8, ST_IVES[1]])).toBe(false)
    for (const level of ['medium', 'high', 'checked', null, undefined])
      expect(offersChecked(level, ST_IVES, nudged(ST_IVES, 'ArrowUp')), String(level)).toBe(false)
    expect(offersChecked('low', ST_IVES, null)).toBe(false)
  })
})

describe('the search over a town’s places', () => {
  const places = [
    { id: 1, name: 'The Norris Museum', coordinates: ST_IVES },
    { id: 2, name: 'Norris Museum Café', coordinates: ST_IVES },
    { id: 3, name: 'St Ives Bridge Chapel', coordinates: ST_IVES },
    { id: 4, name: 'Café Étoile', coordinates: ST_IVES },
    { id: 5, name: 'Old Riverport', coordinates: ST_IVES },
  ]

  it('finds names that start with the words first, then a word, then anywhere', () => {
    expect(neighboursMatching('norris', places).map((p) => p.id)).toEqual([2, 1])
    expect(neighboursMatching('port', places).map((p) => p.id)).toEqual([5])
    expect(neighboursMatching('bridge', places).map((p) => p.id)).toEqual([3])
  })

  it('ignores case and accents both ways', () => {
    expect(neighboursMatching('CAFE', places).map((p) => p.id)).toEqual([4, 2])
    expect(neighboursMatching('étoile', places).map((p) => p.id)).toEqual([4])
    expect(neighboursMatching('  museum  ', places).map((p) => p.id)).toEqual([2, 1])
  })

  it('lists nothing for nothing typed, or nothing found', () => {
    expect(neighboursMatching('', places)).toEqual([])
    expect(neighboursMatching('   ', places)).toEqual([])
    expect(neighboursMatching('zzz', places)).toEqual([])
  })

  it('lists at most a handful', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: i, name: `Shop ${i}`, coordinates: ST_IVES }))
    expect(neighboursMatching('shop', many)).toHaveLength(MAX_NEIGHBOUR_MATCHES)
  })
})

describe('a tour’s path drawn on the map', () => {
  const line = { type: 'LineString', coordinates: [ST_IVES, [-0.07, 52.32]] }

  it('reads the points of the JSON field, as a value or as the text being typed', () => {
    expect(pathPoints(line)).toEqual([ST_IVES, [-0.07, 52.32]])
    expect(pathPoints(JSON.stringify(line))).toEqual([ST_IVES, [-0.07, 52.32]])
  })

  it('has no points for an empty field, unfinished text or something else', () => {
    for (const value of [null, undefined, '', '{"type": "LineStr', 42, { type: 'Point', coordinates: ST_IVES }, { type: 'LineString' }])
      expect(pathPoints(value), JSON.stringify(value)).toEqual([])
    expect(pathPoints({ type: 'LineString', coordinates: [ST_IVES, [200, 0]] })).toEqual([])
    expect(pathPoints({ type: 'LineString', coordinates: [ST_IVES, 'x'] })).toEqual([])
  })

  it('writes the points back as a LineString, and nothing once none are left', () => {
    expect(pathValue([ST_IVES, [-0.07, 52.32]])).toEqual(line)
    expect(pathValue([])).toBeNull()
    expect(pathPoints(pathValue([ST_IVES]))).toEqual([ST_IVES])
  })
})

describe('the frame of a map', () => {
  it('boxes its positions, or is nothing without any', () => {
    expect(frameOf([ST_IVES, [-0.07, 52.33], [-0.08, 52.32]])).toEqual([
      [-0.08, 52.32],
      [-0.07, 52.33],
    ])
    expect(frameOf([ST_IVES])).toEqual([ST_IVES, ST_IVES])
    expect(frameOf([])).toBeNull()
  })
})
