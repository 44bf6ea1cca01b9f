import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import { createTranslator } from 'use-intl/core'

import { signInAsAdmin } from './admin-api'
import { decodeQr, expectNoAxeViolations, LOCALES, type Locale, localizedPath, messages } from './support'

/**
 * Issue 20, first pages: a town page lists its walking tours with their stops, length and time, and
 * each tour has a page with its route and its stops in walking order, in every language.
 */
type SeedTour = { id: string; town: string; title: string; stops: { place: string }[] }
const seedDir = path.join(import.meta.dirname, '../../src/cms/seed/data')
const tours: SeedTour[] = JSON.parse(fs.readFileSync(path.join(seedDir, 'tours.json'), 'utf8')).tours
const translations = (locale: Locale): Record<string, { title: string }> =>
  locale === 'en'
    ? Object.fromEntries(tours.map((tour) => [tour.id, tour]))
    : JSON.parse(fs.readFileSync(path.join(seedDir, `tours.${locale}.json`), 'utf8'))
const huntingdon = tours.find((tour) => tour.town === 'huntingdon')!

const t = (locale: Locale, namespace: string) =>
  createTranslator({ locale, messages: messages(locale) as never, namespace: namespace as never }) as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string

for (const locale of ['en', 'pl'] as Locale[]) {
  test(`${locale}: the Huntingdon town page lists its trail with its stops, length and walking time, and leads to it`, async ({ page }) => {
    const title = translations(locale)[huntingdon.id].title
    await page.goto(localizedPath(locale, '/explore/huntingdon'))
    const section = page.locator('section[aria-labelledby="town-tours"]')
    const card = section.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) })
    await expect(card).toHaveCount(1)
    const stops = t(locale, 'Tours')('stopCount', { count: huntingdon.stops.length })
    await expect(card).toContainText(stops)
    // A length and a time: "1.2 km" or "850 m", then the time in minutes.
    await expect(card).toContainText(/\d.*(km|m)\b.*\d+\s?min/)
    await card.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(new RegExp(`/explore/huntingdon/tours/${huntingdon.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })
}

test('the tour page shows the route with 11 numbered stops, and the stops in walking order with each leg and the total', async ({
  page,
}) => {
  const response = await page.goto(`/explore/huntingdon/tours/${huntingdon.id}`)
  expect(response?.status()).toBe(200)
  const route = page.getByRole('img', { name: new RegExp(`${huntingdon.stops.length} stops`) })
  await expect(route.locator('circle')).toHaveCount(huntingdon.stops.length)
  await expect(route.locator('text')).toHaveText(huntingdon.stops.map((_, i) => String(i + 1)))
  const stops = page.locator('section[aria-labelledby="tour-stops"] ol > li')
  await expect(stops).toHaveCount(huntingdon.stops.length)
  // In the seed's order, each a link to the place on the map.
  for (const [i, stop] of huntingdon.stops.entries()) {
    await expect(stops.nth(i).getByRole('link')).toHaveAttribute('href', `/explore/huntingdon/map/${stop.place}`)
  }
  await expect(stops.nth(1)).toContainText('from stop 1')
  await expect(stops.nth(1)).toContainText('from the start')
  await expect(page.getByText(messages('en').Tours.straightLine)).toBeVisible()
})

test('the route picture becomes a live map on request: every stop numbered, the one being walked to marked', async ({ page }) => {
  await page.goto(`/explore/huntingdon/tours/${huntingdon.id}`)
  // The street map is blocked here, so the picture stays until the visitor asks for the map.
  await page.getByRole('button', { name: messages('en').Tours.openMap }).click()
  const markers = page.locator('.maplibregl-marker')
  await expect(markers).toHaveCount(huntingdon.stops.length, { timeout: 30_000 })
  await expect(page.locator('.maplibregl-canvas')).toBeVisible()
  await page.getByRole('button', { name: messages('en').Tours.start }).click()
  await page
    .getByTestId('tour-follow')
    .getByRole('button', { name: messages('en').Tours.nextHere })
    .click()
  await expect(markers.locator('[data-current]')).toHaveText('2')
  await expectNoAxeViolations(page)
})

test('an address of no tour answers 404', async ({ page }) => {
  expect((await page.goto('/explore/huntingdon/tours/no-such-tour'))?.status()).toBe(404)
  expect((await page.goto(`/explore/ramsey/tours/${huntingdon.id}`))?.status()).toBe(404)
})

for (const locale of LOCALES) {
  test(`axe finds nothing on a tour page in ${locale}`, async ({ page }) => {
    const tour = tours.find((candidate) => candidate.town === 'stives')!
    await page.goto(localizedPath(locale, `/explore/st-ives/tours/${tour.id}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translations(locale)[tour.id].title)
    await expectNoAxeViolations(page)
  })
}

