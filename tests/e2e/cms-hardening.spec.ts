import { expect, type Page, test } from '@playwright/test'
import pg from 'pg'

import { signInAsAdmin } from './admin-api'
import { watchViolations } from './csp'

/**
 * Issue 8: CMS content cannot inject script into public pages, and Payload's admin works under the
 * content security policy. Both publish, so this file runs alone after the publishing tests.
 */
test.describe.configure({ mode: 'serial' })

const MARK = Date.now().toString(36)
const SCRIPT = `<script>window.__injected = 'script-${MARK}'</script>`
const IMG = `<img src=x onerror="window.__injected='img-${MARK}'">`
const HOSTILE = `Hostile ${MARK} ${SCRIPT} ${IMG}`

/** Nothing hostile ran or became an element; the text is shown as text. */
async function expectInert(page: Page, path: string, visibleText: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  const html = await response!.text()
  expect(html, path).not.toContain(SCRIPT)
  expect(html, path).not.toContain(IMG)
  expect(html.toLowerCase(), path).not.toContain('javascript:alert')
  await expect(page.getByText(visibleText).first()).toBeAttached()
  const found = await page.evaluate(() => ({
    injected: (window as unknown as { __injected?: string }).__injected ?? null,
    handlers: [...document.querySelectorAll('*')]
      .filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name)))
      .map((el) => el.outerHTML.slice(0, 120)),
    // Next's own inline scripts carry the text as escaped JSON data; an injected one would be the code itself.
    scripts: [...document.querySelectorAll('script')].filter((s) => /^\s*window\.__injected/.test(s.textContent ?? '')).length,
    images: document.querySelectorAll('img[src="x"]').length,
    javascriptLinks: [...document.querySelectorAll('a[href]')].filter((a) => /^\s*javascript:/i.test(a.getAttribute('href')!)).length,
  }))
  expect(found, path).toEqual({ injected: null, handlers: [], scripts: 0, images: 0, javascriptLinks: 0 })
}

test('hostile place, notice and town texts and a javascript: link never run on public pages', async ({ page, request }) => {
  test.setTimeout(90_000)
  const admin = await signInAsAdmin(request)
  const town = (await (await request.get('/api/towns?where[slug][equals]=ramsey&locale=en', { headers: admin })).json()).docs[0]
  const category = (await (await request.get('/api/categories?limit=1', { headers: admin })).json()).docs[0]
  const slug = `hostile-${MARK}`
  const place = {
    name: HOSTILE,
    slug,
    town: town.id,
    category: category.id,
    longitude: -0.1205,
    latitude: 52.4505,
    description: HOSTILE,
    _status: 'published',
  }

  // Validation: the website field takes only http(s) addresses.
  for (const website of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
    const refused = await request.post('/api/places', { headers: admin, data: { ...place, website } })
    expect(refused.status(), website).toBe(400)
    expect(JSON.stringify(await refused.json()), website).toContain('website')
  }

  const created = await request.post('/api/places', { headers: admin, data: { ...place, website: 'https://example.org/' } })
  expect(created.ok()).toBe(true)
  const placeId = (await created.json()).doc.id
  const notice = await request.post('/api/notices', {
    headers: admin,
    data: {
      title: HOSTILE,
      body: HOSTILE,
      towns: [town.id],
      startDate: new Date(Date.now() - 3_600_000).toISOString(),
      endDate: new Date(Date.now() + 86_400_000).toISOString(),
      _status: 'published',
    },
  })
  expect(notice.ok(), await notice.text()).toBe(true)
  const noticeId = (await notice.json()).doc.id
  const original = { tagline: town.tagline, description: town.description }
  expect(
    (await request.patch(`/api/towns/${town.id}?locale=en`, { headers: admin, data: { tagline: HOSTILE, description: HOSTILE } })).ok(),
  ).toBe(true)

  // Rendering: a javascript: link that got past validation (written straight into the database) is dropped.
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    const updated = await db.query('UPDATE places SET website = $1 WHERE id = $2', ['javascript:alert(1)', placeId])
    expect(updated.rowCount).toBe(1)
  } finally {
    await db.end()
  }
  expect((await request.post('/api/cache-admin/regenerate', { headers: admin })).ok()).toBe(true)

  try {
    const feed = await (await request.get('/api/places/town/ramsey')).json()
    const fromFeed = feed.items.find((p: { slug: string }) => p.slug === slug)
    expect(fromFeed).toMatchObject({ name: HOSTILE, website: null })
    await expectInert(page, '/explore/ramsey', `Hostile ${MARK}`)
    await expectInert(page, `/explore/ramsey/map/${slug}`, `Hostile ${MARK}`)
  } finally {
    await request.delete(`/api/places/${placeId}`, { headers: admin })
    await request.delete(`/api/notices/${noticeId}`, { headers: admin })
    await request.patch(`/api/towns/${town.id}?locale=en`, { headers: admin, data: original })
  }
})

test('an admin signs in and edits a place with no CSP violation', async ({ page }) => {
  test.setTimeout(60_000)
  const violations = await watchViolations(page)
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(process.env.ADMIN_EMAIL || 'admin@e2e.test')
  await page.locator('input[name="password"]').fill(process.env.ADMIN_PASSWORD || 'e2e-admin-password')
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 15_000 })

  await page.goto('/admin/collections/places?where[slug][equals]=huntingdon-cromwell-museum')
  await page.locator('table tbody tr a').first().click()
  const note = page.locator('#field-note')
  await expect(note).toBeVisible({ timeout: 15_000 })
  // The internal note is for editors only: changing it touches nothing a visitor sees.
  await note.fill(`Checked under the content security policy ${MARK}`)
  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 15_000 })
  expect(violations).toEqual([])
})
