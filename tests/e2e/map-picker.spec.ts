import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { docBySlug, sessionTokenOf, signIn, signInAsAdmin } from './admin-api'
import { expectNoAxeViolations } from './support'

// Issue 22 (1): an editor places a place's pin on a map in the admin. The place is a draft of the
// test's own, never published, so no public page changes while the other specs run.

const PASSWORD = 'editor-password-1'

// One after the other: the list's counts must not see the first test's place come and go.
test.describe.configure({ mode: 'serial' })

async function newEditor(request: APIRequestContext) {
  const admin = await signInAsAdmin(request)
  const email = `map-editor-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`
  expect((await request.post('/api/users', { headers: admin, data: { email, password: PASSWORD, role: 'editor' } })).ok()).toBe(true)
  return { email, auth: await signIn(request, { email, password: PASSWORD }) }
}

async function openAsEditor(page: Page, request: APIRequestContext, baseURL: string, email: string, path: string) {
  const login = await request.post('/api/users/login', { data: { email, password: PASSWORD } })
  await page.context().addCookies([{ name: 'payload-token', value: sessionTokenOf(login), url: baseURL }])
  await page.goto(path)
}

const numberIn = async (page: Page, name: 'longitude' | 'latitude') => Number(await page.locator(`#field-${name}`).inputValue())

/** A draft place of the test's own, at its town's centre, never published. */
async function draftPlace(
  request: APIRequestContext,
  auth: Record<string, string>,
  { name, town, category, confidence }: { name: string; town: string; category: string; confidence?: string },
) {
  const townDoc = await docBySlug(request, auth, 'towns', town)
  const categoryDoc = await docBySlug(request, auth, 'categories', category)
  const start: [number, number] = [townDoc.location.longitude, townDoc.location.latitude]
  const created = await request.post('/api/places?draft=true', {
    headers: auth,
    data: {
      name: `${name} ${Date.now()}`,
      town: townDoc.id,
      category: categoryDoc.id,
      longitude: start[0],
      latitude: start[1],
      ...(confidence && { confidence }),
      _status: 'draft',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return { id: (await created.json()).doc.id as number, town: townDoc, start }
}

test('an editor drags, clicks and nudges a place’s pin, is warned outside the town, and marks it checked', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const { email, auth } = await newEditor(request)
  const {
    id: placeId,
    town,
    start,
  } = await draftPlace(request, auth, { name: 'Pin test shop', town: 'st-ives', category: 'shopping', confidence: 'low' })
  try {
    await openAsEditor(page, request, baseURL!, email, `/admin/collections/places/${placeId}`)
    const map = page.getByTestId('admin-map')
    const pin = page.getByTestId('map-pin')
    await expect(pin).toBeVisible({ timeout: 30_000 })
    await expect(map.locator('canvas')).toBeVisible()
    await expect(page.getByTestId('offer-checked')).toHaveCount(0)

    // Dragged: both numbers follow the pin (east and north on screen).
    await map.scrollIntoViewIfNeeded()
    const box = (await pin.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 - 40, { steps: 8 })
    await page.mouse.up()
    await expect.poll(() => numberIn(page, 'longitude')).toBeGreaterThan(start[0])
    expect(await numberIn(page, 'latitude')).toBeGreaterThan(start[1])
    const dragged: [number, number] = [await numberIn(page, 'longitude'), await numberIn(page, 'latitude')]

    // Nudged with the keyboard: a few metres east per key.
    await pin.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => numberIn(page, 'longitude')).toBeGreaterThan(dragged[0])
    expect(await numberIn(page, 'latitude')).toBeCloseTo(dragged[1], 6)

    // Clicked: the pin goes where the map was clicked (here, west and south of it).
    const mapBox = (await map.boundingBox())!
    await page.mouse.click(mapBox.x + mapBox.width * 0.25, mapBox.y + mapBox.height * 0.75)
    await expect.poll(() => numberIn(page, 'longitude')).toBeLessThan(dragged[0])
    expect(await numberIn(page, 'latitude')).toBeLessThan(dragged[1])

    // Typed: the pin follows the numbers; outside the town's bounds, a warning says so.
    await expect(page.getByTestId('position-outside')).toHaveCount(0)
    await page.locator('#field-longitude').fill(String(town.location.maxBounds.east + 0.05))
    await expect(page.getByTestId('position-outside')).toContainText('St Ives')
    await page.locator('#field-longitude').fill(String(start[0] + 0.0004))
    await expect(page.getByTestId('position-outside')).toHaveCount(0)

    // The search finds the town's other places, not this one nor another town's.
    const search = page.getByRole('searchbox', { name: 'Find a place in St Ives' })
    await search.fill('norris')
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: /Norris Museum/ })
        .first(),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Show on the map' }).first().click()
    await search.fill('Pin test shop')
    await expect(page.getByText('No place in St Ives matches.')).toBeVisible()
    await search.fill('cromwell museum')
    await expect(page.getByText('No place in St Ives matches.')).toBeVisible()
    await search.fill('')

    // The low-confidence position, moved, is offered "checked"; the select takes it.
    await expect(page.getByTestId('offer-checked')).toBeVisible()
    await page.getByRole('button', { name: 'Mark as checked' }).click()
    await expect(page.getByTestId('offer-checked')).toHaveCount(0)
    await expect(page.locator('#field-confidence')).toContainText('Checked on a map')
    await expectNoAxeViolations(page, { include: 'section[aria-labelledby]' })

    await page.getByRole('button', { name: /save draft/i }).click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 15_000 })
    const saved = (await (await request.get(`/api/places/${placeId}?draft=true&depth=0`, { headers: auth })).json()) as Record<
      string,
      unknown
    >
    expect(saved).toMatchObject({ confidence: 'checked', latitude: expect.any(Number) })
    expect(saved.longitude).toBeCloseTo(start[0] + 0.0004, 6)
  } finally {
    await request.delete(`/api/places/${placeId}?overrideLock=true`, { headers: auth })
  }
})

