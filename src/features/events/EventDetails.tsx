'use client'

import { CalendarPlus, Clock, ExternalLink, MapPin } from 'lucide-react'
import { useTranslations } from 'next-intl'
import type { Ref } from 'react'

import { InEnglish } from '@/components/InEnglish'
import type { EventView } from '@/data/view-models'
import { EVENT_TIME_ZONE } from '@/domain/events'
import { placeMapPath } from '@/domain/town-paths'
import { displayHost } from '@/domain/urls'
import { useGuideFormatter } from '@/hooks/useGuideFormatter'
import { Link } from '@/i18n/navigation'

import { downloadIcs } from './download-ics'
import styles from './Events.module.css'
import type { EventPlace } from './types'

export const EVENT_DATE_FORMAT = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: EVENT_TIME_ZONE,
} as const

/** When an event happens, in London time, as one range when it has an end. */
export function useEventWhen() {
  const format = useGuideFormatter()
  return (event: Pick<EventView, 'start' | 'end'>) =>
    event.end
      ? format.dateTimeRange(new Date(event.start), new Date(event.end), EVENT_DATE_FORMAT)
      : format.dateTime(new Date(event.start), EVENT_DATE_FORMAT)
}

/** The event details panel: title, when, where (with a link to the place on the map), description, link and .ics download. */
export function EventDetails({
  event,
  place,
  headingLevel = 3,
  headingRef,
  compact = false,
}: {
  event: EventView
  place: EventPlace | undefined
  headingLevel?: 3 | 4
  headingRef?: Ref<HTMLHeadingElement>
  compact?: boolean
}) {
  const t = useTranslations('Events')
  const when = useEventWhen()
  const Heading = `h${headingLevel}` as const
  const venueInEnglish = Boolean(event.venue && event.inEnglish?.includes('venue'))
  const placeName =
    event.venue || place ? (
      <InEnglish as="span" when={venueInEnglish} hint={false}>
        {event.venue ?? place?.name}
      </InEnglish>
    ) : null
  const location = [event.venue ?? place?.name, place?.townName].filter(Boolean).join(', ') || null

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
      <dl className={styles.facts}>
        <div>
          <dt>
            <Clock aria-hidden="true" size={20} />
            <span className="visually-hidden">{t('when')}</span>
          </dt>
          <dd>{when(event)}</dd>
        </div>
        {(placeName || place) && (
          <div>
            <dt>
              <MapPin aria-hidden="true" size={20} />
              <span className="visually-hidden">{t('where')}</span>
            </dt>
            <dd>
              {place ? (
                <Link href={placeMapPath(place.townSlug, place.slug)}>
                  {placeName}
                  <span className="visually-hidden"> – {t('viewOnMap')}</span>
                </Link>
              ) : (
                placeName
              )}
            </dd>
          </div>
        )}
      </dl>
      {event.description && !compact && (
        <InEnglish when={Boolean(event.inEnglish?.includes('description'))} className={styles.description}>
          {event.description}
        </InEnglish>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--secondary"
          // A kiosk cannot hand a file to a visitor: the kiosk chrome hides this (the QR code of the event replaces it).
          data-kiosk-hidden
          onClick={() =>
            downloadIcs({
              id: event.id,
              title: event.title,
              description: event.description,
              start: event.start,
              end: event.end,
              location,
              url: event.link,
            })
          }
        >
          <CalendarPlus aria-hidden="true" size={20} />
          {t('download')}
          <span className="visually-hidden">: {event.title}</span>
        </button>
        {event.link && (
          <a href={event.link} rel="noopener noreferrer" className={styles.external}>
            <ExternalLink aria-hidden="true" size={18} />
            {t('moreInfo', { site: displayHost(event.link) })}
          </a>
        )}
      </div>
    </article>
  )
}
