import { expect, test } from '@playwright/test'
import { MAP_READY_TIMEOUT, wakeMap } from './support'

import { parsePolicy } from '../../src/domain/security-headers'
import { MAP_STYLE_URL } from '../../src/features/map/basemap'
import { serveBasemap, watchViolations } from './csp'

/**
 * Issue 8: every response carries the security headers, and the policy breaks nothing the app
 * uses (pages, MapLibre with its worker and the basemap, Payload's admin).
 */
const EXPECTED = ['content-security-policy', 'x-content-type-options', 'referrer-policy'] as const

test('every kind of response lists the security headers', async ({ request }) => {
  const home = await (await request.get('/')).text()
  const chunk = /\/_next\/static\/[^"']+\.js/.exec(home)?.[0]
  expect(chunk, 'a Next static chunk in the home page').toBeTruthy()
  const targets: { name: string; path: string; status: number }[] = [
    { name: 'public page', path: '/explore/st-ives', status: 200 },
    { name: '404 page', path: '/no-such-page-here', status: 404 },
    { name: '404 api', path: '/api/places/town/atlantis', status: 404 },
    { name: 'admin', path: '/admin', status: 200 },
    { name: 'admin login', path: '/admin/login', status: 200 },
    { name: 'town feed', path: '/api/places/town/stIves', status: 200 },
    { name: 'build id', path: '/builds/latest.json', status: 200 },
    { name: 'static file (public/)', path: '/map-style/fallback.json', status: 200 },
    { name: 'static chunk', path: chunk!, status: 200 },
    { name: 'admin-only view refused', path: '/admin/usage-stats', status: 401 },
  ]
  const listing: string[] = []
  for (const target of targets) {
    const response = await request.get(target.path, { maxRedirects: 0 })
    expect(response.status(), target.name).toBe(target.status)
    const headers = response.headers()
    for (const name of EXPECTED) expect(headers[name], `${name} on ${target.name}`).toBeTruthy()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    const policy = parsePolicy(headers['content-security-policy'])
    // Framed only by the guide itself (the admin's live preview), never by another site.
    expect(policy['frame-ancestors'], target.name).toEqual(["'self'"])
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['script-src']).not.toContain("'unsafe-eval'")
    expect(policy['connect-src']).toContain(new URL(MAP_STYLE_URL).origin)
    // The tests run the production build: HSTS is on (browsers ignore it over plain http).
    expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]), target.name).toBeGreaterThanOrEqual(31_536_000)
    listing.push(
      `${target.name} ${target.path} → ${response.status()}`,
      ...[...EXPECTED, 'strict-transport-security'].map((h) => `  ${h}: ${headers[h]}`),
    )
  }
  console.log(listing.join('\n'))
})

test('kiosk and screen routes, like every other route, refuse framing by other sites unless KIOSK_FRAME_ANCESTORS is set', async ({
  request,
}) => {
  const configured = process.env.KIOSK_FRAME_ANCESTORS?.trim()
  for (const path of ['/kiosk/st-ives', '/fr/kiosk/st-ives', '/screen/st-ives']) {
    const response = await request.get(path, { maxRedirects: 0 })
    const ancestors = parsePolicy(response.headers()['content-security-policy'] ?? '')['frame-ancestors']
    if (configured) expect(ancestors, path).not.toEqual(["'self'"])
    else expect(ancestors, path).toEqual(["'self'"])
  }
})

test('the home page, a town map and the admin login load with no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page)
  await serveBasemap(page)
  const basemapRequested = page.waitForRequest((r) => r.url().startsWith(MAP_STYLE_URL))
  await page.goto('/')
  await expect(page.locator('h1')).toBeVisible()
  await page.goto('/explore/huntingdon/map')
  // The live map, with the remote street map, loads on the visitor's touch.
  await wakeMap(page)
  await expect(page.getByRole('status').filter({ hasText: /^Map ready: \d+/ })).toBeAttached({ timeout: MAP_READY_TIMEOUT })
  await basemapRequested
  await expect
    .poll(async () =>
      Number(
        (
          await page
            .getByRole('status')
            .filter({ hasText: /^Map ready: \d+/ })
            .textContent()
        )?.match(/\d+/)?.[0],
      ),
    )
    .toBeGreaterThan(5)
  await page.goto('/admin/login')
  await expect(page.locator('input[name="email"]')).toBeVisible()
  expect(violations).toEqual([])
})
