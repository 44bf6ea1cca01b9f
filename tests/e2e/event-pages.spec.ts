import fs from 'node:fs'
import path from 'node:path'

import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import ical, { type VEvent } from 'node-ical'
import Parser from 'rss-parser'

import { signInAsAdmin } from './admin-api'
import { expectNoAxeViolations, LANGUAGE_TAGS, LOCALES, type Locale, localizedPath, messages } from './support'
import { GUIDE_TIME_ZONE } from '../../src/domain/time-zone'

/**
 * Issue 25: every event has a page of its own (shared, found by search engines, added to a
 * calendar), and each town's upcoming events and current notices can be subscribed to as an
 * iCalendar feed and an Atom feed that revalidate for almost nothing.
 */
type Localized = Record<Locale, string>
type SeedEvent = { town: string; placeId: string; title: Localized; description: Localized; startDaysFromNow: number }
const seed: { events: SeedEvent[] } = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../../src/cms/seed/data/content.json'), 'utf8'),
)
const talk = seed.events.find((event) => event.placeId === 'huntingdon-cromwell-museum')!

type ApiEvent = { id: number; slug: string; title: string; start: string; end: string | null; updatedAt: string }

/** The published events of a town, as the CMS holds them (English titles). */
async function publishedEvents(request: APIRequestContext, auth: Record<string, string>, town: string): Promise<ApiEvent[]> {
  const query = `where[town.slug][equals]=${town}&where[_status][equals]=published&limit=200&depth=0&locale=en`
  const response = await request.get(`/api/events?${query}`, { headers: auth })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).docs
}

const isUpcoming = (event: Pick<ApiEvent, 'start' | 'end'>, now = Date.now()) => Date.parse(event.end ?? event.start) >= now

async function townId(request: APIRequestContext, auth: Record<string, string>, slug: string): Promise<number> {
  return (await (await request.get(`/api/towns?where[slug][equals]=${slug}&depth=0`, { headers: auth })).json()).docs[0].id
}

/** Creates a published event in St Neots (no seeded test counts that town's events) and returns it. */
async function createEvent(
  request: APIRequestContext,
  auth: Record<string, string>,
  data: { title: string; start: string; end?: string | null; description?: string; _status?: 'published' | 'draft' },
): Promise<ApiEvent> {
  const response = await request.post('/api/events', {
    headers: auth,
    data: { _status: 'published', town: await townId(request, auth, 'st-neots'), venue: 'Priory Centre', ...data },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).doc
}

/** The JSON-LD blocks of the page now open, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => JSON.parse(text) as Record<string, unknown>[])
}

/** A London date-time with its offset, as schema.org and Google's event results want it. */
const LONDON_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/

for (const locale of ['en', 'fr'] as const) {
  test(`${locale}: an event’s page shows its title, time, venue on the map, description and “Add to calendar”, and describes itself as an Event`, async ({
    page,
    request,
    baseURL,
  }) => {
    const auth = await signInAsAdmin(request)
    const event = (await publishedEvents(request, auth, 'huntingdon')).find((e) => e.title === talk.title.en)!
    expect(event.slug).toMatch(/^lunchtime-talk-cromwells-schooldays-\d{4}-\d{2}-\d{2}$/)
    const eventPath = localizedPath(locale, `/explore/huntingdon/events/${event.slug}`)
    expect((await page.goto(eventPath))?.status()).toBe(200)
    const t = messages(locale).Events as Record<string, string>

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(talk.title[locale])
    await expect(page).toHaveTitle(new RegExp(`^${talk.title[locale].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, Huntingdon`))
    await expect(page.getByText(talk.description[locale])).toBeVisible()
    // The time in the page's language and London time: the weekday and year are written out.
    const when = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { weekday: 'long', timeZone: GUIDE_TIME_ZONE }).format(
      new Date(event.start),
    )
    await expect(page.locator('dl')).toContainText(when)
    const venue = page.locator('dl').getByRole('link')
    await expect(venue).toHaveAttribute('href', localizedPath(locale, '/explore/huntingdon/map/huntingdon-cromwell-museum'))

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: new RegExp(t.download.replace(/[().]/g, '\\$&')) }).click()
    const file = fs.readFileSync(await (await download).path(), 'utf8')
    const saved = Object.values(ical.sync.parseICS(file)).find((c): c is VEvent => c?.type === 'VEVENT')!
    expect(saved.summary).toBe(talk.title[locale])
    expect(saved.start.toISOString()).toBe(new Date(event.start).toISOString())
    expect(saved.url).toMatchObject({ val: new URL(eventPath, baseURL).href })

    const [data, crumbs] = await jsonLd(page)
    // Google's required properties for an Event: name, startDate, location (a Place with an address).
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: talk.title[locale],
      url: new URL(eventPath, baseURL).href,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Huntingdon', addressCountry: 'GB' },
        geo: { '@type': 'GeoCoordinates' },
      },
    })
    expect(data.startDate).toMatch(LONDON_DATE_TIME)
    expect(data.endDate).toMatch(LONDON_DATE_TIME)
    expect(Date.parse(data.startDate as string)).toBe(Date.parse(event.start))
    expect(data.description).toBe(talk.description[locale])
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' })
    await expectNoAxeViolations(page)
  })
}

