import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { signIn, signInAsAdmin } from './admin-api'
import { expectNoAxeViolations, messages, PLACE_DETAILS } from './support'

test.describe.configure({ mode: 'serial' })

async function latestBuildId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/builds/latest.json')
  expect(response.headers()['cache-control']).toContain('no-store')
  return (await response.json()).id
}

async function generatedAt(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text()
  return /<meta name="generated-at" content="([^"]+)"/.exec(html)?.[1] ?? 'missing'
}

async function signInAsNewEditor(request: APIRequestContext) {
  const admin = await signInAsAdmin(request)
  const email = `editor-${Date.now()}@e2e.test`
  const created = await request.post('/api/users', { headers: admin, data: { email, password: 'editor-password-1', role: 'editor' } })
  expect(created.ok()).toBe(true)
  return signIn(request, { email, password: 'editor-password-1' })
}

test('the public town feeds serve published content with ETags and the spec TTLs', async ({ request }) => {
  const places = await request.get('/api/places/town/stIves')
  expect(places.status()).toBe(200)
  expect(places.headers()['cache-control']).toBe('public, max-age=3600')
  const body = await places.json()
  expect(body.town).toMatchObject({ dbKey: 'stIves', slug: 'st-ives' })
  expect(body.items).toHaveLength(39)
  const etag = places.headers().etag
  expect(etag).toBeTruthy()
  expect((await request.get('/api/places/town/stIves', { headers: { 'If-None-Match': etag } })).status()).toBe(304)

  const events = await request.get('/api/events/town/huntingdon?locale=pl')
  expect(events.headers()['cache-control']).toBe('public, max-age=1800')
  expect((await events.json()).items.length).toBeGreaterThan(0)
  const notices = await request.get('/api/notices/town/ramsey?locale=es')
  expect(notices.headers()['cache-control']).toBe('public, max-age=1800')
  const en = await (await request.get('/api/notices/town/ramsey')).json()
  const es = await notices.json()
  expect(es.items[0].title).not.toBe(en.items[0].title)

  const unknown = await request.get('/api/places/town/atlantis')
  expect(unknown.status()).toBe(404)
  expect(await unknown.json()).toMatchObject({ validKeys: expect.arrayContaining(['huntingdon', 'stIves', 'ramsey', 'stNeots']) })
  expect((await request.get('/api/places/town/ramsey?locale=de')).status()).toBe(400)
})

