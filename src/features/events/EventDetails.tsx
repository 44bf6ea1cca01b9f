'use client'

import { FileText } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import type { Ref } from 'react'

import { InEnglish } from '@/components/InEnglish'
import type { EventView } from '@/data/view-models'
import { localizedPath } from '@/domain/locales'
import { eventPath } from '@/domain/town-paths'
import { useGuideFormatter } from '@/hooks/useGuideFormatter'
import { formatEventWhen } from '@/i18n/guide-formatter'
import { Link } from '@/i18n/navigation'

import { AddToCalendarButton } from './AddToCalendarButton'
import { toCalendarEvent } from './calendar-event'
import { EventFacts, EventLink } from './EventFacts'
import styles from './Events.module.css'
import type { EventPlace } from './types'

/** When an event happens, in London time, as one range when it has an end. */
export function useEventWhen() {
  const format = useGuideFormatter()
  return (event: Pick<EventView, 'start' | 'end'>) => formatEventWhen(format, event)
}

/** The event details panel: title, when, where (with a link to the place on the map), description, link, .ics download and its page. */
export function EventDetails({
  event,
  place,
  headingLevel = 3,
  headingRef,
  compact = false,
  showPageLink = true,
}: {
  event: EventView
  place: EventPlace | undefined
  headingLevel?: 3 | 4
  headingRef?: Ref<HTMLHeadingElement>
  compact?: boolean
  /** The link to the event's own page (issue 25), left out on that page. */
  showPageLink?: boolean
}) {
  const t = useTranslations('Events')
  const locale = useLocale()
  const when = useEventWhen()
  const Heading = `h${headingLevel}` as const

  return (
    <article className={styles.details} aria-labelledby={`event-${event.id}-title${compact ? '-inline' : ''}`}>
      <Heading
        id={`event-${event.id}-title${compact ? '-inline' : ''}`}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className={styles.detailsTitle}
      >
        <InEnglish
          as="span"
          when={Boolean(event.inEnglish?.includes('title'))}
          hint={compact || !event.description || !event.inEnglish?.includes('description')}
        >
          {event.title}
        </InEnglish>
      </Heading>
      <EventFacts event={event} place={place} when={when(event)} />
      {event.description && !compact && (
        <InEnglish when={Boolean(event.inEnglish?.includes('description'))} className={styles.description}>
          {event.description}
        </InEnglish>
      )}
      <div className={styles.actions}>
        <AddToCalendarButton
          event={toCalendarEvent(event, {
            place,
            townName: place?.townName,
            // Its page while it has one, as the town's feed links it; else the organiser's.
            url: showPageLink ? localizedPath(locale, eventPath(event.townSlug, event.slug)) : event.link,
          })}
        />
        {showPageLink && (
          <Link href={eventPath(event.townSlug, event.slug)} className={styles.pageLink} data-kiosk-hidden>
            <FileText aria-hidden="true" size={18} />
            {t('eventPage')}
            <span className="visually-hidden">: {event.title}</span>
          </Link>
        )}
        {event.link && <EventLink href={event.link} />}
      </div>
    </article>
  )
}
