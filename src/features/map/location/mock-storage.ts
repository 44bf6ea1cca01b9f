import { MOCK_LOCATION_STORAGE_KEY, type MockLocation, parseMockLocation, serializeMockLocation } from '@/domain/location'

/** /mock-location keeps a tester's fake position in sessionStorage: it lasts for this tab's session. */
export const MOCK_LOCATION_EVENT = 'town-guide:mock-location-change'

export function readMockLocation(): MockLocation | null {
  try {
    return parseMockLocation(window.sessionStorage.getItem(MOCK_LOCATION_STORAGE_KEY))
  } catch {
    return null
  }
}

export function writeMockLocation(coordinates: [number, number], label: string | null) {
  window.sessionStorage.setItem(MOCK_LOCATION_STORAGE_KEY, serializeMockLocation(coordinates, label))
  window.dispatchEvent(new Event(MOCK_LOCATION_EVENT))
}

export function clearMockLocation() {
  window.sessionStorage.removeItem(MOCK_LOCATION_STORAGE_KEY)
  window.dispatchEvent(new Event(MOCK_LOCATION_EVENT))
}