test('an editor’s publish, edit, unpublish and delete are live on the next request, and only where they belong', async ({
  request,
  playwright,
  baseURL,
}) => {
  const editor = await signInAsNewEditor(request)
  const town = (await (await request.get('/api/towns?where[slug][equals]=st-ives', { headers: editor })).json()).docs[0]
  const category = (await (await request.get('/api/categories?where[slug][equals]=food-drink', { headers: editor })).json()).docs[0]
  const ramseyBefore = await generatedAt(request, '/explore/ramsey')
  const name = `Riverside Tea Room ${Date.now()}`
  const feed = async () => ((await (await request.get('/api/places/town/stIves')).json()).items as { name: string }[]).map((p) => p.name)
  const page = async () => (await request.get('/explore/st-ives')).text()

  // A draft is invisible and changes nothing.
  const buildBefore = await latestBuildId(request)
  const created = await request.post('/api/places?draft=true', {
    headers: editor,
    data: {
      name,
      slug: `st-ives-tea-room-${Date.now()}`,
      town: town.id,
      category: category.id,
      longitude: -0.075,
      latitude: 52.324,
      _status: 'draft',
    },
  })
  expect(created.ok()).toBe(true)
  const id = (await created.json()).doc.id
  expect(await page()).not.toContain(name)
  expect(await feed()).not.toContain(name)
  expect(await latestBuildId(request)).toBe(buildBefore)

  // Publish.
  expect((await request.patch(`/api/places/${id}`, { headers: editor, data: { _status: 'published' } })).ok()).toBe(true)
  expect(await page()).toContain(name)
  expect(await page()).toContain('40 places on the map')
  expect(await feed()).toContain(name)
  const buildAfterPublish = await latestBuildId(request)
  expect(buildAfterPublish).not.toBe(buildBefore)
  expect(await generatedAt(request, '/explore/ramsey')).toBe(ramseyBefore)
  // Other languages too (a separate visitor: a Spanish visit would set this one's language cookie).
  const spanishVisitor = await playwright.request.newContext({ baseURL })
  expect(await (await spanishVisitor.get('/es/explore/st-ives')).text()).toContain(name)
  await spanishVisitor.dispose()

  // Edit.
  const renamed = `${name} and Garden`
  expect((await request.patch(`/api/places/${id}`, { headers: editor, data: { name: renamed } })).ok()).toBe(true)
  expect(await page()).toContain(renamed)
  const buildAfterEdit = await latestBuildId(request)
  expect(buildAfterEdit).not.toBe(buildAfterPublish)

  // Unpublish.
  expect((await request.patch(`/api/places/${id}`, { headers: editor, data: { _status: 'draft' } })).ok()).toBe(true)
  expect(await page()).not.toContain(renamed)
  expect(await feed()).not.toContain(renamed)
  expect(await latestBuildId(request)).not.toBe(buildAfterEdit)

  // Publish again, then delete.
  expect((await request.patch(`/api/places/${id}`, { headers: editor, data: { _status: 'published' } })).ok()).toBe(true)
  expect(await page()).toContain(renamed)
  const buildBeforeDelete = await latestBuildId(request)
  expect((await request.delete(`/api/places/${id}`, { headers: editor })).ok()).toBe(true)
  expect(await page()).not.toContain(renamed)
  expect(await page()).toContain('39 places on the map')
  expect(await feed()).not.toContain(renamed)
  expect(await latestBuildId(request)).not.toBe(buildBeforeDelete)
  expect(await generatedAt(request, '/explore/ramsey')).toBe(ramseyBefore)
})

test('each build has a route-rules manifest; unknown ids are 404', async ({ request }) => {
  const id = await latestBuildId(request)
  const meta = await request.get(`/builds/meta/${id}.json`)
  expect(meta.status()).toBe(200)
  const manifest = await meta.json()
  expect(manifest).toMatchObject({ id, matcher: expect.any(Object) })
  expect(manifest.prerendered).toEqual(expect.arrayContaining(['/', '/about', '/explore/st-ives', '/es/explore/ramsey']))
  expect((await request.get('/builds/meta/not-a-build.json')).status()).toBe(404)
  expect((await request.get('/builds/meta/nonsense')).status()).toBe(404)
})

test('a page fetches its build manifest a second after load, and never on slow-2g', async ({ page }) => {
  await page.goto('/about')
  // Resource timing lists the manifest once its answer has been read.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/builds/meta/'))))
    .toBe(true)
  const timing = await page.evaluate(() => {
    const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart
    const started = (name: string) => performance.getEntriesByType('resource').find((e) => e.name.includes(name))!.startTime
    return { afterLoad: started('/builds/meta/') - loaded, afterCheck: started('/builds/meta/') - started('/builds/latest.json') }
  })
  expect(timing.afterLoad).toBeGreaterThanOrEqual(1000)
  // Asked as soon as the first check names the build, not after a further wait (spec §7: 1 s, not 3).
  expect(timing.afterCheck).toBeLessThan(1000)

  const slow = await page.context().newPage()
  // A NetworkInformation stand-in: an EventTarget, as the real one is.
  await slow.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {
      value: Object.assign(new EventTarget(), { effectiveType: 'slow-2g', saveData: false }),
    }),
  )
  const asked: string[] = []
  slow.on('request', (r) => asked.push(new URL(r.url()).pathname))
  const check = slow.waitForResponse((r) => r.url().includes('/builds/latest.json'))
  await slow.goto('/about')
  await check
  await slow.waitForTimeout(1500)
  expect(asked.filter((p) => p.startsWith('/builds/meta/'))).toEqual([])
})

async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
}
const sameDocument = (page: Page) => page.evaluate(() => Boolean((window as unknown as { __sameDocument?: boolean }).__sameDocument))

