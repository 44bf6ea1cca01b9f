import { randomUUID } from 'node:crypto'

import { expect, type Page, test } from '@playwright/test'

import { signInAsAdmin } from './admin-api'

const ADMIN = { email: process.env.ADMIN_EMAIL || 'admin@e2e.test', password: process.env.ADMIN_PASSWORD || 'e2e-admin-password' }

async function logIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 15_000 })
}

const place = `e2e-place-${Date.now().toString(36)}`

/** Payload honours the session cookie only on requests a browser marks as same-origin (CSRF check). */
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' }

test('a scripted visit is recorded and the admin sees it in the charts, tables and CSV', async ({ page }) => {
  await page.goto('/explore/st-ives')
  // The visit, sent from the page exactly as the client recorder sends it (same origin, JSON, a list of events).
  const now = Date.now()
  const events = [
    { type: 'page_view', path: '/explore/st-ives', mode: 'phone', locale: 'en' },
    { type: 'place_open', place, mode: 'phone', locale: 'en' },
    { type: 'search', searchLength: 5, resultCount: 2, mode: 'kiosk', kioskId: 'kioskA', locale: 'en' },
    { type: 'kiosk_session_start', mode: 'kiosk', kioskId: 'kioskA', locale: 'en' },
    { type: 'kiosk_idle_reset', mode: 'kiosk', kioskId: 'kioskA', locale: 'en' },
    { type: 'page_view', path: '/es/explore/st-ives', mode: 'kiosk', kioskId: 'kioskA', locale: 'es' },
  ].map((e) => ({ id: randomUUID(), ts: now, town: 'st-ives', ...e }))
  const result = await page.evaluate(
    async (body) => {
      const send = () =>
        fetch('/api/usage-stats/batch', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      const first = await send()
      const again = await send()
      return { first: first.status, stored: (await first.json()).stored, again: (await again.json()).stored }
    },
    { events },
  )
  expect(result).toEqual({ first: 202, stored: events.length, again: 0 })

  await logIn(page, ADMIN)
  await page.goto('/admin/usage-stats?town=st-ives')
  await expect(page.getByRole('heading', { name: 'Usage statistics', level: 1 })).toBeVisible()
  await expect(page.getByRole('region').getByRole('img').first()).toBeVisible()
  expect(await page.getByRole('region').getByRole('img').count()).toBeGreaterThanOrEqual(5)
  await expect(page.locator('.recharts-surface').first()).toBeVisible()

  const topPlaces = page.getByRole('region', { name: 'Top places' })
  await topPlaces.getByText('Table view').click()
  await expect(topPlaces.getByRole('cell', { name: place })).toBeVisible()
  const kiosks = page.getByRole('region', { name: 'Kiosk activity and idle resets' })
  await kiosks.getByText('Table view').click()
  await expect(kiosks.getByRole('row').filter({ hasText: 'kioskA' })).toBeVisible()

  const csv = await page.request.get('/api/usage-stats/export?town=st-ives', { headers: SAME_ORIGIN })
  expect(csv.status()).toBe(200)
  expect(await csv.text()).toContain(`top_places,${place},st-ives,1`)
})

test('an editor is refused the usage statistics', async ({ page, request }) => {
  const auth = await signInAsAdmin(request)
  const editor = { email: `editor-${Date.now()}@e2e.test`, password: 'e2e-editor-password' }
  const created = await request.post('/api/users', { headers: auth, data: { ...editor, role: 'editor' } })
  expect(created.ok()).toBe(true)

  await logIn(page, editor)
  await page.goto('/admin/usage-stats')
  await expect(page.getByRole('alert').filter({ hasText: 'Only admins can see this page.' })).toBeVisible()
  await expect(page.getByRole('region').getByRole('img')).toHaveCount(0)
  expect((await page.request.get('/api/usage-stats/export', { headers: SAME_ORIGIN })).status()).toBe(403)
  expect((await page.request.get('/api/usage-stats/export?format=json', { headers: SAME_ORIGIN })).status()).toBe(403)
})

for (const bypass of [false, true]) {
  test(`anonymous requests are refused the view and its data${bypass ? ' with x-middleware-subrequest' : ''}`, async ({ request }) => {
    const headers: Record<string, string> = bypass ? { 'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy' } : {}
    const view = await request.get('/admin/usage-stats', { headers, maxRedirects: 0 })
    const html = await view.text()
    // The proxy answers before Payload streams its 200 shell: a real 401, whose page sends a browser to sign in.
    expect(view.status()).toBe(401)
    expect(html).toContain('url=/admin/login?redirect=%2Fadmin%2Fusage-stats')
    expect(html).not.toContain('usage-chart')
    expect(html).not.toContain('Query times')
    for (const format of ['csv', 'json']) {
      expect((await request.get(`/api/usage-stats/export?format=${format}`, { headers })).status()).toBe(401)
    }
  })
}

test('an anonymous browser is sent to the login page', async ({ page }) => {
  await page.goto('/admin/usage-stats')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByRole('region').getByRole('img')).toHaveCount(0)
})