test('the list of places filters by confidence and maps the places it lists', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000)
  const { email, auth } = await newEditor(request)
  const countOf = async (where: string) =>
    (await (await request.get(`/api/places?${where}&draft=true&limit=1&depth=0`, { headers: auth })).json()).totalDocs as number
  const low = await countOf('where[confidence][equals]=low')
  expect(low).toBeGreaterThan(0)

  await openAsEditor(page, request, baseURL!, email, '/admin/collections/places')
  const filters = page.getByRole('navigation', { name: 'Position confidence:' })
  await expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
  // (All places: other specs add and remove places meanwhile, so only the form of the count is sure.)
  await expect(page.getByTestId('overview-count')).toHaveText(/^\d{3,} places on the map$/, { timeout: 30_000 })

  await filters.locator('[data-confidence="low"]').click()
  await expect(page).toHaveURL(/confidence/)
  await expect(filters.locator('[data-confidence="low"]')).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('overview-count')).toHaveText(`${low} places on the map`, { timeout: 30_000 })
  await expect(page.getByTestId('admin-map').locator('canvas')).toBeVisible()
  await expectNoAxeViolations(page, { include: 'section[aria-label="Map of the places listed"]' })

  // The list's search narrows the map too.
  await page.goto('/admin/collections/places?search=museum')
  await expect(page.getByTestId('overview-count')).toHaveText(
    `${await countOf('where[or][0][name][like]=museum&where[or][1][address][like]=museum&where[or][2][postcode][like]=museum')} places on the map`,
    { timeout: 30_000 },
  )
})

test('a town’s camera and kiosk sites each have their map, drawn when scrolled to', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000)
  const { email, auth } = await newEditor(request)
  const town = await docBySlug(request, auth, 'towns', 'ramsey')
  await openAsEditor(page, request, baseURL!, email, `/admin/collections/towns/${town.id}`)
  const pickers = page.locator('section[aria-labelledby]').filter({ hasText: 'Position on the map' })
  await expect(pickers).toHaveCount(3, { timeout: 30_000 })
  const kioskB = pickers.nth(2)
  await kioskB.scrollIntoViewIfNeeded()
  await expect(kioskB.getByTestId('map-pin')).toBeVisible({ timeout: 30_000 })
  await expect(kioskB.getByRole('searchbox', { name: 'Find a place in Ramsey' })).toBeVisible()
})