test('an open page reloads into the new build at its next navigation', async ({ page, request }) => {
  // Listen before navigating: the first poll can finish before goto() returns.
  const firstPoll = page.waitForResponse((r) => r.url().includes('/builds/latest.json'))
  await page.goto('/about')
  await firstPoll
  await markPage(page)
  // Without a new build, links navigate inside the page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  expect(await sameDocument(page)).toBe(true)

  const admin = await signInAsAdmin(request)
  expect((await request.post('/api/cache-admin/bump', { headers: admin })).ok()).toBe(true)
  // The page learns of it when it becomes visible again (or at the next minute's poll).
  const polled = page.waitForResponse((r) => r.url().includes('/builds/latest.json'))
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await polled
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click()
  await expect(page).toHaveURL(/\/explore$/)
  await page.waitForLoadState('load')
  expect(await sameDocument(page)).toBe(false)
})

test('a screen, which nobody touches, takes a newly published build by reloading itself', async ({ page, request }) => {
  const firstPoll = page.waitForResponse((r) => r.url().includes('/builds/latest.json'))
  await page.goto('/screen/ramsey')
  await firstPoll
  await markPage(page)
  const admin = await signInAsAdmin(request)
  expect((await request.post('/api/cache-admin/bump', { headers: admin })).ok()).toBe(true)
  const reloaded = page.waitForEvent('load')
  // The screen learns of it at its next check (every minute, or now when it becomes visible).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await reloaded
  expect(await sameDocument(page)).toBe(false)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ramsey')
})

test('on a kiosk, with a new build published, a link still opens inside the kiosk (issue 29)', async ({ page, request }) => {
  const kiosk = messages('en').Kiosk
  await page.setViewportSize({ width: 1080, height: 1920 })
  await page.route('**/tiles.openfreemap.org/**', (route) => route.abort())
  const firstPoll = page.waitForResponse((r) => r.url().includes('/builds/latest.json'))
  await page.goto('/kiosk/huntingdon')
  await firstPoll
  await expect(page.locator('[data-display-mode]')).toHaveAttribute('aria-busy', 'false')
  // Links an editor might put in content: a guide page with a kiosk equivalent, and one without.
  await page.evaluate(() => {
    for (const [href, text] of [
      ['/explore/ramsey/map', 'Ramsey map'],
      ['/about', 'About the guide'],
    ]) {
      const link = Object.assign(document.createElement('a'), { href, textContent: text })
      document.querySelector('[data-display-mode]')!.prepend(link)
    }
  })
  const admin = await signInAsAdmin(request)
  expect((await request.post('/api/cache-admin/bump', { headers: admin })).ok()).toBe(true)
  const polled = page.waitForResponse((r) => r.url().includes('/builds/latest.json'))
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await polled

  await page.getByRole('link', { name: 'About the guide' }).click()
  await expect(page.getByRole('dialog', { name: kiosk.qrTitle })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/kiosk/huntingdon')
  await page.keyboard.press('Escape')
  await page.getByRole('link', { name: 'Ramsey map' }).click()
  await expect(page).toHaveURL(/\/kiosk\/ramsey$/)
  await expect(page.getByRole('button', { name: kiosk.startAgain })).toBeVisible()
  await expect(page.locator('body > header')).toBeHidden()
})

test('the reload guard stops a chunk-error reload loop', async ({ page }) => {
  // Listen before navigating: the first poll can finish before goto() returns.
  const firstPoll = page.waitForResponse((r) => r.url().includes('/builds/latest.json'))
  await page.goto('/terms')
  await firstPoll
  await markPage(page)
  const chunkError = () =>
    page.evaluate(() =>
      window.dispatchEvent(new ErrorEvent('error', { error: { name: 'ChunkLoadError', message: 'Loading chunk 7 failed.' } })),
    )
  await Promise.all([page.waitForEvent('load'), chunkError()])
  expect(await sameDocument(page)).toBe(false)
  // A second failure within 10 seconds on the same path does not reload again.
  await markPage(page)
  await chunkError()
  await page.waitForTimeout(1000)
  expect(await sameDocument(page)).toBe(true)
})

test('a chunk that fails to load on the way to a page reloads that page, not the one left', async ({ page }) => {
  const firstPoll = page.waitForResponse((r) => r.url().includes('/builds/latest.json'))
  await page.goto('/privacy')
  await firstPoll
  await markPage(page)
  // The link is followed as a visitor would; its code "fails to load" before the client navigation
  // starts (listening after the guide's own listener, and keeping the router out of it).
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        event.preventDefault()
        window.dispatchEvent(new ErrorEvent('error', { error: { name: 'ChunkLoadError', message: 'Loading chunk 12 failed.' } }))
      },
      { capture: true, once: true },
    )
  })
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click(),
  ])
  await expect(page).toHaveURL(/\/about$/)
  expect(await sameDocument(page)).toBe(false)
})

