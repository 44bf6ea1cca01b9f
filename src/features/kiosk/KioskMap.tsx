'use client'

import { useAtomValue } from 'jotai'
import { useTranslations } from 'next-intl'
import { type ComponentProps, useEffect, useMemo } from 'react'

import type { KioskSite } from '@/data/view-models'
import { placeMapPath } from '@/domain/town-paths'
import type { MapMode } from '@/features/map/map-mode'
import { MapExperience } from '@/features/map/MapExperience'
import type { MapPlace } from '@/features/places/types'
import { recordUsage } from '@/features/usage'

import { PhoneHandoff } from './PhoneHandoff'
import { kioskSettingsAtom } from './settings'

type Props = Omit<ComponentProps<typeof MapExperience>, 'mode'> & { kioskA: KioskSite; kioskB: KioskSite }

const kioskAddress = (townSlug: string, place: string | null) => `/kiosk/${townSlug}${place ? `/${encodeURIComponent(place)}` : ''}`

/** The town map on a kiosk: "you are here" at the configured kiosk's site, and a QR hand-off for each place. */
export function KioskMap({ kioskA, kioskB, ...props }: Props) {
  const t = useTranslations('Kiosk')
  const settings = useAtomValue(kioskSettingsAtom)
  const site = settings.kiosk === 'kioskB' ? kioskB : kioskA
  const townSlug = props.town.slug
  const youAreHere = t('youAreHere')

  const mode = useMemo<MapMode>(
    () => ({
      site: { coordinates: site.centre, label: youAreHere },
      bearing: site.bearing,
      alwaysLive: true,
      address: kioskAddress,
      placeFromPath: false,
      share: false,
      placeExtra: (place: MapPlace) => <PlaceHandoff key={place.slug} place={place} townSlug={townSlug} />,
    }),
    [site.centre, site.bearing, youAreHere, townSlug],
  )

  return <MapExperience {...props} mode={mode} />
}

/** The QR hand-off under a place's details; each place shown counts once as a QR use (issue 7). */
function PlaceHandoff({ place, townSlug }: { place: MapPlace; townSlug: string }) {
  const t = useTranslations('Kiosk')
  useEffect(() => {
    recordUsage({ type: 'qr_open', target: 'place', place: place.slug })
  }, [place.slug])
  return (
    <PhoneHandoff
      path={placeMapPath(townSlug, place.slug)}
      heading={t('takeWithYou')}
      qrLabel={t('qrPlace', { placeName: place.name })}
      headingLevel="h3"
      size={220}
    />
  )
}