test('a tour’s path is drawn on the map: from its stops, a click adds a point, a point moves, and the JSON follows', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const { email, auth } = await newEditor(request)
  const town = await docBySlug(request, auth, 'towns', 'ramsey')
  const places = (
    await (await request.get(`/api/places?where[town][equals]=${town.id}&limit=2&depth=0&sort=name`, { headers: auth })).json()
  ).docs as { id: number; longitude: number; latitude: number }[]
  const created = await request.post('/api/tours?draft=true', {
    headers: auth,
    data: {
      title: `Path test ${Date.now()}`,
      town: town.id,
      stops: places.map((p) => ({ place: p.id })),
      _status: 'draft',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const tourId = (await created.json()).doc.id
  try {
    await openAsEditor(page, request, baseURL!, email, `/admin/collections/tours/${tourId}`)
    const picker = page.locator('section[aria-labelledby]').filter({ hasText: 'The path on the map' })
    await picker.scrollIntoViewIfNeeded()
    const count = picker.getByTestId('path-count')
    await expect(count).toHaveText(/^0 points/, { timeout: 30_000 })
    await expect(picker.getByTestId('admin-map').locator('canvas')).toBeVisible({ timeout: 30_000 })

    await picker.getByRole('button', { name: 'Start from the stops' }).click()
    await expect(count).toHaveText(/^2 points/)
    const map = (await picker.getByTestId('admin-map').boundingBox())!
    await page.mouse.click(map.x + map.width * 0.2, map.y + map.height * 0.3)
    await expect(count).toHaveText(/^3 points/)
    await expect(picker.getByTestId('path-point')).toHaveCount(3)

    const third = picker.getByRole('button', { name: 'Point 3 of the path' })
    const before = (await third.boundingBox())!
    await third.focus()
    await page.keyboard.press('Shift+ArrowUp')
    await expect.poll(async () => (await third.boundingBox())!.y).toBeLessThan(before.y)
    await picker.getByRole('button', { name: 'Remove the last point' }).click()
    await expect(count).toHaveText(/^2 points/)

    await page.getByRole('button', { name: /save draft/i }).click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 15_000 })
    const saved = await (await request.get(`/api/tours/${tourId}?draft=true&depth=0`, { headers: auth })).json()
    expect(saved.path).toEqual({ type: 'LineString', coordinates: places.map((p) => [p.longitude, p.latitude]) })

    await picker.getByRole('button', { name: 'Clear the path' }).click()
    await expect(count).toHaveText(/^0 points/)
    await expect(picker.getByTestId('path-point')).toHaveCount(0)
  } finally {
    await request.delete(`/api/tours/${tourId}?overrideLock=true`, { headers: auth })
  }
})

test('an editor’s opening hours: the week as visitors will see it while typing, and a typo refused with where it goes wrong', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const { email, auth } = await newEditor(request)
  const { id: placeId } = await draftPlace(request, auth, { name: 'Hours test café', town: 'huntingdon', category: 'food-drink' })
  const savedHours = async () =>
    (await (await request.get(`/api/places/${placeId}?draft=true&depth=0`, { headers: auth })).json()).openingHours ?? null
  try {
    await openAsEditor(page, request, baseURL!, email, `/admin/collections/places/${placeId}`)
    const hours = page.locator('#field-openingHours')
    await hours.fill('Mo-Fr 09:00-17:00; Sa 10:00-16:00; Su off')
    const preview = page.getByTestId('opening-hours-preview')
    await expect(preview.getByRole('row')).toHaveCount(7)
    await expect(preview).toContainText(/09:00–17:00/)
    await expect(preview).toContainText(/closed/)
    await page.getByRole('button', { name: /save draft/i }).click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 15_000 })
    expect(await savedHours()).toBe('Mo-Fr 09:00-17:00; Sa 10:00-16:00; Su off')

    // A typo: said under the field as it is typed, and the save refused with the same words; nothing of it kept.
    await hours.fill('Mo-Fx 09:00-17:00')
    await expect(page.getByTestId('opening-hours-problem')).toContainText('unexpected “Mo-Fx” at character')
    const [refusal] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/api/places/${placeId}`) && r.request().method() !== 'GET'),
      page.getByRole('button', { name: /save draft/i }).click(),
    ])
    expect(refusal.status()).toBe(400)
    expect(await refusal.text()).toContain('unexpected “Mo-Fx” at character 4')
    expect(await savedHours()).toBe('Mo-Fr 09:00-17:00; Sa 10:00-16:00; Su off')
  } finally {
    await request.delete(`/api/places/${placeId}?overrideLock=true`, { headers: auth })
  }
})
