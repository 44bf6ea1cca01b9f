import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'

import { docBySlug, sessionTokenOf, signIn, signInAsAdmin } from './admin-api'
import { expectNoAxeViolations } from './support'

// Issue 22 (2): an editor moves a place's pin, saves a draft, previews it in French, and publishes.
// It publishes, so it runs alone (the `preview` project, after publishing).

test.describe.configure({ mode: 'serial' })

const PASSWORD = 'editor-password-1'

/** A place page's position as its structured data gives it (what search engines and the map read). */
async function positionOn(page: Page): Promise<[number, number]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  for (const text of scripts) {
    const data = JSON.parse(text)
    for (const item of [data].flat()) if (item?.geo?.longitude !== undefined) return [Number(item.geo.longitude), Number(item.geo.latitude)]
  }
  throw new Error('no position in the page’s structured data')
}

async function cookiesOf(context: BrowserContext) {
  const cookies = await context.cookies()
  const named = (name: string) => cookies.find((c) => c.name === name)
  return { bypass: named('__prerender_bypass'), pass: named('guide-preview'), session: named('payload-token') }
}

async function newPlace(request: APIRequestContext, auth: Record<string, string>) {
  const town = await docBySlug(request, auth, 'towns', 'st-ives')
  const category = await docBySlug(request, auth, 'categories', 'shopping')
  const slug = `preview-proof-${Date.now().toString(36)}`
  const created = await request.post('/api/places', {
    headers: auth,
    data: {
      _status: 'published',
      name: 'Preview proof',
      slug,
      town: town.id,
      category: category.id,
      longitude: town.location.longitude,
      latitude: town.location.latitude,
      confidence: 'low',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const doc = (await created.json()).doc
  return { id: doc.id as number, slug, published: [doc.longitude, doc.latitude] as [number, number] }
}

test('an editor previews a moved pin in French behind a banner; visitors see the published place until it is published', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const admin = await signInAsAdmin(request)
  const email = `preview-editor-${Date.now()}@e2e.test`
  expect((await request.post('/api/users', { headers: admin, data: { email, password: PASSWORD, role: 'editor' } })).ok()).toBe(true)
  const editor = await signIn(request, { email, password: PASSWORD })
  const place = await newPlace(request, editor)
  const publicPath = `/fr/explore/st-ives/map/${place.slug}`
  try {
    const login = await request.post('/api/users/login', { data: { email, password: PASSWORD } })
    await page.context().addCookies([{ name: 'payload-token', value: sessionTokenOf(login), url: baseURL! }])

    // The pin moved with the keyboard (three long steps east), saved as a draft.
    await page.goto(`/admin/collections/places/${place.id}?locale=fr`)
    const pin = page.getByTestId('map-pin')
    await pin.scrollIntoViewIfNeeded()
    await expect(pin).toBeVisible({ timeout: 30_000 })
    await pin.focus()
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight')
    await expect.poll(async () => Number(await page.locator('#field-longitude').inputValue())).toBeGreaterThan(place.published[0])
    const moved: [number, number] = [
      Number(await page.locator('#field-longitude').inputValue()),
      Number(await page.locator('#field-latitude').inputValue()),
    ]
    await page.getByRole('button', { name: /save draft/i }).click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 15_000 })

    // A visitor still sees the published position.
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(publicPath)
    expect(await positionOn(visitorPage)).toEqual(place.published)
    await expect(visitorPage.getByTestId('preview-banner')).toHaveCount(0)

    // Preview, from the admin's button, in French: the draft's position, under the banner.
    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.locator('#preview-button').click()])
    await preview.waitForURL(`**${publicPath}`)
    await expect(preview.getByTestId('preview-banner')).toContainText('Aperçu\u00a0: non publié')
    expect(await positionOn(preview)).toEqual(moved)
    await expectNoAxeViolations(preview, { state: 'the preview banner' })

    // The preview's cookies without the editor's session, or with a forged pass, show the published place.
    const { bypass, pass, session } = await cookiesOf(page.context())
    expect(bypass && pass && session, 'draft mode, the pass and the session').toBeTruthy()
    const copied = await browser.newContext()
    await copied.addCookies([bypass!, pass!])
    const copiedPage = await copied.newPage()
    await copiedPage.goto(publicPath)
    expect(await positionOn(copiedPage)).toEqual(place.published)
    await expect(copiedPage.getByTestId('preview-banner')).toHaveCount(0)
    const forged = await browser.newContext()
    const [userId, expires] = pass!.value.split('.')
    await forged.addCookies([bypass!, session!, { ...pass!, value: `${userId}.${Number(expires) + 86_400}.${'A'.repeat(43)}` }])
    const forgedPage = await forged.newPage()
    await forgedPage.goto(publicPath)
    expect(await positionOn(forgedPage)).toEqual(place.published)
    await expect(forgedPage.getByTestId('preview-banner')).toHaveCount(0)
    const bypassOnly = await browser.newContext()
    await bypassOnly.addCookies([bypass!])
    const bypassPage = await bypassOnly.newPage()
    await bypassPage.goto(publicPath)
    expect(await positionOn(bypassPage)).toEqual(place.published)
    // The town's feed (kept as a last good copy for everyone) never takes the draft, even from the editor.
    const feed = await preview.request.get('/api/places/town/stIves?locale=fr')
    const item = (await feed.json()).items.find((p: { slug: string }) => p.slug === place.slug)
    expect(item.coordinates).toEqual(place.published)
    await Promise.all([copied.close(), forged.close(), bypassOnly.close()])

    // Leaving the preview comes back to the same page, published.
    await preview.getByRole('link', { name: 'Quitter l’aperçu' }).click()
    await preview.waitForURL(`**${publicPath}`)
    await expect(preview.getByTestId('preview-banner')).toHaveCount(0)
    expect(await positionOn(preview)).toEqual(place.published)

    // Published (from the English view: a French name is not written yet, and Payload asks for it in French):
    // the visitor's next request has the new position.
    await page.goto(`/admin/collections/places/${place.id}?locale=en`)
    await page.getByRole('button', { name: /publish changes/i }).click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 15_000 })
    await visitorPage.goto(publicPath)
    expect(await positionOn(visitorPage)).toEqual(moved)
    await visitor.close()
  } finally {
    await request.delete(`/api/places/${place.id}?overrideLock=true`, { headers: admin })
  }
})

