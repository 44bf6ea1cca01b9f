import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, LANGUAGE_TAGS, LOCALES, localizedPath, pageTitle, TOWNS } from './support'

const CONTENT_ROUTES: { path: string; titleKey: string; values?: Record<string, string> }[] = [
  { path: '/', titleKey: 'home' },
  { path: '/about', titleKey: 'about' },
  { path: '/explore', titleKey: 'explore' },
  { path: '/contact', titleKey: 'contact' },
  { path: '/accessibility', titleKey: 'accessibility' },
  { path: '/cookies', titleKey: 'cookies' },
  { path: '/privacy', titleKey: 'privacy' },
  { path: '/terms', titleKey: 'terms' },
  { path: '/sitemap', titleKey: 'sitemap' },
  { path: '/construction', titleKey: 'construction' },
  ...TOWNS.map((town) => ({
    path: `/explore/${town.slug}`,
    titleKey: 'townExplore',
    values: { townName: town.name } as Record<string, string>,
  })),
]

for (const locale of LOCALES) {
  test.describe(`${locale}`, () => {
    for (const route of CONTENT_ROUTES) {
      const url = localizedPath(locale, route.path)
      test(`${url} answers 200 with its translated title, valid language tags and no axe violations`, async ({ page }) => {
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
        await expect(page).toHaveTitle(pageTitle(locale, route.titleKey, route.values))
        await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[locale])
        await expect(page.locator('h1')).toHaveCount(1)
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]))
        expect(Object.fromEntries(alternates)).toEqual({
          ...Object.fromEntries(LOCALES.map((other) => [LANGUAGE_TAGS[other], localizedPath(other, route.path)])),
          'x-default': localizedPath('en', route.path),
        })
        await expectNoAxeViolations(page)
      })
    }
  })
}

test('the service worker is served without its source map (issue 28)', async ({ request }) => {
  const worker = await request.get('/serwist/sw.js')
  expect(worker.status()).toBe(200)
  expect(await worker.text()).not.toContain('sourceMappingURL')
  expect((await request.get('/serwist/sw.js.map')).status()).toBe(404)
})
