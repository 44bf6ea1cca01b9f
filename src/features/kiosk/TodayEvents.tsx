'use client'

import { CalendarDays } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'

import { InEnglish } from '@/components/InEnglish'
import type { EventView } from '@/data/view-models'
import { EVENT_TIME_ZONE, isUpcoming } from '@/domain/events'
import { localizedPath } from '@/domain/locales'
import { useClientNow } from '@/features/notices/useClientNow'
import { townMapPath } from '@/domain/town-paths'

import styles from './Attract.module.css'
import { QrCode } from './QrCode'

const dayKey = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: EVENT_TIME_ZONE }).format(date)

/** Events of today (town time) that have not finished; the same rule as the events list. */
export function todaysEvents(events: EventView[], now: Date): EventView[] {
  const today = dayKey(now)
  return events
    .filter((e) => isUpcoming(e, now) && dayKey(new Date(e.start)) <= today && dayKey(new Date(e.end ?? e.start)) >= today)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
}

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
  let list = todaysEvents(events, now)
  const isToday = list.length > 0
  if (!isToday)
    list = events
      .filter((e) => isUpcoming(e, now))
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
      .slice(0, upcomingFallback)
  const when = new Intl.DateTimeFormat(locale, {
    timeZone: EVENT_TIME_ZONE,
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
            <li key={event.id} className={styles.event} data-testid="kiosk-event">
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
