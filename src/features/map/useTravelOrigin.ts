'use client'

import { useMemo } from 'react'

import { isLocationRequestDisabledForPath, type Origin } from '@/domain/location'

import { useBrowserValue } from '@/hooks/useBrowserValue'
import { useVisitorOrigin } from './location/useVisitorOrigin'
import type { MapMode } from './map-mode'
import type { MapTown } from './types'

/** Where travel times start: the kiosk's own site, else the visitor's origin (mock, device after consent, or the town centre). */
export function useTravelOrigin(town: MapTown, mode: MapMode, disabledByParam: boolean) {
  const disabledByPath = useBrowserValue(() => isLocationRequestDisabledForPath(window.location.pathname), false)
  const visitor = useVisitorOrigin(town.centre, disabledByParam || disabledByPath || Boolean(mode.site))
  const siteLng = mode.site?.coordinates[0]
  const siteLat = mode.site?.coordinates[1]
  const origin = useMemo<Origin>(
    () => (siteLng != null && siteLat != null ? { coordinates: [siteLng, siteLat], source: 'town', tooFar: false } : visitor.origin),
    [siteLng, siteLat, visitor.origin],
  )
  return { ...visitor, origin }
}
