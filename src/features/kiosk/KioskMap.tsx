'use client'

import { useAtomValue } from 'jotai'
import { useLocale, useTranslations } from 'next-intl'
import { type ComponentProps, useEffect, useState } from 'react'

import type { KioskSite } from '@/data/view-models'
import { localizedPath } from '@/domain/locales'
import { MapExperience } from '@/features/map/MapExperience'
import type { MapPlace } from '@/features/map/types'
import { placeMapPath } from '@/domain/town-paths'
import { recordUsage } from '@/features/usage'

import styles from './Kiosk.module.css'
import { QrCode } from './QrCode'
import { kioskSettingsAtom } from './settings'

type Props = Omit<ComponentProps<typeof MapExperience>, 'kiosk' | 'placeExtra'> & { kioskA: KioskSite; kioskB: KioskSite }

/** The town map on a kiosk: "you are here" at the configured kiosk's site, and a QR hand-off for each place. */
export function KioskMap({ kioskA, kioskB, ...props }: Props) {
  const t = useTranslations('Kiosk')
  const locale = useLocale()
  const settings = useAtomValue(kioskSettingsAtom)
  const [origin, setOrigin] = useState<string | null>(null)
  useEffect(() => setOrigin(window.location.origin), [])
  const site = settings.kiosk === 'kioskB' ? kioskB : kioskA

  const placeExtra = (place: MapPlace) =>
    origin && (
      <PlaceHandoff key={place.slug} place={place} url={`${origin}${localizedPath(locale, placeMapPath(props.town.slug, place.slug))}`} />
    )

  return (
    <MapExperience
      {...props}
      kiosk={{
        coordinates: site.centre,
        bearing: site.bearing,
        label: t('youAreHere'),
      }}
      placeExtra={placeExtra}
    />
  )
}

/** The QR hand-off under a place's details; each place shown counts once as a QR use (issue 7). */
function PlaceHandoff({ place, url }: { place: MapPlace; url: string }) {
  const t = useTranslations('Kiosk')
  useEffect(() => {
    recordUsage({ type: 'qr_open', target: 'place', place: place.slug })
  }, [place.slug])
  return (
    <section className={styles.handoff} aria-labelledby="kiosk-handoff-heading" data-testid="place-handoff">
      <h3 id="kiosk-handoff-heading">{t('takeWithYou')}</h3>
      <QrCode url={url} label={t('qrPlace', { placeName: place.name })} />
    </section>
  )
}
