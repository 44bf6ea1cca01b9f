import { Clock, ExternalLink, MapPin } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { InEnglish } from '@/components/InEnglish'
import type { EventView } from '@/data/view-models'
import { placeMapPath } from '@/domain/town-paths'
import { displayHost } from '@/domain/urls'
import { Link } from '@/i18n/navigation'

import { eventVenueName } from './calendar-event'
import styles from './Events.module.css'
import type { EventPlace } from './types'

/**
 * When and where an event is: the time as given (formatted by the caller, in London time), and the
 * venue, linked to its place on the map when it is one. The same in the events panel and on the
 * event's page (a server or a client component, as its parent is).
 */
export function EventFacts({
  event,
  place,
  when,
  address,
}: {
  event: Pick<EventView, 'venue' | 'inEnglish'>
  place: EventPlace | undefined
  when: string
  /** The place's street address, after its name (the event's page shows it). */
  address?: string | null
}) {
  const t = useTranslations('Events')
  const venue = eventVenueName(event, place)
  const venueName = venue ? (
    <InEnglish as="span" when={Boolean(event.venue && event.inEnglish?.includes('venue'))} hint={false}>
      {venue}
    </InEnglish>
  ) : null
  return (
    <dl className={styles.facts}>
      <div>
        <dt>
          <Clock aria-hidden="true" size={20} />
          <span className="visually-hidden">{t('when')}</span>
        </dt>
        <dd>{when}</dd>
      </div>
      {venueName && (
        <div>
          <dt>
            <MapPin aria-hidden="true" size={20} />
            <span className="visually-hidden">{t('where')}</span>
          </dt>
          <dd>
            {place ? (
              <Link href={placeMapPath(place.townSlug, place.slug)}>
                {venueName}
                <span className="visually-hidden"> – {t('viewOnMap')}</span>
              </Link>
            ) : (
              venueName
            )}
            {address && <span className={styles.itemMeta}>, {address}</span>}
          </dd>
        </div>
      )}
    </dl>
  )
}

/** The organiser's or venue's own page for an event, named by its site ("More information: example.org"). */
export function EventLink({ href }: { href: string }) {
  const t = useTranslations('Events')
  return (
    <a href={href} rel="noopener noreferrer" className={styles.external}>
      <ExternalLink aria-hidden="true" size={18} />
      {t('moreInfo', { site: displayHost(href) })}
    </a>
  )
}
