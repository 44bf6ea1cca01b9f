'use client'

import { Clock } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import type { OpeningStatus } from '@/domain/opening-hours'

import styles from './panels.module.css'

/** Re-check the state every minute while the panel is open. */
const REFRESH_MS = 60_000

/**
 * "Open now · Closes at 17:30", computed in the browser (the state changes by the minute). The
 * opening_hours library is large, so it loads only when a place actually has hours.
 */
export function OpeningStatusLine({ value, coordinates }: { value: string | null; coordinates: [number, number] }) {
  const t = useTranslations('Places')
  const locale = useLocale()
  // Kept with the hours it was computed for, so another place's hours never show this one's state.
  const [computed, setComputed] = useState<{ value: string; status: OpeningStatus | null } | null>(null)
  const status = value && computed?.value === value ? computed.status : null

  useEffect(() => {
    if (!value) return
    let cancelled = false
    let timer: number | undefined
    void import('@/domain/opening-hours').then(({ openingStatus }) => {
      const update = () => !cancelled && setComputed({ value, status: openingStatus(value, new Date(), coordinates) })
      update()
      timer = window.setInterval(update, REFRESH_MS)
    })
    return () => {
      cancelled = true
      window.clearInterval(timer)
    }
  }, [value, coordinates])

  if (!value || !status) return null
  const day = (w: { year: number; month: number; day: number }) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(w.year, w.month - 1, w.day)))

  let text: string
  if (status.state === 'open') {
    const c = status.closes
    text = c
      ? c.dayOffset === 0
        ? t('closesAt', { time: c.time })
        : t('closesDay', { time: c.time, day: day(c.wallClock) })
      : t('openAllDay')
  } else if (status.state === 'closed') {
    const o = status.opens
    text = o ? (o.dayOffset === 0 ? t('opensAt', { time: o.time }) : t('opensDay', { time: o.time, day: day(o.wallClock) })) : ''
  } else text = t('hoursUnknown')

  return (
    <p className={styles.hours} data-state={status.state}>
      <Clock aria-hidden="true" size={18} />
      {status.state !== 'unknown' && <strong>{status.state === 'open' ? t('openNow') : t('closedNow')}</strong>}
      {text && <span>{text}</span>}
      {status.comment && <span className={styles.muted}>({status.comment})</span>}
    </p>
  )
}
