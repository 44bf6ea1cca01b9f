'use client'

import { useAtomValue } from 'jotai'
import { useLocale, useTranslations } from 'next-intl'
import { type ComponentProps, useEffect, useState } from 'react'

import type { KioskSite } from '@/data/view-models'
import { isLocale, localizedPath } from '@/domain/locales'
import { MapExperience } from '@/features/map/MapExperience'
import type { MapPlace } from '@/features/map/types'
import { placeMapPath } from '@/features/towns/town-paths'

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
      <section className={styles.handoff} aria-labelledby="kiosk-handoff-heading" data-testid="place-handoff">
        <h3 id="kiosk-handoff-heading">{t('takeWithYou')}</h3>
        <QrCode
          url={`${origin}${localizedPath(isLocale(locale) ? locale : 'en', placeMapPath(props.town.slug, place.slug))}`}
          label={t('qrPlace', { placeName: place.name })}
        />
      </section>
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
