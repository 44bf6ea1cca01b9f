import { describe, expect, it } from 'vitest'

import {
  chooseOrigin,
  DISABLE_LOCATION_VALUES,
  isLocationRequestDisabledForPath,
  MAX_ORIGIN_DISTANCE_KM,
  parseDisableLocationRequest,
  parseMockLocation,
  serializeMockLocation,
} from '@/domain/location'

// Spec §2: disableLocationRequest = true, 1 or yes disables location requests; other values leave them enabled.
describe('parseDisableLocationRequest', () => {
  it('accepts exactly true, 1 and yes', () => {
    expect(DISABLE_LOCATION_VALUES).toEqual(['true', '1', 'yes'])
    for (const value of ['true', '1', 'yes', 'TRUE', ' Yes ']) expect(parseDisableLocationRequest(value)).toBe(true)
  })
  it('leaves requests on for anything else', () => {
    for (const value of [null, undefined, '', 'false', '0', 'no', 'y', 'on', 'truthy', '2']) {
      expect(parseDisableLocationRequest(value)).toBe(false)
    }
  })
})

// Spec §4: paths starting with /kiosk or /screen also disable location requests.
describe('isLocationRequestDisabledForPath', () => {
  it('disables on kiosk and screen paths, with or without a locale prefix', () => {
    expect(isLocationRequestDisabledForPath('/kiosk/huntingdon/map')).toBe(true)
    expect(isLocationRequestDisabledForPath('/screen')).toBe(true)
    expect(isLocationRequestDisabledForPath('/es/kiosk/st-ives')).toBe(true)
  })
  it('leaves other paths alone', () => {
    expect(isLocationRequestDisabledForPath('/explore/huntingdon/map')).toBe(false)
    expect(isLocationRequestDisabledForPath('/kiosks-explained')).toBe(false)
  })
})

describe('mock location', () => {
  it('round-trips through session storage text', () => {
    const raw = serializeMockLocation([-0.0746, 52.3225], 'St Ives bridge', new Date('2026-03-01T10:00:00Z'))
    expect(parseMockLocation(raw)).toEqual({
      coordinates: [-0.0746, 52.3225],
      label: 'St Ives bridge',
      setAt: '2026-03-01T10:00:00.000Z',
    })
  })
  it('rejects broken or out-of-range values', () => {
    expect(parseMockLocation(null)).toBeNull()
    expect(parseMockLocation('not json')).toBeNull()
    expect(parseMockLocation('{"coordinates":[200,52]}')).toBeNull()
    expect(parseMockLocation('{"coordinates":[0,95]}')).toBeNull()
    expect(parseMockLocation('{"coordinates":["0","52"]}')).toBeNull()
    expect(() => serializeMockLocation([0, 91], null)).toThrow(RangeError)
  })
})

describe('chooseOrigin', () => {
  const townCentre: [number, number] = [-0.1835, 52.3309]
  const nearby: [number, number] = [-0.19, 52.335]
  it('prefers a mock position, then the device, then the town centre', () => {
    expect(chooseOrigin({ mock: nearby, device: [-0.18, 52.33], townCentre })).toEqual({
      coordinates: nearby,
      source: 'mock',
      tooFar: false,
    })
    expect(chooseOrigin({ mock: null, device: nearby, townCentre })).toEqual({ coordinates: nearby, source: 'device', tooFar: false })
    expect(chooseOrigin({ mock: null, device: null, townCentre })).toEqual({ coordinates: townCentre, source: 'town', tooFar: false })
  })
  it(`falls back to the town centre beyond ${MAX_ORIGIN_DISTANCE_KM} km`, () => {
    const london: [number, number] = [-0.1276, 51.5072]
    expect(chooseOrigin({ mock: null, device: london, townCentre })).toEqual({ coordinates: townCentre, source: 'town', tooFar: true })
  })
})
