'use client'

import { CalendarDays } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'

import { InEnglish } from '@/components/InEnglish'
import type { EventView } from '@/data/view-models'
import { displayEvents } from '@/domain/display-events'

import { localizedPath } from '@/domain/locales'
import { townMapPath } from '@/domain/town-paths'
import { useClientNow } from '@/hooks/useClientNow'

import styles from './Attract.module.css'
import { QrCode } from './QrCode'
import { GUIDE_TIME_ZONE } from '@/domain/time-zone'

/** Today's events on the attract loop, each with a QR code of its link (or of the town's map). */
export function TodayEvents({
  events,
  townSlug,
  upcomingFallback = 3,
}: {
  events: EventView[]
  townSlug: string
  upcomingFallback?: number
}) {
  const t = useTranslations('Kiosk')
  const locale = useLocale()
  const now = useClientNow()
  if (!now) return null
  const { isToday, events: list } = displayEvents(events, now, upcomingFallback)
  const when = new Intl.DateTimeFormat(locale, {
    timeZone: GUIDE_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  })
  const origin = window.location.origin
  return (
    <div>
      {!isToday && <p className={styles.muted}>{list.length ? t('noEventsTodayNext') : t('noEvents')}</p>}
      <ul className={styles.events}>
        {list.map((event) => {
          const link = event.link ?? `${origin}${localizedPath(locale, townMapPath(townSlug))}`
          return (
            <li key={event.id} className={styles.event}>
              <div>
                <h3>
                  <InEnglish as="span" when={Boolean(event.inEnglish?.includes('title'))}>
                    {event.title}
                  </InEnglish>
                </h3>
                <p>
                  <CalendarDays aria-hidden="true" size={22} /> {when.format(new Date(event.start))}
                  {event.venue && (
                    <>
                      {' · '}
                      <InEnglish as="span" when={Boolean(event.inEnglish?.includes('venue'))} hint={false}>
                        {event.venue}
                      </InEnglish>
                    </>
                  )}
                </p>
              </div>
              <QrCode url={link} label={t('qrEvent', { title: event.title })} size={150} />
            </li>
          )
        })}
      </ul>
    </div>
  )
}
