'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId } from 'react'

import { localizedPath } from '@/domain/locales'
import { tourPath } from '@/domain/town-paths'
import { useBrowserValue } from '@/hooks/useBrowserValue'

import styles from './Kiosk.module.css'
import { QrCode } from './QrCode'

/** A tour handed to a phone: the QR opens the same tour's page in the kiosk's language, to follow on foot. */
export function TourHandoff({
  townSlug,
  tourSlug,
  title,
  heading: Heading = 'h2',
}: {
  townSlug: string
  tourSlug: string
  title: string
  heading?: 'h2' | 'h3'
}) {
  const t = useTranslations('Kiosk')
  const id = useId()
  const locale = useLocale()
  const origin = useBrowserValue(() => window.location.origin, null)
  return (
    <section className={styles.handoff} aria-labelledby={id} data-tour-handoff>
      <Heading id={id}>{t('tourOnPhone')}</Heading>
      <p>{t('tourOnPhoneText')}</p>
      {origin && (
        <QrCode url={`${origin}${localizedPath(locale, tourPath(townSlug, tourSlug))}`} label={t('qrTour', { title })} size={280} />
      )}
    </section>
  )
}
