'use client'

import { useLocale } from 'next-intl'
import { useId } from 'react'

import { localizedPath } from '@/domain/locales'
import { useBrowserValue } from '@/hooks/useBrowserValue'

import styles from './Kiosk.module.css'
import { QrCode } from './QrCode'

/** A page of the guide handed to a phone: a QR code that opens `path` in the display's language. */
export function PhoneHandoff({
  path,
  heading,
  text,
  qrLabel,
  headingLevel: Heading = 'h2',
  size = 280,
  className,
}: {
  path: string
  heading: string
  text?: string
  qrLabel: string
  headingLevel?: 'h2' | 'h3'
  size?: number
  className?: string
}) {
  const id = useId()
  const locale = useLocale()
  const origin = useBrowserValue(() => window.location.origin, null)
  return (
    <section className={className ?? styles.handoff} aria-labelledby={id} data-handoff={path}>
      <Heading id={id}>{heading}</Heading>
      {text && <p>{text}</p>}
      {origin && <QrCode url={`${origin}${localizedPath(locale, path)}`} label={qrLabel} size={size} />}
    </section>
  )
}