test('the events panel links to each event’s page', async ({ page }) => {
  await page.goto('/pl/highlights/huntingdon')
  const t = messages('pl').Events as Record<string, string>
  await page.getByRole('button', { name: t.button }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: new RegExp(talk.title.pl) }).click()
  await dialog.getByRole('link', { name: new RegExp(t.eventPage) }).click()
  await expect(page).toHaveURL(/\/pl\/explore\/huntingdon\/events\/lunchtime-talk-cromwells-schooldays-\d{4}-\d{2}-\d{2}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(talk.title.pl)
})

test('event pages pass axe in every language, on a phone and on a kiosk screen', async ({ page, request }) => {
  const auth = await signInAsAdmin(request)
  const events = await publishedEvents(request, auth, 'ramsey')
  const event = events.find((e) => isUpcoming(e))!
  for (const [i, locale] of LOCALES.entries()) {
    await page.setViewportSize(i % 2 ? { width: 1080, height: 1920 } : { width: 390, height: 844 })
    expect((await page.goto(localizedPath(locale, `/explore/ramsey/events/${event.slug}`)))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
  }
})

test('a past event’s page says it has ended for a while, then goes; unknown and unpublished events are the 404', async ({
  page,
  request,
}) => {
  const auth = await signInAsAdmin(request)
  const day = 24 * 60 * 60 * 1000
  const stamp = Date.now().toString(36)
  const ended = await createEvent(request, auth, {
    title: `Ended fair ${stamp}`,
    start: new Date(Date.now() - 3 * day).toISOString(),
    end: new Date(Date.now() - 3 * day + 3600_000).toISOString(),
  })
  const longGone = await createEvent(request, auth, {
    title: `Long gone fair ${stamp}`,
    start: new Date(Date.now() - 200 * day).toISOString(),
  })
  const draft = await createEvent(request, auth, {
    title: `Draft fair ${stamp}`,
    start: new Date(Date.now() + 9 * day).toISOString(),
    _status: 'draft',
  })
  try {
    expect(ended.slug).toMatch(new RegExp(`^ended-fair-${stamp}-\\d{4}-\\d{2}-\\d{2}$`))
    const t = messages('lt').Events as Record<string, string>
    await expect(async () => {
      expect((await page.goto(localizedPath('lt', `/explore/st-neots/events/${ended.slug}`)))?.status()).toBe(200)
    }).toPass({ timeout: 15_000 })
    await expect(page.getByText(t.endedNote)).toBeVisible()
    await expectNoAxeViolations(page)

    const notFound = messages('en').Errors as Record<string, string>
    for (const slug of [longGone.slug, draft.slug, 'no-such-event-2026-01-01', '%E2%80%AE']) {
      expect((await page.goto(`/explore/st-neots/events/${slug}`))?.status(), slug).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.notFoundTitle)
    }
    // An event of another town is not found under this one.
    expect((await page.goto(`/explore/huntingdon/events/${ended.slug}`))?.status()).toBe(404)
  } finally {
    for (const doc of [ended, longGone, draft]) await request.delete(`/api/events/${doc.id}`, { headers: auth })
  }
})

/** The VEVENTs of an iCalendar text, read by node-ical. */
const vevents = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT')

