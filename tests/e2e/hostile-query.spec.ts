import { expect, test } from '@playwright/test'
import fc from 'fast-check'

import { LOCALES } from '../../src/domain/locales'
import { TOWNS } from './support'

/**
 * Issue 8, hostile input: generated values for every query parameter of the spec (settown, setkiosk,
 * setscreen, bustcache, debug, disableLocationRequest, locale on the town APIs) and for place links,
 * against the production server. Pages can only be reached over HTTP, so each property runs RUNS
 * times (the in-process POST properties in tests/int/hostile-input.test.ts run 1,000). Never a 5xx.
 */
const RUNS = 200
const PARAMS = ['settown', 'setkiosk', 'setscreen', 'bustcache', 'debug', 'disableLocationRequest'] as const

/** Values a visitor, a typo or an attacker might put in a query string, encoded or raw. */
const hostileValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('', 'kioskA', 'KIOSKB', 'kioskc', 'screen3', 'true', 'TRUE', '1', 'yes', '0', 'null', 'undefined', '[]', '{}', 'x'.repeat(2000)),
  fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '../../etc/passwd', '%00', '\u0000', '\u202e'),
)
const rawSuffix = fc.constantFrom('', '&', '&&settown', '&setkiosk', '&debug=%zz', '&bustcache=%E0%A4%A', '&settown=%', '&=&=', '#frag')

function queryOf(values: Partial<Record<(typeof PARAMS)[number], string | string[]>>, raw: string) {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(values)) for (const v of [value].flat()) query.append(name, v!)
  return `?${query}${raw}`
}
const queryValues = fc.record(
  Object.fromEntries(PARAMS.map((p) => [p, fc.oneof(hostileValue, fc.array(hostileValue, { minLength: 2, maxLength: 3 }))])) as Record<
    (typeof PARAMS)[number],
    fc.Arbitrary<string | string[]>
  >,
  { requiredKeys: [] },
)

const prefix = fc.constantFrom(...LOCALES.map((l) => (l === 'en' ? '' : `/${l}`)))
const town = fc.constantFrom(...TOWNS.map((t) => t.slug))
/**
 * Path segments (percent-encoded as a browser would send them). Malformed encodings and the dot
 * segments that land on Payload's own REST routes are left to the known-defects test at the end.
 */
const slugLike = fc
  .oneof(
    fc.stringMatching(/^[a-z0-9-]{1,40}$/),
    fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
    fc.constantFrom('huntingdon-cromwell-museum', '..%2F..%2Fadmin', '%3Cscript%3E', 'x'.repeat(300)),
  )
  .filter((segment) => segment !== '.' && segment !== '..')

test.describe.configure({ timeout: 180_000 })

test(`kiosk, screen and public pages: ${RUNS} generated query strings, never a 5xx`, async ({ request }) => {
  const statuses = new Map<number, number>()
  const path = fc.oneof(
    fc.tuple(prefix, fc.constantFrom('/kiosk', '/screen'), fc.option(town, { nil: '' })).map(([p, route, t]) => `${p}${route}${t ? `/${t}` : ''}`),
    fc.tuple(prefix, fc.constantFrom('', '/explore', '/about', '/contact')).map(([p, page]) => `${p}${page}` || '/'),
    fc.tuple(prefix, town).map(([p, t]) => `${p}/explore/${t}/map`),
  )
  await fc.assert(
    fc.asyncProperty(path, queryValues, rawSuffix, async (p, values, raw) => {
      const url = `${p}${queryOf(values, raw)}`
      const response = await request.get(url, { maxRedirects: 0 })
      statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1)
      expect(response.status(), url).toBeLessThan(500)
    }),
    { numRuns: RUNS },
  )
  console.log(`[hostile query] pages: ${JSON.stringify(Object.fromEntries(statuses))}`)
})

test(`town APIs: ${RUNS} generated locale and town keys, 200/400/404 with a reason`, async ({ request }) => {
  const key = fc.oneof(fc.constantFrom('huntingdon', 'stIves', 'ramsey', 'stNeots'), slugLike)
  const locale = fc.option(fc.oneof(fc.constantFrom(...LOCALES), hostileValue), { nil: undefined })
  await fc.assert(
    fc.asyncProperty(fc.constantFrom('places', 'events', 'notices'), key, locale, async (kind, dbKey, loc) => {
      const url = `/api/${kind}/town/${dbKey}${loc === undefined ? '' : `?${new URLSearchParams({ locale: loc })}`}`
      const response = await request.get(url)
      expect([200, 400, 404], url).toContain(response.status())
      if (response.status() === 400) expect((await response.json()).validLocales).toEqual([...LOCALES])
      if (response.status() === 404 && response.headers()['content-type']?.includes('json')) expect((await response.json()).error).toBeTruthy()
    }),
    { numRuns: RUNS },
  )
})

test(`place links: ${RUNS} generated /map/{place} paths, a place page or a 404, never a 5xx`, async ({ request }) => {
  const statuses = new Map<number, number>()
  await fc.assert(
    fc.asyncProperty(prefix, town, slugLike, async (p, t, place) => {
      const url = `${p}/explore/${t}/map/${place}`
      const response = await request.get(url, { maxRedirects: 0 })
      statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1)
      expect([200, 307, 308, 404], url).toContain(response.status())
    }),
    { numRuns: RUNS },
  )
  console.log(`[hostile query] place links: ${JSON.stringify(Object.fromEntries(statuses))}`)
})

test('in the browser, hostile kiosk settings and flags are refused without a page error', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const samples = fc.sample(queryValues, { numRuns: 6, seed: 8 })
  for (const values of samples) {
    for (const route of ['/kiosk/st-ives', '/screen/st-ives']) {
      const url = `${route}${queryOf(values, '')}`
      const response = await page.goto(url)
      expect(response?.status(), url).toBeLessThan(500)
      await expect(page.locator('body')).toBeVisible()
      const stored = await page.evaluate(() => localStorage.getItem('town-guide:kiosk-settings'))
      if (stored) {
        const settings = JSON.parse(stored)
        expect(['kioskA', 'kioskB']).toContain(settings.kiosk)
        expect(['screen1', 'screen2']).toContain(settings.screen)
      }
    }
  }
  expect(errors).toEqual([])
})

/**
 * Found by the properties above: Next answered a bare 500 to a path it could not decode twice
 * (`%zz`, and `%25`, which its router decodes to a stray "%"), and Payload to a non-numeric id on
 * Postgres. The proxy (src/domain/urls.ts isRoutablePath) and a collection hook
 * (src/cms/hooks/numericIds.ts) now answer 404.
 */
test('malformed percent-encoding in a path and non-numeric Payload ids answer 404, not 500', async ({ request }) => {
  for (const path of ['/explore/huntingdon/map/%E0%A4%A', '/about%zz', '/pt/explore/huntingdon/map/%25%20', '/kiosk/st-ives/%25']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).toContain(path.includes('/pt/') ? 'Página' : 'Page not found')
  }
  for (const path of ['/api/places/abc', '/api/places/town/', '/api/events/1e3', '/api/users/NaN']) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})
