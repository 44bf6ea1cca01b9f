'use client'

import { ArrowLeft, CalendarDays, ChevronRight } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useRef, useState } from 'react'

import { Dialog } from '@/components/Dialog'
import { InEnglish } from '@/components/InEnglish'
import primitives from '@/components/primitives.module.css'
import { TriggerButton } from '@/components/TriggerButton'
import type { EventView } from '@/data/view-models'
import { isEventPageKept, splitEvents } from '@/domain/events'
import { useClientNow } from '@/hooks/useClientNow'

import { EventDetails, useEventWhen } from './EventDetails'
import { eventVenueName } from './calendar-event'
import styles from './Events.module.css'
import { SubscribeToEvents, type TownFeeds } from './SubscribeToEvents'
import type { EventPlace } from './types'

/**
 * The events button and dialog: the events list (upcoming first, then past ones) ⇄ the event
 * details panel (spec §2 overlays). "No events available at this time" when there are none.
 */
export function EventsButton({
  events,
  places,
  feeds,
  className,
}: {
  events: EventView[]
  places: EventPlace[]
  /** The town's feeds to subscribe to (issue 25), under the list. */
  feeds?: TownFeeds
  className?: string
}) {
  const t = useTranslations('Events')
  const now = useClientNow()
  const when = useEventWhen()
  const [open, setOpen] = useState(false)
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const lastSelected = useRef<number | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  const detailsHeading = useRef<HTMLHeadingElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const placeBySlug = useMemo(() => new Map(places.map((p) => [p.slug, p])), [places])
  const selected = events.find((e) => e.id === selectedId)
  const headingId = useId()

  // Moving between the list and the details keeps the keyboard where the visitor expects it.
  useEffect(() => {
    if (!open) return
    if (selected) detailsHeading.current?.focus()
    else if (lastSelected.current !== null)
      listRef.current?.querySelector<HTMLElement>(`[data-event-id="${lastSelected.current}"]`)?.focus()
  }, [open, selected])

  const show = (id: number | null) => {
    if (id === null) lastSelected.current = selectedId
    setSelectedId(id)
  }

  const item = (event: EventView, past: boolean) => {
    const place = event.placeSlug ? placeBySlug.get(event.placeSlug) : undefined
    return (
      <li key={event.id}>
        <button type="button" className={styles.item} data-event-id={event.id} onClick={() => show(event.id)}>
          <span className={styles.itemText}>
            <InEnglish as="span" when={Boolean(event.inEnglish?.includes('title'))} className={styles.itemTitle}>
              {event.title}
            </InEnglish>
            <span className={styles.itemMeta}>{when(event)}</span>
            {eventVenueName(event, place) && <span className={styles.itemMeta}>{eventVenueName(event, place)}</span>}
            {past && <span className={styles.ended}>{t('ended')}</span>}
          </span>
          <ChevronRight aria-hidden="true" size={22} className={styles.chevron} />
        </button>
      </li>
    )
  }

  let body
  if (selected) {
    body = (
      <div>
        <button type="button" className={`${primitives.textButton} ${styles.back}`} onClick={() => show(null)}>
          <ArrowLeft aria-hidden="true" size={20} />
          {t('back')}
        </button>
        <EventDetails
          event={selected}
          place={selected.placeSlug ? placeBySlug.get(selected.placeSlug) : undefined}
          headingRef={detailsHeading}
          // A past event's page goes some months after it (EVENT_PAGE_KEPT_DAYS): no link to a 404.
          showPageLink={Boolean(now && isEventPageKept(selected, now))}
        />
      </div>
    )
  } else if (!now) {
    body = (
      <p role="status" className={styles.empty}>
        {t('loading')}
      </p>
    )
  } else {
    const { upcoming, past } = splitEvents(events, now)
    body = (
      <div ref={listRef}>
        {upcoming.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <section aria-labelledby={`${headingId}-upcoming`}>
            <h3 id={`${headingId}-upcoming`} className={styles.listHeading}>
              {t('upcomingHeading')}
            </h3>
            <ul className={`${primitives.stack} ${styles.list}`}>{upcoming.map((e) => item(e, false))}</ul>
          </section>
        )}
        {past.length > 0 && (
          <section aria-labelledby={`${headingId}-past`} className={styles.pastSection}>
            <h3 id={`${headingId}-past`} className={styles.listHeading}>
              {t('pastHeading')}
            </h3>
            <ul className={`${primitives.stack} ${styles.list}`}>{past.map((e) => item(e, true))}</ul>
          </section>
        )}
        {feeds && <SubscribeToEvents feeds={feeds} />}
      </div>
    )
  }

  return (
    <>
      <TriggerButton
        ref={button}
        icon={CalendarDays}
        label={t('button')}
        className={className}
        onClick={() => {
          setSelectedId(null)
          lastSelected.current = null
          setOpen(true)
        }}
      />
      <Dialog open={open} onClose={() => setOpen(false)} title={t('title')} closeLabel={t('close')} returnFocus={button} size="wide">
        {body}
      </Dialog>
    </>
  )
}
