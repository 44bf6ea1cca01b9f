'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import type { LngLat } from '@/domain/geo'
import { useMockLocation } from '@/features/map/location/useVisitorOrigin'

/** Fresh fixes as the visitor walks; no timeout, since a watch waits for the next fix by design. */
const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 5_000 }

export type FollowPositionState = 'idle' | 'locating' | 'watching' | 'denied' | 'unavailable'

/**
 * The visitor's position while they follow a tour: watched (not read once), so "how far" and "you
 * have arrived" keep up as they walk. Asked only when they press the button, as the map asks; a
 * visitor who already allowed it is watched again when they come back to a tour in progress.
 * A tester's mock position (/mock-location) stands in for the device's.
 */
export function useFollowPosition(following: boolean) {
  const mock = useMockLocation()
  const [device, setDevice] = useState<LngLat | null>(null)
  const [state, setState] = useState<FollowPositionState>('idle')
  const watchId = useRef<number | null>(null)

  const stopWatching = useCallback(() => {
    if (watchId.current !== null) navigator.geolocation.clearWatch(watchId.current)
    watchId.current = null
  }, [])

  const share = useCallback(() => {
    if (!('geolocation' in navigator)) return setState('unavailable')
    if (watchId.current !== null) return
    setState('locating')
    watchId.current = navigator.geolocation.watchPosition(
      (position) => {
        setDevice([position.coords.longitude, position.coords.latitude])
        setState('watching')
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          stopWatching()
          setState('denied')
        } else {
          // A fix that comes late or not at all (indoors, a narrow street): keep watching, and keep
          // the last position if there was one.
          setState((now) => (now === 'watching' ? now : 'unavailable'))
        }
      },
      WATCH_OPTIONS,
    )
  }, [stopWatching])

  useEffect(() => {
    if (!following) return
    let current = true
    // Only where permission was already given: coming back to a tour never raises a prompt.
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => current && status.state === 'granted' && share())
      .catch(() => {})
    return () => {
      current = false
    }
  }, [following, share])

  useEffect(() => (following ? undefined : stopWatching()), [following, stopWatching])
  useEffect(() => stopWatching, [stopWatching])

  return { position: mock?.coordinates ?? device, state: mock ? ('watching' as const) : state, share }
}
