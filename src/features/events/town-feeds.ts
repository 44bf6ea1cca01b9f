import 'server-only'

import { Feed } from 'feed'
import { getTranslations } from 'next-intl/server'

import { getLatestBuild } from '@/data/build-state'
import { getEvents, getNotices, getPlaces, getTown } from '@/data/content'
import type { TownView } from '@/data/view-models'
import { feedLastModified, splitEvents } from '@/domain/events'
import { fileBesidePage, LANGUAGE_TAGS, type Locale } from '@/domain/locales'
import { isNoticeActive } from '@/domain/notices'
import { eventPath, townHighlightsPath, townPath } from '@/domain/town-paths'
import { escapeHtml } from '@/domain/urls'
import { absoluteUrl, siteUrl } from '@/features/seo/metadata'
import { formatEventWhen, guideFormatter } from '@/i18n/guide-formatter'

import { eventsCalendar } from './calendar'
import { eventVenueName, toCalendarEvent } from './calendar-event'
import type { TownFeeds } from './SubscribeToEvents'

/** A town's feed in a language, beside its page: /{locale}/explore/{town}/events.ics or feed.xml (English prefixed too). */
const feedUrl = (locale: Locale, townSlug: string, file: 'events.ics' | 'feed.xml') =>
  new URL(fileBesidePage(locale, townPath(townSlug), file), siteUrl()).href

/** A town's iCalendar and Atom feeds in a language, as absolute addresses (a calendar app needs the host). */
export function townFeeds(locale: Locale, town: Pick<TownView, 'slug' | 'name'>): TownFeeds {
  return { townName: town.name, calendar: feedUrl(locale, town.slug, 'events.ics'), atom: feedUrl(locale, town.slug, 'feed.xml') }
}

/** The `<link rel="alternate">` a town's pages announce its feeds with (pageMetadata's `feeds`). */
export async function townFeedLinks(locale: Locale, town: Pick<TownView, 'slug' | 'name'>) {
  const t = await getTranslations({ locale, namespace: 'EventFeeds' })
  const feeds = townFeeds(locale, town)
  return [
    { type: 'text/calendar' as const, url: feeds.calendar, title: t('calendarName', { townName: town.name }) },
    { type: 'application/atom+xml' as const, url: feeds.atom, title: t('feedTitle', { townName: town.name }) },
  ]
}

type FeedBody = { body: string; lastModified: Date }

/** What both feeds are made of: the town, its upcoming events with their venues, and when the feed last changed. */
async function feedContent(locale: Locale, townSlug: string, now: Date) {
  const town = await getTown(locale, townSlug)
  if (!town) return null
  const [events, places, notices, t, build] = await Promise.all([
    getEvents(locale, townSlug),
    getPlaces(locale, townSlug),
    getNotices(locale, townSlug),
    getTranslations({ locale, namespace: 'EventFeeds' }),
    getLatestBuild(),
  ])
  const placeBySlug = new Map(places.map((place) => [place.slug, place]))
  const { upcoming, past } = splitEvents(events, now)
  const activeNotices = notices.filter((notice) => isNoticeActive(notice, now))
  // The last publish counts too: an event deleted or unpublished leaves no date of its own behind,
  // and a calendar asking "changed since?" must not be told no.
  const lastPublish = build.timestamp ? new Date(build.timestamp).toISOString() : null
  const lastModified = feedLastModified(
    [...upcoming, ...activeNotices].map((item) => item.updatedAt),
    [...past.map((event) => event.end ?? event.start), ...notices.flatMap((notice) => [notice.startDate, notice.endDate]), lastPublish],
    now,
  )
  const venueOf = (event: (typeof events)[number]) => {
    const place = event.placeSlug ? placeBySlug.get(event.placeSlug) : undefined
    return { place, name: eventVenueName(event, place) }
  }
  return { town, upcoming, activeNotices, lastModified, venueOf, t }
}

/** `/{locale}/explore/{town}/events.ics`: the town's upcoming events, to subscribe to in a calendar app. */
export async function townCalendar(locale: Locale, townSlug: string, now: Date): Promise<FeedBody | null> {
  const content = await feedContent(locale, townSlug, now)
  if (!content) return null
  const { town, upcoming, lastModified, venueOf, t } = content
  const body = eventsCalendar(
    upcoming.map((event) =>
      toCalendarEvent(event, {
        place: venueOf(event).place,
        townName: town.name,
        url: absoluteUrl(locale, eventPath(town.slug, event.slug)),
      }),
    ),
    {
      uidDomain: siteUrl().hostname,
      now: lastModified,
      name: t('calendarName', { townName: town.name }),
      url: absoluteUrl(locale, townPath(town.slug)),
    },
  )
  return { body, lastModified }
}

/**
 * `/{locale}/explore/{town}/feed.xml`: the town's current notices and upcoming events, for feed readers (Atom 1.0).
 * The `feed` package types entry titles and summaries as HTML, so the editors' plain text is escaped.
 */
export async function townAtomFeed(locale: Locale, townSlug: string, now: Date): Promise<FeedBody | null> {
  const content = await feedContent(locale, townSlug, now)
  if (!content) return null
  const { town, upcoming, activeNotices, lastModified, venueOf, t } = content
  const format = guideFormatter(locale)
  const selfUrl = feedUrl(locale, town.slug, 'feed.xml')
  const noticesUrl = absoluteUrl(locale, townHighlightsPath(town.slug))
  const feed = new Feed({
    title: t('feedTitle', { townName: town.name }),
    description: t('feedDescription', { townName: town.name }),
    id: selfUrl,
    link: absoluteUrl(locale, townPath(town.slug)),
    language: LANGUAGE_TAGS[locale],
    updated: lastModified,
    generator: 'Huntingdonshire Town Guide',
    copyright: '',
    feedLinks: { atom: selfUrl },
  })
  for (const notice of activeNotices) {
    feed.addItem({
      title: escapeHtml(notice.title),
      // Notices have no page of their own: they are read on the town's highlights page.
      id: `${noticesUrl}#notice-${notice.id}`,
      link: noticesUrl,
      description: escapeHtml(notice.body),
      date: new Date(notice.updatedAt),
      published: new Date(notice.startDate),
      category: [{ name: t('feedNotice'), term: 'notice' }],
    })
  }
  for (const event of upcoming) {
    const venue = venueOf(event)
    const url = absoluteUrl(locale, eventPath(town.slug, event.slug))
    feed.addItem({
      title: escapeHtml(event.title),
      id: url,
      link: url,
      description: escapeHtml([formatEventWhen(format, event), venue.name, event.description].filter(Boolean).join(' · ')),
      date: new Date(event.updatedAt),
      category: [{ name: t('feedEvent'), term: 'event' }],
    })
  }
  return { body: feed.atom1(), lastModified }
}
