import { expect, type Page, test } from '@playwright/test'
import pg from 'pg'

import { DEFAULT_CATEGORY_COLOUR } from '../../src/domain/category-style'
import { signInAsAdmin } from './admin-api'
import { MAP_PREVIEW, PLACE_DETAILS } from './support'

/**
 * Issue 28: content can never break a page. Values that got past validation (stored before it
 * existed, or written straight into the database) select a fallback: a pin for an icon name that
 * names no icon (`constructor` and `__proto__` name properties every object has), the default
 * colour for a colour that is not a hex colour. It changes what every page shows, so this file
 * runs alone after the other publishing tests.
 */
test.describe.configure({ mode: 'serial' })

/** Two seeded categories that every town has places in; the test puts their values back. */
const BAD = [
  { slug: 'tours', icon: 'constructor', colour: 'url(https://tracker.example/pixel.png)' },
  { slug: 'community', icon: '__proto__', colour: 'red; display: none' },
]
const TOURS_PLACE = 'huntingdon-huntingdon-town-trail'

/** Each value of `rows` written to the categories table; resolves with the rows as they were. */
async function writeCategories(rows: { slug: string; icon: string; colour: string }[]) {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    const before = await db.query<{ slug: string; icon: string; colour: string }>(
      'SELECT slug, icon, colour FROM categories WHERE slug = ANY($1)',
      [rows.map((r) => r.slug)],
    )
    for (const row of rows) {
      const updated = await db.query('UPDATE categories SET icon = $1, colour = $2 WHERE slug = $3', [row.icon, row.colour, row.slug])
      expect(updated.rowCount, row.slug).toBe(1)
    }
    return before.rows
  } finally {
    await db.end()
  }
}

async function expectPage(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible()
}

/** The category's icon drawn as a pin, on the default colour. */
async function expectFallback(page: Page, scope: string) {
  const icon = page.locator(scope).locator('svg').first()
  await expect(icon, scope).toHaveClass(/lucide-map-pin/)
  const background = await icon.evaluate((svg) => getComputedStyle(svg.parentElement!).backgroundColor)
  expect(background, scope).toBe(hexToRgb(DEFAULT_CATEGORY_COLOUR))
}

const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`

test('an icon or colour stored outside the fixed lists falls back to a pin and the default colour; every page still answers', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const admin = await signInAsAdmin(request)
  const regenerate = async () => expect((await request.post('/api/cache-admin/regenerate', { headers: admin })).ok()).toBe(true)
  await page.route('**/tiles.openfreemap.org/**', (route) => route.abort())
  const tracker: string[] = []
  await page.route('https://tracker.example/**', (route) => {
    tracker.push(route.request().url())
    return route.abort()
  })

  const original = await writeCategories(BAD)
  try {
    await regenerate()

    await expectPage(page, '/explore/huntingdon')
    await expectFallback(page, '#heading-tours')
    await expectFallback(page, '#heading-community')
    // The rest of the page is intact: every category group and the tours section.
    await expect(page.locator('[id^="heading-"]')).toHaveCount(8)
    await expect(page.getByRole('heading', { name: 'Huntingdon Town Trail' }).first()).toBeVisible()

    await expectPage(page, '/pl/explore/st-ives')
    await expectFallback(page, '#heading-tours')

    await expectPage(page, '/explore/huntingdon/map')
    // The category filters show each category's icon, the same icons the markers are drawn from.
    await expect(page.locator('button[data-category="tours"] svg')).toHaveClass(/lucide-map-pin/)
    await expect(page.locator('button[data-category="community"] svg')).toHaveClass(/lucide-map-pin/)
    await expect(page.locator(MAP_PREVIEW).locator('[data-slug]').first()).toBeVisible()

    // A shared place opens close enough that its marker stands alone, with its details beside it.
    await expectPage(page, `/explore/huntingdon/map/${TOURS_PLACE}`)
    await expectFallback(page, `${MAP_PREVIEW} [data-slug="${TOURS_PLACE}"]`)
    const details = page.locator(PLACE_DETAILS)
    await expect(details.getByRole('heading', { level: 2 })).toHaveText('Huntingdon Town Trail')
    await expectFallback(page, `${PLACE_DETAILS} p > span:first-child`)

    for (const path of ['/kiosk/huntingdon', `/kiosk/huntingdon/${TOURS_PLACE}`, '/es/highlights/huntingdon']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
    }
    await expect(page.locator('main')).toBeVisible()
    expect((await request.get('/screen/huntingdon')).status()).toBe(200)
    expect(tracker, 'a colour value never loads a URL').toEqual([])
  } finally {
    await writeCategories(original)
    await regenerate()
  }
})
