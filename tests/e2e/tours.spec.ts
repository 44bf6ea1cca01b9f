import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import { createTranslator } from 'use-intl/core'

import { expectNoAxeViolations, LOCALES, type Locale, localizedPath, messages } from './support'

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
