import { distanceKm, isValidLngLat, type LngLat } from './geo'

/** Spec §2 (query parameters): disableLocationRequest turns location requests off for these values only. */
export const DISABLE_LOCATION_VALUES = ['true', '1', 'yes'] as const
export const DISABLE_LOCATION_PARAM = 'disableLocationRequest'

/** `true`, `1` or `yes` (any case, surrounding spaces ignored) disable requests; anything else leaves them on. */
export function parseDisableLocationRequest(value: string | null | undefined): boolean {
  if (value == null) return false
  return (DISABLE_LOCATION_VALUES as readonly string[]).includes(value.trim().toLowerCase())
}

/** Spec §4: paths starting with /kiosk or /screen (after an optional locale prefix) disable location requests. */
export function isLocationRequestDisabledForPath(pathname: string): boolean {
  return /^\/(?:[a-z]{2}\/)?(?:kiosk|screen)(?:\/|$)/.test(pathname)
}

/** Where /mock-location keeps the tester's fake position: sessionStorage, so it lasts for the session only. */
export const MOCK_LOCATION_STORAGE_KEY = 'town-guide:mock-location'

export type MockLocation = { coordinates: [number, number]; label: string | null; setAt: string }

export function parseMockLocation(raw: string | null | undefined): MockLocation | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<MockLocation>
    if (!isValidLngLat(value.coordinates)) return null
    return {
      coordinates: [value.coordinates[0], value.coordinates[1]],
      label: typeof value.label === 'string' && value.label.trim() ? value.label.trim().slice(0, 80) : null,
      setAt: typeof value.setAt === 'string' ? value.setAt : new Date(0).toISOString(),
    }
  } catch {
    return null
  }
}

export function serializeMockLocation(coordinates: LngLat, label: string | null, now = new Date()): string {
  if (!isValidLngLat([...coordinates])) throw new RangeError('Longitude must be within ±180 and latitude within ±90')
  return JSON.stringify({ coordinates: [coordinates[0], coordinates[1]], label, setAt: now.toISOString() })
}

/**
 * A visitor further than this from the town centre is not walking there: travel times are then
 * counted from the town centre instead, and the visitor is told so.
 */
export const MAX_ORIGIN_DISTANCE_KM = 25

export type OriginSource = 'mock' | 'device' | 'town'
export type Origin = { coordinates: [number, number]; source: OriginSource; tooFar: boolean }

/** Which point travel times start from: a tester's mock position, else the device's, else the town centre. */
export function chooseOrigin({ mock, device, townCentre }: { mock: LngLat | null; device: LngLat | null; townCentre: LngLat }): Origin {
  const candidate: [LngLat, OriginSource] | null = mock ? [mock, 'mock'] : device ? [device, 'device'] : null
  const centre: [number, number] = [townCentre[0], townCentre[1]]
  if (!candidate) return { coordinates: centre, source: 'town', tooFar: false }
  if (distanceKm(candidate[0], townCentre) > MAX_ORIGIN_DISTANCE_KM) return { coordinates: centre, source: 'town', tooFar: true }
  return { coordinates: [candidate[0][0], candidate[0][1]], source: candidate[1], tooFar: false }
}
