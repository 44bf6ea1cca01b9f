import { describe, expect, it } from 'vitest'

import { distanceKm } from '@/domain/geo'
import { DRIVING, drivingMinutes, HOURS_FROM_MINUTES, splitDuration, travelTimes, WALKING, walkingMinutes } from '@/domain/travel'

// Spec §1/§3: walking and driving times; minutes, or hours plus minutes when long. Issue 4: walking
// ≈ 4.8 km/h over a street-detour factor; driving with an urban speed and a parking allowance.
const HUNTINGDON_MARKET: [number, number] = [-0.18487, 52.33065]
const ST_IVES_BRIDGE: [number, number] = [-0.0746, 52.3225]
const ST_NEOTS_MARKET: [number, number] = [-0.2687, 52.2286]

describe('the constants named by the spec and the issue', () => {
  it('walks at 4.8 km/h with streets 30% longer than the crow flies', () => {
    expect(WALKING.speedKmh).toBe(4.8)
    expect(WALKING.detourFactor).toBe(1.3)
  })
  it('drives at an urban average with a parking allowance', () => {
    expect(DRIVING.speedKmh).toBe(24)
    expect(DRIVING.detourFactor).toBeGreaterThanOrEqual(WALKING.detourFactor)
    expect(DRIVING.parkingMinutes).toBe(5)
    expect(HOURS_FROM_MINUTES).toBe(60)
  })
})

describe('distanceKm', () => {
  it('is zero to itself and symmetric', () => {
    expect(distanceKm(HUNTINGDON_MARKET, HUNTINGDON_MARKET)).toBe(0)
    expect(distanceKm(HUNTINGDON_MARKET, ST_IVES_BRIDGE)).toBeCloseTo(distanceKm(ST_IVES_BRIDGE, HUNTINGDON_MARKET), 9)
  })
  it('matches the known Huntingdon to St Ives distance (about 7.5 km)', () => {
    expect(distanceKm(HUNTINGDON_MARKET, ST_IVES_BRIDGE)).toBeGreaterThan(7.3)
    expect(distanceKm(HUNTINGDON_MARKET, ST_IVES_BRIDGE)).toBeLessThan(7.8)
  })
})

describe('walkingMinutes', () => {
  it('takes at least a minute, even to the same spot', () => {
    expect(walkingMinutes(HUNTINGDON_MARKET, HUNTINGDON_MARKET)).toBe(1)
  })
  it('is 1 km of straight line × 1.3 at 4.8 km/h, rounded up (16.25 → 17 min)', () => {
    // One kilometre due north: 1 / 111.2 degrees of latitude.
    const north: [number, number] = [HUNTINGDON_MARKET[0], HUNTINGDON_MARKET[1] + 1 / 111.195]
    expect(distanceKm(HUNTINGDON_MARKET, north)).toBeCloseTo(1, 3)
    expect(walkingMinutes(HUNTINGDON_MARKET, north)).toBe(17)
  })
  it('grows with distance', () => {
    expect(walkingMinutes(HUNTINGDON_MARKET, ST_NEOTS_MARKET)).toBeGreaterThan(walkingMinutes(HUNTINGDON_MARKET, ST_IVES_BRIDGE))
  })
})

describe('drivingMinutes', () => {
  it('always includes the parking allowance', () => {
    expect(drivingMinutes(HUNTINGDON_MARKET, HUNTINGDON_MARKET)).toBe(DRIVING.parkingMinutes)
  })
  it('is 7.5 km × 1.4 at 24 km/h + 5 min for Huntingdon to St Ives (about 32 min)', () => {
    const km = distanceKm(HUNTINGDON_MARKET, ST_IVES_BRIDGE)
    expect(drivingMinutes(HUNTINGDON_MARKET, ST_IVES_BRIDGE)).toBe(Math.ceil(((km * 1.4) / 24) * 60) + 5)
    expect(drivingMinutes(HUNTINGDON_MARKET, ST_IVES_BRIDGE)).toBeGreaterThan(28)
    expect(drivingMinutes(HUNTINGDON_MARKET, ST_IVES_BRIDGE)).toBeLessThan(36)
  })
  it('is faster than walking beyond a few hundred metres', () => {
    const t = travelTimes(HUNTINGDON_MARKET, ST_IVES_BRIDGE)
    expect(t.driving).toBeLessThan(t.walking)
    expect(t.walking).toBeGreaterThan(HOURS_FROM_MINUTES)
  })
})

describe('splitDuration', () => {
  it('keeps short durations in minutes', () => {
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0 })
    expect(splitDuration(59)).toEqual({ hours: 0, minutes: 59 })
  })
  it('reads long ones as hours plus minutes', () => {
    expect(splitDuration(60)).toEqual({ hours: 1, minutes: 0 })
    expect(splitDuration(135)).toEqual({ hours: 2, minutes: 15 })
  })
  it('never goes negative', () => {
    expect(splitDuration(-5)).toEqual({ hours: 0, minutes: 0 })
  })
})