type SeedPlace = { id: string; name: string; coordinates: [number, number] }
const places: SeedPlace[] = JSON.parse(fs.readFileSync(path.join(seedDir, 'places.json'), 'utf8'))
const stopPlaces = (tour: SeedTour) => tour.stops.map((stop) => places.find((place) => place.id === stop.place)!)

test.describe('follow mode', () => {
  const tourPath = `/explore/huntingdon/tours/${huntingdon.id}`
  const [first, second, third] = stopPlaces(huntingdon)
  const en = messages('en').Tours

  test('with the visitor’s position shared, walks from stop 1 to stop 3: how far, arrival offered, never moved on by itself; a reload continues', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto(tourPath)
    const card = page.getByTestId('tour-follow')
    await expect(card).toHaveCount(0)
    await page.getByRole('button', { name: en.start }).click()

    await expect(card.getByRole('heading', { level: 2 })).toContainText(first.name)
    await expect(card).toContainText(t('en', 'Tours')('progressShort', { number: 1, count: huntingdon.stops.length }))
    await expect(card).toContainText(en.startsHere)
    // Asked only when the visitor presses the button. Some 300 m south of the first stop:
    await context.grantPermissions(['geolocation'], { origin: baseURL })
    await context.setGeolocation({ latitude: first.coordinates[1] - 0.0027, longitude: first.coordinates[0] })
    await card.getByRole('button', { name: en.shareLocation }).click()
    await expect(card).toContainText(/\d+ m from you · about \d+ min on foot/)
    // The stop being walked to is marked in the list and the picture, and the visitor is drawn.
    const stops = page.locator('section[aria-labelledby="tour-stops"] ol > li')
    await expect(stops.nth(0)).toHaveAttribute('aria-current', 'step')
    await expect(page.locator('svg [data-current] text')).toHaveText('1')
    await expect(page.locator('svg [data-visitor]')).toHaveCount(1)

    // Arriving offers to move on, and waits.
    await context.setGeolocation({ latitude: first.coordinates[1], longitude: first.coordinates[0] })
    const arrived = card.getByText(t('en', 'Tours')('arrived', { name: first.name }))
    await expect(arrived).toBeVisible()
    await page.waitForTimeout(1000)
    await expect(card.getByRole('heading', { level: 2 })).toContainText(first.name)

    await card.getByRole('button', { name: en.nextHere }).click()
    await expect(card.getByRole('heading', { level: 2 })).toContainText(second.name)
    await expect(stops.nth(1)).toHaveAttribute('aria-current', 'step')
    await expect(stops.nth(0)).not.toHaveAttribute('aria-current', 'step')
    await context.setGeolocation({ latitude: second.coordinates[1] - 0.0027, longitude: second.coordinates[0] })
    await expect(card).toContainText(/\d+ m from you · about \d+ min on foot/)

    await context.setGeolocation({ latitude: second.coordinates[1], longitude: second.coordinates[0] })
    await expect(card.getByText(t('en', 'Tours')('arrived', { name: second.name }))).toBeVisible()
    await card.getByRole('button', { name: en.nextHere }).click()
    await expect(card.getByRole('heading', { level: 2 })).toContainText(third.name)

    // Kept on the device: a reload (or coming back later) continues at stop 3, still watching where the visitor is.
    await page.reload()
    await expect(card.getByRole('heading', { level: 2 })).toContainText(third.name)
    await expect(stops.nth(2)).toHaveAttribute('aria-current', 'step')
    await context.setGeolocation({ latitude: third.coordinates[1], longitude: third.coordinates[0] })
    await expect(card.getByText(t('en', 'Tours')('arrived', { name: third.name }))).toBeVisible()

    // Previous goes back; the stop's details are one tap away.
    await card.getByRole('button', { name: en.previousStop }).click()
    await expect(card.getByRole('heading', { level: 2 })).toContainText(second.name)
    await expect(card.getByRole('link', { name: t('en', 'Tours')('aboutStop', { name: second.name }) })).toHaveAttribute(
      'href',
      `/explore/huntingdon/map/${second.id}`,
    )
    await card.getByRole('button', { name: en.end }).click()
    await expect(card).toHaveCount(0)
    await expect(page.getByRole('button', { name: en.start })).toBeVisible()
  })

  test('by keyboard alone and without a position: distances from the previous stop, to the end and back', async ({ page }) => {
    const count = huntingdon.stops.length
    await page.goto(tourPath)
    const start = page.getByRole('button', { name: en.start })
    await start.focus()
    await page.keyboard.press('Enter')
    const card = page.getByTestId('tour-follow')
    await expect(card).toBeVisible()
    const next = card.getByRole('button', { name: en.nextHere })
    await next.focus()
    await page.keyboard.press('Enter')
    // No position: from stop 1.
    await expect(card).toContainText(/ from stop 1 · about \d+ min on foot/)
    for (let stop = 2; stop < count; stop++) {
      await next.focus()
      await page.keyboard.press('Enter')
    }
    await expect(card.getByRole('heading', { level: 2 })).toContainText(stopPlaces(huntingdon)[count - 1].name)
    const finish = card.getByRole('button', { name: en.finishHere })
    await finish.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: t('en', 'Tours')('finished', { title: huntingdon.title }) })).toBeVisible()
    // Screen readers hear where they are as it changes.
    await expect(page.getByRole('status').filter({ hasText: huntingdon.title })).toHaveCount(1)
    await page.getByRole('button', { name: en.startOver }).click()
    await expect(card.getByRole('heading', { level: 2 })).toContainText(stopPlaces(huntingdon)[0].name)
  })
})

