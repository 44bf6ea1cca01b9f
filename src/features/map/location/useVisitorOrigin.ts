'use client'

import { useCallback, useEffect, useMemo, useState } from 'react'

import type { LngLat } from '@/domain/geo'
import { chooseOrigin, type MockLocation } from '@/domain/location'
import type { LocationRequestState } from '@/domain/map-view'

import { MOCK_LOCATION_EVENT, readMockLocation } from './mock-storage'

/** Spec: asked only when the visitor presses "Use my location", never on page load. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 }

export function useMockLocation(): MockLocation | null {
  const [mock, setMock] = useState<MockLocation | null>(null)
  useEffect(() => {
    const sync = () => setMock(readMockLocation())
    sync()
    window.addEventListener(MOCK_LOCATION_EVENT, sync)
    window.addEventListener('storage', sync)
    return () => {
      window.removeEventListener(MOCK_LOCATION_EVENT, sync)
      window.removeEventListener('storage', sync)
    }
  }, [])
  return mock
}

/** Where travel times start: a tester's mock position, the device's (after consent), else the town centre. */
export function useVisitorOrigin(townCentre: LngLat, requestsDisabled: boolean) {
  const mock = useMockLocation()
  const [device, setDevice] = useState<[number, number] | null>(null)
  const [state, setState] = useState<LocationRequestState>('idle')

  const request = useCallback(() => {
    if (requestsDisabled) return
    if (mock) {
      setState('granted')
      return
    }
    if (!('geolocation' in navigator)) {
      setState('unavailable')
      return
    }
    setState('locating')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setDevice([position.coords.longitude, position.coords.latitude])
        setState('granted')
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      GEOLOCATION_OPTIONS,
    )
  }, [requestsDisabled, mock])

  const [lng, lat] = townCentre
  const origin = useMemo(() => chooseOrigin({ mock: mock?.coordinates ?? null, device, townCentre: [lng, lat] }), [mock, device, lng, lat])
  return { origin, mock, state: requestsDisabled ? ('disabled' as const) : state, request }
}