test('the cache admin is for admins only, checked on the server', async ({ page, request, playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL })
  const variants: Record<string, string>[] = [{}, { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' }]
  for (const headers of variants) {
    expect((await anonymous.post('/api/cache-admin/bump', { headers })).status()).toBe(401)
    // Payload answers with a redirect to its login, or (once it has started streaming its shell) a
    // page that sends the browser there; either way nothing of the cache view is in it.
    const view = await anonymous.get('/admin/cache', { headers, maxRedirects: 0 })
    const body = await view.text()
    expect(view.status()).toBeLessThan(500)
    expect(body).not.toContain('Current content build id')
    expect(body).not.toContain('Cache and builds')
  }
  const editor = await signInAsNewEditor(request)
  expect((await request.post('/api/cache-admin/bump', { headers: editor })).status()).toBe(403)
  expect((await request.post('/api/cache-admin/regenerate', { headers: editor })).status()).toBe(403)

  const before = await latestBuildId(request)
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(process.env.ADMIN_EMAIL || 'admin@e2e.test')
  await page.getByLabel(/password/i).fill(process.env.ADMIN_PASSWORD || 'e2e-admin-password')
  await page.getByRole('button', { name: /login/i }).click()
  await page.waitForURL(/\/admin\/?$/)
  await page.goto('/admin/cache')
  await expect(page.getByRole('heading', { name: 'Cache and builds' })).toBeVisible()
  await page.getByRole('button', { name: 'Regenerate everything' }).click()
  await expect(page.getByText('Every page will be regenerated')).toBeVisible()
  await expect.poll(() => latestBuildId(request)).not.toBe(before)
  await expect(page.getByRole('table')).toContainText('regenerate everything')
})

test('the cache diagnostics pages show the cache and toggle the session bypass', async ({ page }) => {
  await page.goto('/test/cache-busting?bustcache=1')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByTestId('bypass-state')).toContainText('Cache bypass is on')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Turn bypass off' }).click()
  await expect(page.getByTestId('bypass-state')).toContainText('Cache bypass is off')
  await page.reload()
  await expect(page.getByTestId('bypass-state')).toContainText('Cache bypass is off')

  await page.goto('/test/cache-test?debug=true')
  await expect(page.getByText('Debug Mode Active').first()).toBeVisible()
  await page.getByRole('button', { name: 'Load places' }).click()
  await expect(page.getByRole('table')).toContainText('/api/places/town/huntingdon?locale=en')
  await page.getByRole('button', { name: 'Load places' }).click()
  await expect(page.getByText(/hit rate/).first()).toBeVisible()
  // Send now: the queues are sent at once, or the spec's message says why not.
  const debugPanel = page.getByRole('complementary', { name: 'Debug Mode Active' })
  await debugPanel.getByRole('button', { name: 'Send now' }).click()
  await expect(debugPanel.getByRole('status')).toHaveText(messages('en').Diagnostics.sent)
  await page.context().setOffline(true)
  await debugPanel.getByRole('button', { name: 'Send now' }).click()
  await expect(debugPanel.getByRole('status')).toHaveText('Cannot force sync while offline.')
  await page.context().setOffline(false)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Disable' }).click()
  await expect(page.getByText('Debug Mode Active')).toHaveCount(0)
})

