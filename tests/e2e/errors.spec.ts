import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, format, messages } from './support'

test('an unknown path answers 404 and names the path', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  await expect(page.getByText('Page not found: /no-such-page')).toBeVisible()
  await expect(page.getByText('Error 404')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the 404 page speaks the visitor’s language', async ({ page }) => {
  const es = messages('es')
  const response = await page.goto('/es/no-existe')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.Errors.notFoundTitle)
  await expect(page.getByText(format(es.Errors.pageNotFound, { path: '/es/no-existe' }))).toBeVisible()
})

test('an unknown town, place or event is a 404 in the spec’s words for a failed validation, not an empty page', async ({ page }) => {
  for (const path of [
    '/explore/atlantis',
    '/explore/huntingdon/map/atlantis',
    '/explore/ramsey/events/atlantis-2026-01-01',
    '/kiosk/atlantis',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible()
  }
  await page.goto('/pl/explore/atlantis')
  await expect(page.getByText(format(messages('pl').Errors.invalidPage, { path: '/pl/explore/atlantis' }))).toBeVisible()
})

test('made-up town, place and highlights addresses answer 404 and leave nothing in the page cache', async ({ request }) => {
  const token = `made-up-${Date.now().toString(36)}`
  const paths = [
    `/explore/${token}`,
    `/pl/explore/${token}`,
    `/fr/explore/${token}/map`,
    `/explore/st-ives/map/${token}`,
    `/lt/explore/huntingdon/map/${token}-2`,
    `/es/highlights/${token}`,
  ]
  for (let round = 0; round < 2; round++) {
    for (const path of paths) {
      // The page and its RSC payload (what a client-side navigation asks for) are separate responses.
      for (const headers of [{}, { RSC: '1' }] as Record<string, string>[]) {
        const response = await request.get(path, { headers })
        expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(404)
      }
    }
  }
  const serverDir = path.join(process.env.E2E_DIST_DIR ?? '.next-test', 'server')
  const kept = fs.readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.includes(token))
  expect(kept).toEqual([])
})
