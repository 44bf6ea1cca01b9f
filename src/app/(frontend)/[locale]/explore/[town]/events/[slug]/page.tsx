import { ArrowLeft } from 'lucide-react'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { InEnglish } from '@/components/InEnglish'
import { JsonLd } from '@/components/JsonLd'
import { getEvents, getPlaces, getTours } from '@/data/content'
import { keptEventSlugs } from '@/domain/events'
import { localizedPath } from '@/domain/locales'
import { breadcrumbJsonLd, eventJsonLd } from '@/domain/structured-data'
import { eventPath, placeMapPath, townPath } from '@/domain/town-paths'
import { AddToCalendarButton } from '@/features/events/AddToCalendarButton'
import { eventVenueName, toCalendarEvent } from '@/features/events/calendar-event'
import { EventFacts, EventLink } from '@/features/events/EventFacts'
import { findEventPage } from '@/features/events/event-page'
import { EventEndedNote } from '@/features/events/EventEndedNote'
import styles from '@/features/events/Events.module.css'
import { SubscribeToEvents } from '@/features/events/SubscribeToEvents'
import { townFeedLinks, townFeeds } from '@/features/events/town-feeds'
import { eventPreviewImage } from '@/features/og/preview-image'
import { offlineTownOf } from '@/features/offline/offline-town'
import { OfflineTown } from '@/features/offline/OfflineTown'
import { PageHeader } from '@/features/pages/PageHeader'
import { absoluteUrl, pageMetadata } from '@/features/seo/metadata'
import { pageTown } from '@/features/towns/page-town'
import { ClientMessages } from '@/i18n/ClientMessages'
import { formatEventWhen, guideFormatter } from '@/i18n/guide-formatter'
import { Link } from '@/i18n/navigation'

type EventPageProps = PageProps<'/[locale]/explore/[town]/events/[slug]'>

/** Event pages are made on first request and then kept, like place pages, until a publish in the town's events. */
export const generateStaticParams = () => []

/** Also once a day without a publish: a past event's page goes EVENT_PAGE_KEPT_DAYS after it ended. */
export const revalidate = 86_400

async function pageEvent(params: EventPageProps['params']) {
  const [{ locale, town }, { slug }] = await Promise.all([pageTown(params), params])
  const [event, events, places, tours] = await Promise.all([
    findEventPage(locale, town.slug, slug),
    getEvents(locale, town.slug),
    getPlaces(locale, town.slug),
    getTours(locale, town.slug),
  ])
  // A past event's page stays for a while, saying it has ended; an unknown or unpublished one is the 404.
  if (!event) notFound()
  const place = event.placeSlug ? places.find((p) => p.slug === event.placeSlug) : undefined
  const now = new Date()
  return {
    locale,
    town,
    event,
    place,
    when: formatEventWhen(guideFormatter(locale), event),
    offline: { tours: tours.map((tour) => tour.slug), events: keptEventSlugs(events, now) },
  }
}

export async function generateMetadata({ params }: EventPageProps) {
  const { locale, town, event, when } = await pageEvent(params)
  const [t, image, feeds] = await Promise.all([
    getTranslations({ locale, namespace: 'Events' }),
    eventPreviewImage(locale, town, event, when),
    townFeedLinks(locale, town),
  ])
  return pageMetadata({
    locale,
    path: eventPath(town.slug, event.slug),
    title: t('pageTitle', { title: event.title, townName: town.name }),
    description: event.description ?? t('pageDescription', { when, townName: town.name }),
    image,
    feeds,
  })
}

/** Issue 25: an event's own page, to share, to find in a search engine and to add to a calendar. */
export default async function EventPage({ params }: EventPageProps) {
  const { locale, town, event, place, when, offline } = await pageEvent(params)
  setRequestLocale(locale)
  const t = await getTranslations('Events')
  const url = absoluteUrl(locale, eventPath(town.slug, event.slug))
  const venueName = eventVenueName(event, place)

  return (
    <>
      <JsonLd
        data={[
          eventJsonLd(
            {
              title: event.title,
              description: event.description,
              start: event.start,
              end: event.end,
              imageUrl: event.imageUrl ? new URL(event.imageUrl, url).href : null,
              venue: venueName
                ? {
                    name: venueName,
                    ...(place
                      ? {
                          url: absoluteUrl(locale, placeMapPath(town.slug, place.slug)),
                          address: place.address,
                          postcode: place.postcode,
                          coordinates: place.coordinates,
                        }
                      : {}),
                  }
                : null,
              townName: town.name,
            },
            url,
          ),
          breadcrumbJsonLd([
            { name: town.name, url: absoluteUrl(locale, townPath(town.slug)) },
            { name: event.title, url },
          ]),
        ]}
      />
      <OfflineTown town={offlineTownOf(town)} tours={offline.tours} events={offline.events} />
      <PageHeader
        heading={
          <InEnglish as="span" when={Boolean(event.inEnglish?.includes('title'))}>
            {event.title}
          </InEnglish>
        }
      >
        <p className={styles.headerLink}>
          <Link href={`${townPath(town.slug)}#events`} className="button button--secondary">
            <ArrowLeft aria-hidden="true" size={20} />
            {t('whatsOnHeading', { townName: town.name })}
          </Link>
        </p>
      </PageHeader>
      <div className="container">
        <div className={styles.eventBody}>
          <ClientMessages set="events">
            <EventEndedNote event={event} />
            {event.imageUrl && (
              // An editor's upload of unknown size: a plain image, scaled to the column.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={event.imageUrl}
                alt={event.imageAlt ?? ''}
                width={event.imageSize?.[0]}
                height={event.imageSize?.[1]}
                className={styles.eventImage}
              />
            )}
            <EventFacts
              event={event}
              place={place && { slug: place.slug, name: place.name, townSlug: town.slug }}
              when={when}
              address={place && [place.address, place.postcode].filter(Boolean).join(', ')}
            />
            {event.description && (
              <InEnglish when={Boolean(event.inEnglish?.includes('description'))} className={styles.description}>
                {event.description}
              </InEnglish>
            )}
            <div className={styles.actions}>
              {/* The page's own path: the file takes the origin the visitor is on, which a cached page cannot know. */}
              <AddToCalendarButton
                event={toCalendarEvent(event, { place, townName: town.name, url: localizedPath(locale, eventPath(town.slug, event.slug)) })}
              />
              {event.link && <EventLink href={event.link} />}
            </div>
            <section aria-labelledby="event-subscribe">
              <h2 id="event-subscribe" className="visually-hidden">
                {t('subscribeHeading')}
              </h2>
              <SubscribeToEvents feeds={townFeeds(locale, town)} />
            </section>
          </ClientMessages>
        </div>
      </div>
    </>
  )
}
