'use client'

import { useTranslations } from 'next-intl'

import { tourPath } from '@/domain/town-paths'

import { PhoneHandoff } from './PhoneHandoff'

/** A tour handed to a phone: the QR opens the same tour's page in the kiosk's language, to follow on foot. */
export function TourHandoff({
  townSlug,
  tourSlug,
  title,
  heading = 'h2',
  className,
}: {
  townSlug: string
  tourSlug: string
  title: string
  heading?: 'h2' | 'h3'
  className?: string
}) {
  const t = useTranslations('Kiosk')
  return (
    <PhoneHandoff
      path={tourPath(townSlug, tourSlug)}
      heading={t('tourOnPhone')}
      text={t('tourOnPhoneText')}
      qrLabel={t('qrTour', { title })}
      headingLevel={heading}
      className={className}
    />
  )
}