test('the client recorder posts page views of a real visit', async ({ page }) => {
  const batch = page.waitForRequest((r) => r.url().endsWith('/api/usage-stats/batch') && r.method() === 'POST', { timeout: 10_000 })
  await page.goto('/fr/explore/ramsey')
  const body = (await batch).postDataJSON() as { events: { type: string; locale: string; town: string }[] }
  expect(body.events).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'page_view', locale: 'fr', town: 'ramsey' })]))
  expect(JSON.stringify(body)).not.toMatch(/query/)
})

test('walking tours (issue 20): the recorder sends a tour opened, started, a stop reached and finished; the admin sees where visitors stop', async ({
  page,
}) => {
  // The real recorder, on a real tour page.
  const sent: { type: string; target?: string; stop?: number; place?: string }[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/usage-stats/batch') && r.method() === 'POST') sent.push(...(r.postDataJSON() as { events: never[] }).events)
  })
  await page.goto('/explore/st-neots/tours/st-neots-town-trail')
  await page.getByRole('button', { name: 'Start the tour' }).click()
  await page.getByRole('button', { name: 'I’m here: next stop' }).click()
  await expect
    .poll(() => sent.map((e) => `${e.type}:${e.target}:${e.stop ?? ''}`))
    .toEqual(
      expect.arrayContaining(['tour_open:st-neots-town-trail:', 'tour_start:st-neots-town-trail:', 'tour_stop:st-neots-town-trail:1']),
    )
  expect(sent.find((e) => e.type === 'tour_stop')?.place).toMatch(/^stneots-/)

  // Scripted visitors of a tour of this test's own: 4 started, 3 reached stop 1, 1 stop 2, 1 finished at stop 3.
  const tour = `e2e-tour-${Date.now().toString(36)}`
  const now = Date.now()
  const visit = (type: string, extra: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    ts: now,
    town: 'st-neots',
    locale: 'en',
    mode: 'phone',
    type,
    target: tour,
    ...extra,
  })
  const stop = (n: number) => visit('tour_stop', { stop: n, place: `stop-place-${n}` })
  const events = [...[1, 2, 3, 4].map(() => visit('tour_start')), ...[1, 2, 3].map(() => stop(1)), stop(2), stop(3), visit('tour_finish')]
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/usage-stats/batch', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { events },
  )
  expect(status).toBe(202)

  await logIn(page, ADMIN)
  await page.goto('/admin/usage-stats?town=st-neots')
  const tours = page.getByRole('region', { name: 'Walking tours' })
  await tours.getByText('Table view').click()
  // 2 of the 4 stopped after stop 1: that is where most stop.
  await expect(tours.getByRole('row').filter({ hasText: tour })).toContainText(/4\s*1\s*Stop 1 \(stop-place-1\)/)
  const csv = await page.request.get('/api/usage-stats/export?town=st-neots', { headers: SAME_ORIGIN })
  expect(await csv.text()).toContain(`tours,st-neots/${tour},stops_at,1`)
})