test('printed, the tour is its title, route picture and stops on A4, without the site’s header, footer or buttons', async ({
  page,
}, testInfo) => {
  await page.goto(`/explore/huntingdon/tours/${huntingdon.id}`)
  await expect(page.getByRole('img', { name: new RegExp(`${huntingdon.stops.length} stops`) })).toBeVisible()
  const pdf = testInfo.outputPath('tour.pdf')
  await page.pdf({ path: pdf, format: 'A4' })
  // One line of words, however the page wrapped them.
  const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
  expect(text).toContain(huntingdon.title)
  for (const place of stopPlaces(huntingdon)) expect(text).toContain(place.name)
  const en = messages('en')
  // No chrome: the header's navigation, the footer, the buttons and the per-stop map links.
  for (const chrome of [en.Tours.start, en.Tours.print, en.Town.viewOnMap, en.Site.skipToContent, en.Footer.officeHours])
    expect(text, `“${chrome}” is not printed`).not.toContain(chrome)
  expect(text).not.toContain(t('en', 'Tours')('backToTown', { townName: 'Huntingdon' }))
})

test.describe('on a kiosk', () => {
  test('a tour shows its route, its stops and a QR that opens the same tour on a phone in the kiosk’s language; axe finds nothing at 1080×1920', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1080, height: 1920 })
    const tour = tours.find((candidate) => candidate.town === 'ramsey')!
    await page.goto(localizedPath('lt', `/kiosk/ramsey/tours/${tour.id}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translations('lt')[tour.id].title)
    await expect(page.locator('svg[role="img"] text')).toHaveCount(tour.stops.length)
    await expect(page.locator('section[aria-labelledby="kiosk-tour-stops"] ol > li')).toHaveCount(tour.stops.length)
    const qr = 'section[data-handoff*="/tours/"] img'
    await expect(page.locator(qr)).toBeVisible()
    expect(await decodeQr(page, qr)).toBe(`${baseURL}/lt/explore/ramsey/tours/${tour.id}`)
    await expectNoAxeViolations(page)
  })

  test('the kiosk’s highlights feature the town’s tours, each leading to its kiosk page', async ({ page }) => {
    const tour = tours.find((candidate) => candidate.town === 'stneots')!
    await page.goto('/kiosk/st-neots/highlights')
    // As a visitor would: once the kiosk is ready (before that its link guard is not listening).
    await expect(page.locator('[data-display-mode]')).toHaveAttribute('aria-busy', 'false')
    const section = page.locator('section[aria-labelledby="attract-tours"]')
    await section.getByRole('link', { name: tour.title }).click()
    await expect(page).toHaveURL(new RegExp(`/kiosk/st-neots/tours/${tour.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tour.title)
  })

  test('a screen’s rotation shows each tour as a card with its length, stops and a QR to take it away', async ({ page, baseURL }) => {
    const tour = tours.find((candidate) => candidate.town === 'stives')!
    await page.goto(localizedPath('fr', '/screen/st-ives'))
    // Every slide is in the page; all but the one showing are hidden, so they are found by selector.
    const slide = page.locator(`[data-slide="tour-${tour.id}"]`)
    await expect(slide.locator('h2')).toHaveText(translations('fr')[tour.id].title)
    await expect(slide).toContainText(t('fr', 'Tours')('stopCount', { count: tour.stops.length }))
    await expect(slide.locator('svg[role="img"] text')).toHaveCount(tour.stops.length)
    expect(await decodeQr(page, `[data-slide="tour-${tour.id}"] section[data-handoff*="/tours/"] img`)).toBe(
      `${baseURL}/fr/explore/st-ives/tours/${tour.id}`,
    )
  })

  test('a kiosk address of no tour answers 404', async ({ page }) => {
    expect((await page.goto('/kiosk/ramsey/tours/no-such-tour'))?.status()).toBe(404)
  })
})

