import { expect, test } from '@playwright/test'

import { setUnderConstruction, signInAsAdmin } from './admin-api'

test.describe.configure({ mode: 'serial' })

test('under construction, pages redirect to /construction while maps, kiosks and screens stay open', async ({ request, page }) => {
  const auth = await signInAsAdmin(request)
  await setUnderConstruction(request, auth, true)
  try {
    for (const [from, to] of [
      ['/', '/construction'],
      ['/about', '/construction'],
      ['/explore/st-ives', '/construction'],
      ['/es/contact', '/es/construction'],
      ['/pl', '/pl/construction'],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status(), from).toBe(307)
      expect(new URL(response.headers().location, 'http://x').pathname, from).toBe(to)
    }
    for (const exempt of [
      '/construction',
      '/fr/construction',
      '/explore/st-ives/map',
      '/kiosk/huntingdon',
      '/kiosk/huntingdon/highlights',
      '/screen/ramsey',
      '/screen/ramsey/notices',
    ]) {
      // A language redirect (the NEXT_LOCALE cookie is set by now) is fine; a construction redirect is not.
      const response = await request.get(exempt, { maxRedirects: 0 })
      expect(response.headers().location ?? '', exempt).not.toMatch(/construction/)
      expect(response.status(), exempt).not.toBe(500)
    }
    await page.goto('/about')
    await expect(page).toHaveURL(/\/construction$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming soon')
  } finally {
    await setUnderConstruction(request, auth, false)
  }
  await page.context().clearCookies()
  await page.goto('/about')
  await expect(page).toHaveURL(/\/about$/)
})