test('the live preview pane shows a place’s details at a phone’s width and follows each saved draft', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const admin = await signInAsAdmin(request)
  const place = await newPlace(request, admin)
  // A new editor: whether the pane is open is a preference Payload keeps per account.
  const email = `live-preview-${Date.now()}@e2e.test`
  expect((await request.post('/api/users', { headers: admin, data: { email, password: PASSWORD, role: 'editor' } })).ok()).toBe(true)
  try {
    const login = await request.post('/api/users/login', { data: { email, password: PASSWORD } })
    await page.context().addCookies([{ name: 'payload-token', value: sessionTokenOf(login), url: baseURL! }])
    await page.setViewportSize({ width: 1600, height: 1000 })
    await page.goto(`/admin/collections/places/${place.id}?locale=en`)
    await page.getByRole('button', { name: 'Live Preview', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Exit Live Preview' })).toBeVisible()
    const pane = page.frameLocator('iframe')
    await expect(pane.getByTestId('preview-banner')).toContainText('Preview: not published', { timeout: 30_000 })

    // The phone's width, from the pane's toolbar.
    await page.getByRole('button', { name: /Responsive/ }).click()
    await page.getByRole('button', { name: 'Phone (390 × 844)' }).click()
    await expect.poll(async () => (await page.locator('iframe').boundingBox())?.width ?? 0).toBeLessThan(400)

    // Each saved draft shows in the pane without reloading the admin: the first saved at once, while
    // the pane may still be loading its page, the second once it shows the first.
    for (const round of [1, 2]) {
      const words = `Live preview proof ${round} ${Date.now()}`
      await page.locator('#field-description').fill(words)
      await page.getByRole('button', { name: /save draft/i }).click()
      await expect(pane.getByText(words)).toBeVisible({ timeout: 30_000 })
      // Not published: a visitor does not see it.
      expect(await (await request.get(`/explore/st-ives/map/${place.slug}`)).text()).not.toContain(words)
    }
  } finally {
    await request.delete(`/api/places/${place.id}?overrideLock=true`, { headers: admin })
  }
})

/** A time as the admin's date picker writes it: "Nov 27, 2026 11:42 AM" (the browser's clock is the towns'). */
function pickerTime(at: Date) {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/London', ...options }).format(at)
  return `${part({ month: 'short' })} ${part({ day: 'numeric' })}, ${part({ year: 'numeric' })} ${part({ hour: 'numeric', minute: '2-digit', hour12: true })}`
}

test.describe('scheduled publishing', () => {
  test.use({ timezoneId: 'Europe/London' })

  test('an editor schedules a notice in the admin; at its minute it is on the town’s map and kiosk', async ({ page, request, baseURL }) => {
    test.setTimeout(240_000)
    const admin = await signInAsAdmin(request)
    const email = `schedule-editor-${Date.now()}@e2e.test`
    expect((await request.post('/api/users', { headers: admin, data: { email, password: PASSWORD, role: 'editor' } })).ok()).toBe(true)
    const editor = await signIn(request, { email, password: PASSWORD })
    const town = await docBySlug(request, editor, 'towns', 'st-neots')
    const title = `Road closure on the High Street ${Date.now().toString(36)}`
    const created = await request.post('/api/notices?draft=true', {
      headers: editor,
      data: {
        title,
        body: `${title}: diversion signed.`,
        towns: [town.id],
        startDate: new Date(Date.now() - 3_600_000).toISOString(),
        _status: 'draft',
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const noticeId = (await created.json()).doc.id
    const feedHas = async () => JSON.stringify(await (await request.get(`/api/notices/town/${town.dbKey}`)).json()).includes(title)
    try {
      const login = await request.post('/api/users/login', { data: { email, password: PASSWORD } })
      await page.context().addCookies([{ name: 'payload-token', value: sessionTokenOf(login), url: baseURL! }])
      await page.goto(`/admin/collections/notices/${noticeId}`)

      // The next whole minute at least 20 seconds away: the time picker counts in minutes.
      const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000)
      await page.locator('.doc-controls button:right-of(:text("Publish changes"))').first().click()
      await page.getByRole('button', { name: 'Schedule Publish' }).click()
      const drawer = page.locator('.schedule-publish.drawer--is-open')
      await drawer.getByRole('radio', { name: 'Publish', exact: true }).check({ force: true })
      const time = drawer.locator('.react-datepicker__input-container input')
      await time.fill(pickerTime(at))
      await time.press('Enter')
      await drawer.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText(/scheduled successfully/i).first()).toBeVisible({ timeout: 15_000 })
      expect(await feedHas(), 'not before its time').toBe(false)

      // Run by the app's own minute runner, a few seconds after its minute.
      await expect.poll(feedHas, { timeout: at.getTime() - Date.now() + 90_000, intervals: [2_000] }).toBe(true)
      expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
      for (const path of ['/explore/st-neots/map', '/kiosk/st-neots/highlights']) {
        await expect
          .poll(async () => (await (await request.get(path)).text()).includes(title), { message: path, timeout: 10_000 })
          .toBe(true)
      }
    } finally {
      await request.delete(`/api/notices/${noticeId}?overrideLock=true`, { headers: admin })
    }
  })
})

test('the preview switch refuses what it cannot show, and sends a visitor to sign in', async ({ request }) => {
  const signedOut = await request.get('/preview?collection=places&id=1&locale=fr', { maxRedirects: 0 })
  expect(signedOut.status()).toBe(303)
  expect(signedOut.headers().location).toMatch(/\/admin\/login\?redirect=/)
  expect(signedOut.headers()['set-cookie'] ?? '').not.toMatch(/__prerender_bypass|guide-preview/)

  const auth = await signInAsAdmin(request)
  for (const query of [
    'collection=users&id=1',
    'collection=places&id=abc',
    'collection=places&id=1&locale=de',
    'collection=categories&id=1',
  ]) {
    const refused = await request.get(`/preview?${query}`, { headers: auth, maxRedirects: 0 })
    expect(refused.status(), query).toBe(400)
    expect(await refused.text()).toMatch(/collection/)
  }
  // A town (no drafts of its own) previews its page, with its content's drafts.
  const ramsey = await docBySlug(request, auth, 'towns', 'ramsey')
  const town = await request.get(`/preview?collection=towns&id=${ramsey.id}&locale=pl`, { headers: auth, maxRedirects: 0 })
  expect(town.status()).toBe(303)
  expect(new URL(town.headers().location!, 'http://x').pathname).toBe('/pl/explore/ramsey')
  expect(town.headers()['set-cookie']).toMatch(/guide-preview=/)
  const missing = await request.get('/preview?collection=places&id=999999&locale=en', { headers: auth, maxRedirects: 0 })
  expect(missing.status()).toBe(404)
})
