'use client'

import { useAtomValue } from 'jotai'
import { useTranslations } from 'next-intl'

import type { KioskSite } from '@/data/view-models'
import { TownDepartures } from '@/features/departures/TownDepartures'

import styles from './Kiosk.module.css'
import { kioskSettingsAtom } from './settings'

/** Beside a kiosk's map: the next trains from the town's station and buses from the stop nearest this kiosk. */
export function KioskDepartures({
  dbKey,
  townName,
  kioskA,
  kioskB,
}: {
  dbKey: string
  townName: string
  kioskA: KioskSite
  kioskB: KioskSite
}) {
  const t = useTranslations('Departures')
  const settings = useAtomValue(kioskSettingsAtom)
  const site = settings.kiosk === 'kioskB' ? kioskB : kioskA
  return (
    <TownDepartures
      dbKey={dbKey}
      townName={townName}
      near={site.centre}
      variant="kiosk"
      heading={t('panelHeading')}
      className={styles.departures}
    />
  )
}