test('each town’s upcoming events are an iCalendar feed in London time, with stable UIDs, that revalidates with a 304', async ({
  request,
  baseURL,
}) => {
  const auth = await signInAsAdmin(request)
  const upcoming = (await publishedEvents(request, auth, 'huntingdon')).filter((e) => isUpcoming(e))
  const response = await request.get('/en/explore/huntingdon/events.ics')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/calendar/)
  const text = await response.text()
  expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London')
  const feed = vevents(text)
  expect(feed.map((e) => e.uid).sort()).toEqual(upcoming.map((e) => `event-${e.id}@${new URL(baseURL!).hostname}`).sort())
  for (const event of upcoming) {
    const entry = feed.find((e) => e.uid.startsWith(`event-${event.id}@`))!
    expect(entry.start.toISOString()).toBe(new Date(event.start).toISOString())
    expect(entry.url).toMatchObject({ val: new URL(localizedPath('en', `/explore/huntingdon/events/${event.slug}`), baseURL).href })
    // iCalendar times have whole seconds.
    expect(entry.lastmodified?.getTime()).toBe(Math.floor(Date.parse(event.updatedAt) / 1000) * 1000)
  }

  // Polling costs almost nothing: the same ETag or date answers 304 with no body. (A publish by a
  // test running alongside moves Last-Modified on: then the pair is tried again.)
  await expect(async () => {
    const fresh = await request.get('/en/explore/huntingdon/events.ics')
    const { etag, 'last-modified': lastModified } = fresh.headers()
    expect(etag).toMatch(/^"[^"]+"$/)
    expect(lastModified).toBeTruthy()
    expect((await request.get('/en/explore/huntingdon/events.ics', { headers: { 'If-None-Match': etag } })).status()).toBe(304)
    expect((await request.get('/en/explore/huntingdon/events.ics', { headers: { 'If-Modified-Since': lastModified } })).status()).toBe(304)
  }).toPass({ timeout: 15_000 })
  expect((await request.get('/en/explore/huntingdon/events.ics', { headers: { 'If-None-Match': '"stale"' } })).status()).toBe(200)
  // Another language names the calendar in it; an unknown town or language is not found.
  expect(await (await request.get('/pl/explore/huntingdon/events.ics')).text()).toContain(
    `X-WR-CALNAME:${(messages('pl').EventFeeds as Record<string, string>).calendarName.replace('{townName}', 'Huntingdon')}`,
  )
  expect((await request.get('/en/explore/nowhere/events.ics')).status()).toBe(404)
  expect((await request.get('/xx/explore/huntingdon/events.ics')).status()).toBe(404)
})

/** The next last Sunday of March from now, as a UTC date: the day the clocks go forward in London. */
function nextClockChange(): Date {
  for (let year = new Date().getUTCFullYear(); ; year++) {
    const lastOfMarch = new Date(Date.UTC(year, 2, 31))
    const sunday = new Date(Date.UTC(year, 2, 31 - lastOfMarch.getUTCDay()))
    if (sunday.getTime() > Date.now() + 2 * 24 * 60 * 60 * 1000) return sunday
  }
}
const icsDay = (date: Date) => date.toISOString().slice(0, 10).replace(/-/g, '')

test('the calendar keeps 10:30 in London across the clock change; an edit keeps the UID and address, a delete leaves the feed', async ({
  request,
}) => {
  const auth = await signInAsAdmin(request)
  const stamp = Date.now().toString(36)
  // The Saturday before the clocks go forward is in GMT, the Sunday in BST: both at 10:30 in London.
  const sunday = nextClockChange()
  const saturday = new Date(sunday.getTime() - 24 * 60 * 60 * 1000)
  const gmt = new Date(saturday.getTime() + (10 * 60 + 30) * 60_000)
  const bst = new Date(sunday.getTime() + (9 * 60 + 30) * 60_000)
  const before = await createEvent(request, auth, { title: `Clock fair A ${stamp}`, start: gmt.toISOString() })
  const after = await createEvent(request, auth, { title: `Clock fair B ${stamp}`, start: bst.toISOString() })
  let deleted = false
  try {
    const read = async () => {
      const response = await request.get('/en/explore/st-neots/events.ics')
      const text = await response.text()
      return { text, headers: response.headers(), events: vevents(text) }
    }
    let first = await read()
    await expect(async () => {
      first = await read()
      expect(first.events.filter((e) => String(e.summary).includes(stamp))).toHaveLength(2)
    }).toPass({ timeout: 15_000 })
    expect(first.text).toContain(`DTSTART;TZID=Europe/London:${icsDay(saturday)}T103000`)
    expect(first.text).toContain(`DTSTART;TZID=Europe/London:${icsDay(sunday)}T103000`)
    const entry = (id: number) => first.events.find((e) => e.uid.startsWith(`event-${id}@`))!
    expect(entry(before.id).start.toISOString()).toBe(gmt.toISOString())
    expect(entry(after.id).start.toISOString()).toBe(bst.toISOString())

    const edited = await request.patch(`/api/events/${after.id}`, {
      headers: auth,
      data: { title: `Clock fair B, moved ${stamp}`, description: 'Moved to the riverside', _status: 'published' },
    })
    expect(edited.ok(), await edited.text()).toBe(true)
    // A new title keeps the event's address: links and calendar entries stay valid.
    expect((await edited.json()).doc.slug).toBe(after.slug)
    await expect(async () => {
      const second = await read()
      expect(second.headers.etag).not.toBe(first.headers.etag)
      const moved = second.events.find((e) => e.uid === entry(after.id).uid)!
      expect(moved.description).toBe('Moved to the riverside')
      expect(moved.url).toMatchObject({ val: expect.stringMatching(new RegExp(`/explore/st-neots/events/${after.slug}$`)) })
    }).toPass({ timeout: 15_000 })

    // Deleted: gone from the next answer, and a calendar asking "changed since?" is told yes.
    // (A date is only given once its second has passed: a change within it could not be told apart.)
    let sinceBefore = ''
    await expect(async () => {
      sinceBefore = (await read()).headers['last-modified'] ?? ''
      expect(sinceBefore).not.toBe('')
    }).toPass({ timeout: 15_000 })
    expect((await request.delete(`/api/events/${before.id}`, { headers: auth })).ok()).toBe(true)
    deleted = true
    await expect(async () => {
      const third = await read()
      expect(third.events.some((e) => e.uid === entry(before.id).uid)).toBe(false)
      const since = await request.get('/en/explore/st-neots/events.ics', { headers: { 'If-Modified-Since': sinceBefore } })
      expect(since.status()).toBe(200)
    }).toPass({ timeout: 15_000 })
  } finally {
    for (const doc of deleted ? [after] : [before, after]) await request.delete(`/api/events/${doc.id}`, { headers: auth })
  }
})