test('a highlight an editor points at a tour leads to it', async ({ page, request }) => {
  const auth = await signInAsAdmin(request)
  const tour = tours.find((candidate) => candidate.town === 'stives')!
  const find = async (collection: string, slug: string) =>
    (await (await request.get(`/api/${collection}?where[slug][equals]=${slug}&depth=0`, { headers: auth })).json()).docs[0]
  const [town, tourDoc] = [await find('towns', 'st-ives'), await find('tours', tour.id)]
  const title = `Walk with us ${Date.now().toString(36)}`
  const created = await request.post('/api/highlights', {
    headers: auth,
    data: { title, town: town.id, order: -1, tour: tourDoc.id, _status: 'published' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const highlight = (await created.json()).doc
  try {
    const link = page.getByRole('link', { name: messages('en').Highlights.takeTour })
    await expect(async () => {
      await page.goto('/highlights/st-ives')
      await expect(link).toHaveAttribute('href', `/explore/st-ives/tours/${tour.id}`, { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await link.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tour.title)
  } finally {
    await request.delete(`/api/highlights/${highlight.id}`, { headers: auth })
  }
})

test('a tour’s cover shows on its town page, and visitors may fetch it once the tour is published with it', async ({ page, request }) => {
  const auth = await signInAsAdmin(request)
  const tour = tours.find((candidate) => candidate.town === 'ramsey')!
  const tourDoc = (await (await request.get(`/api/tours?where[slug][equals]=${tour.id}&depth=0`, { headers: auth })).json()).docs[0]
  const upload = await request.post('/api/media', {
    headers: auth,
    multipart: {
      file: {
        name: `tour-cover-${Date.now().toString(36)}.svg`,
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#0b4f6c"/></svg>',
        ),
      },
      _payload: JSON.stringify({ alt: 'The abbey gatehouse' }),
    },
  })
  expect(upload.ok(), await upload.text()).toBe(true)
  const media = (await upload.json()).doc
  try {
    const saved = await request.patch(`/api/tours/${tourDoc.id}`, { headers: auth, data: { cover: media.id, _status: 'published' } })
    expect(saved.ok(), await saved.text()).toBe(true)
    const card = page.locator('section[aria-labelledby="town-tours"] li').filter({ hasText: tour.title })
    await expect(async () => {
      await page.goto('/explore/ramsey')
      await expect(card.locator('img')).toHaveAttribute('src', media.url, { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    // A visitor (no session) may fetch it now that a published tour shows it.
    expect((await page.request.get(media.url)).status()).toBe(200)
    await expectNoAxeViolations(page)
  } finally {
    await request.patch(`/api/tours/${tourDoc.id}`, { headers: auth, data: { cover: null, _status: 'published' } })
    await request.delete(`/api/media/${media.id}`, { headers: auth })
  }
})