test('a place published in English only shows its text in English, marked lang="en" with a hint, in every other language (issue 27)', async ({
  page,
  request,
}) => {
  const editor = await signInAsNewEditor(request)
  const town = (await (await request.get('/api/towns?where[slug][equals]=ramsey', { headers: editor })).json()).docs[0]
  const category = (await (await request.get('/api/categories?where[slug][equals]=attractions', { headers: editor })).json()).docs[0]
  const slug = `ramsey-english-only-${Date.now()}`
  const description = 'A quiet orchard behind the abbey wall, open in daylight.'
  const created = await request.post('/api/places', {
    headers: editor,
    data: {
      name: 'Abbey Orchard',
      slug,
      town: town.id,
      category: category.id,
      longitude: -0.1135,
      latitude: 52.4495,
      description,
      tags: ['orchard'],
      _status: 'published',
    },
  })
  expect(created.ok()).toBe(true)
  const id = (await created.json()).doc.id
  try {
    for (const [locale, tag, hint] of [
      ['lt', 'lt-LT', '(anglų kalba)'],
      ['pl', 'pl-PL', '(po angielsku)'],
    ] as const) {
      await page.goto(`/${locale}/explore/ramsey/map/${slug}`)
      const details = page.locator(PLACE_DETAILS)
      const english = details.locator('[data-in-english][lang="en"]')
      await expect(english.first()).toContainText(description)
      await expect(english.first().locator(`[lang="${tag}"]`)).toHaveText(hint)
      // The tags are English too, and said so; a translated place has nothing marked.
      await expect(english).toHaveCount(2)
      await expectNoAxeViolations(page)
      await page.goto(`/${locale}/explore/ramsey/map/ramsey-ramsey-abbey-gatehouse`)
      await expect(page.locator(PLACE_DETAILS)).toBeVisible()
      await expect(page.locator(PLACE_DETAILS).locator('[data-in-english]')).toHaveCount(0)
      // The town page lists it the same way.
      await page.goto(`/${locale}/explore/ramsey`)
      await expect(page.locator('[data-in-english][lang="en"]', { hasText: description })).toContainText(hint)
    }
    // In English nothing is marked.
    await page.goto(`/explore/ramsey/map/${slug}`)
    await expect(page.locator(PLACE_DETAILS)).toContainText(description)
    await expect(page.locator('[data-in-english]')).toHaveCount(0)
  } finally {
    expect((await request.delete(`/api/places/${id}`, { headers: editor })).ok()).toBe(true)
  }
})

test('a notice published in English only is marked the same way: title and body lang="en", one hint (issue 27)', async ({
  page,
  request,
}) => {
  const editor = await signInAsNewEditor(request)
  const town = (await (await request.get('/api/towns?where[slug][equals]=ramsey', { headers: editor })).json()).docs[0]
  const title = `Orchard gate closed ${Date.now()}`
  const created = await request.post('/api/notices', {
    headers: editor,
    data: {
      title,
      body: 'The orchard gate is closed for repairs this week.',
      towns: [town.id],
      startDate: new Date(Date.now() - 3_600_000).toISOString(),
      _status: 'published',
    },
  })
  expect(created.ok()).toBe(true)
  const id = (await created.json()).doc.id
  try {
    const lt = messages('lt')
    await page.goto('/lt/highlights/ramsey')
    await page.getByRole('button', { name: new RegExp(`^${lt.Notices.button}`) }).click()
    const dialog = page.getByRole('dialog', { name: lt.Notices.title })
    const notice = dialog.getByRole('article', { name: new RegExp(title) })
    await expect(notice.locator('[data-in-english][lang="en"]')).toHaveCount(2)
    await expect(notice.locator('[lang="lt-LT"]')).toHaveText([lt.Language.inEnglish])
    await expectNoAxeViolations(page)
  } finally {
    expect((await request.delete(`/api/notices/${id}`, { headers: editor })).ok()).toBe(true)
  }
})
