'use client'

import { useTranslations } from 'next-intl'

import { type EventTimes, isUpcoming } from '@/domain/events'
import { useClientNow } from '@/hooks/useClientNow'

import styles from './Events.module.css'

/** "This event has ended", decided in the browser: the page is generated ahead of time and kept until a publish. */
export function EventEndedNote({ event }: { event: EventTimes }) {
  const t = useTranslations('Events')
  const now = useClientNow()
  if (!now || isUpcoming(event, now)) return null
  return <p className={styles.endedNote}>{t('endedNote')}</p>
}