/** An Atom text of type "html" as a reader shows it. */
const htmlText = (html = '') =>
  html.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!)

test('each town’s current notices and upcoming events are an Atom feed', async ({ request, baseURL }) => {
  const auth = await signInAsAdmin(request)
  const upcoming = (await publishedEvents(request, auth, 'st-ives')).filter((e) => isUpcoming(e))
  const notices = (
    await (
      await request.get('/api/notices?where[towns.slug][equals]=st-ives&where[_status][equals]=published&limit=100&depth=0', {
        headers: auth,
      })
    ).json()
  ).docs as { id: number; title: string; startDate: string; endDate: string | null }[]
  const now = Date.now()
  const active = notices.filter((n) => Date.parse(n.startDate) <= now && (!n.endDate || Date.parse(n.endDate) > now))

  const response = await request.get('/en/explore/st-ives/feed.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/)
  const feed = await new Parser().parseString(await response.text())
  expect(feed.title).toBe('St Ives: notices and events')
  expect(feed.items).toHaveLength(active.length + upcoming.length)
  for (const event of upcoming) {
    const url = new URL(localizedPath('en', `/explore/st-ives/events/${event.slug}`), baseURL).href
    expect(htmlText(feed.items.find((item) => item.link === url)?.title)).toBe(event.title)
  }
  for (const notice of active) expect(feed.items.map((item) => htmlText(item.title))).toContain(notice.title)
  await expect(async () => {
    const { etag } = (await request.get('/en/explore/st-ives/feed.xml')).headers()
    expect((await request.get('/en/explore/st-ives/feed.xml', { headers: { 'If-None-Match': etag } })).status()).toBe(304)
  }).toPass({ timeout: 15_000 })
})

test('the town page offers its events and a subscription by webcal link, copyable address and feed', async ({ page, baseURL }) => {
  await page.goto('/es/explore/huntingdon')
  const t = messages('es').Events as Record<string, string>
  const section = page.locator('section#events')
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(t.whatsOnHeading.replace('{townName}', 'Huntingdon'))
  await expect(section.getByRole('heading', { level: 3, name: talk.title.es })).toBeVisible()
  const calendar = new URL('/es/explore/huntingdon/events.ics', baseURL)
  await expect(section.getByRole('link', { name: t.subscribeCalendar })).toHaveAttribute(
    'href',
    `webcal://${calendar.host}${calendar.pathname}`,
  )
  await expect(section.getByRole('textbox', { name: t.calendarAddress })).toHaveValue(calendar.href)
  await expect(section.getByRole('link', { name: t.subscribeFeed })).toHaveAttribute(
    'href',
    new URL('/es/explore/huntingdon/feed.xml', baseURL).href,
  )
  // The page announces both feeds to browsers and feed readers.
  await expect(page.locator('head link[rel="alternate"][type="text/calendar"]')).toHaveAttribute('href', calendar.href)
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    new URL('/es/explore/huntingdon/feed.xml', baseURL).href,
  )
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await section.getByRole('button', { name: t.copy }).click()
  await expect(section.getByRole('status')).toHaveText(t.copied)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(calendar.href)
  await expectNoAxeViolations(page)
})
