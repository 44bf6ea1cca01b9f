'use client'

import { useTranslations } from 'next-intl'
import { useMemo } from 'react'

import primitives from '@/components/primitives.module.css'
import type { EventView } from '@/data/view-models'
import { splitEvents } from '@/domain/events'
import { useClientNow } from '@/hooks/useClientNow'

import { EventDetails } from './EventDetails'
import styles from './Events.module.css'
import type { EventPlace } from './types'

/** A town's next events inline on a page (decided in the browser, since pages are generated ahead of time). */
export function UpcomingEvents({ events, places, limit = 6 }: { events: EventView[]; places: EventPlace[]; limit?: number }) {
  const t = useTranslations('Events')
  const now = useClientNow()
  const placeBySlug = useMemo(() => new Map(places.map((p) => [p.slug, p])), [places])
  if (!now) {
    return (
      <p role="status" className={styles.empty}>
        {t('loading')}
      </p>
    )
  }
  const upcoming = splitEvents(events, now).upcoming.slice(0, limit)
  if (upcoming.length === 0) return <p className={styles.empty}>{t('empty')}</p>
  return (
    <ul className={primitives.stack}>
      {upcoming.map((event) => (
        <li key={event.id} className={styles.card}>
          <EventDetails event={event} place={event.placeSlug ? placeBySlug.get(event.placeSlug) : undefined} compact />
        </li>
      ))}
    </ul>
  )
}
