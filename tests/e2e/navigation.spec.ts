import { expect, test } from '@playwright/test'

import { messages } from './support'

/**
 * Spec §2: on a route change the page scrolls to the top, or to the hash target, or back to the
 * position it had when the visitor returns (back/forward). Next's router does this; these prove it
 * holds in the guide, whose pages are long on a phone.
 */
test.use({ viewport: { width: 390, height: 844 } })

test('a link opens the next page at its top; back returns to where the visitor was', async ({ page }) => {
  await page.goto('/explore/huntingdon')
  const tour = page.locator('section[aria-labelledby="town-tours"] a').first()
  await tour.scrollIntoViewIfNeeded()
  const saved = await page.evaluate(() => Math.round(window.scrollY))
  expect(saved).toBeGreaterThan(500)
  await tour.click()
  await expect(page).toHaveURL(/\/explore\/huntingdon\/tours\//)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  await page.goBack()
  await expect(page).toHaveURL(/\/explore\/huntingdon$/)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 5000 }).toBe(saved)
  await page.goForward()
  await expect(page).toHaveURL(/\/explore\/huntingdon\/tours\//)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a link with a hash opens the page at its target', async ({ page }) => {
  const events = messages('en').Events as Record<string, string>
  await page.goto('/explore/ramsey')
  const eventLink = page
    .locator('section#events')
    .getByRole('link', { name: new RegExp(events.eventPage) })
    .first()
  await eventLink.click()
  await expect(page).toHaveURL(/\/explore\/ramsey\/events\//)
  await page.getByRole('link', { name: events.whatsOnHeading.replace('{townName}', 'Ramsey') }).click()
  await expect(page).toHaveURL(/\/explore\/ramsey#events$/)
  await expect(page.locator('section#events h2')).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
})

test('a town page on its way says so: “Loading town information…”, and an unknown town is still a 404', async ({ page }) => {
  const loading = messages('en').Loading.town
  // A weak signal, as in a market square: the town's page is slow to come (its prefetch too).
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/explore\/ramsey(\?|$)/, async (route) => {
    if (route.request().headers().rsc) await held
    await route.continue()
  })
  await page.goto('/explore')
  await page.getByRole('link', { name: 'Ramsey' }).first().click()
  await expect(page.getByRole('status').filter({ hasText: loading })).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ramsey')
  await expect(page.getByRole('status').filter({ hasText: loading })).toHaveCount(0)
  // A page that comes at once says nothing.
  await page.getByRole('link', { name: 'Explore' }).first().click()
  await expect(page).toHaveURL(/\/explore$/)
  await expect(page.getByRole('status').filter({ hasText: loading })).toHaveCount(0)

  for (const path of ['/explore/atlantis', '/explore/ramsey/tours/atlantis', '/explore/ramsey/map/atlantis']) {
    expect((await page.goto(path))?.status(), path).toBe(404)
  }
})
