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

test('an unknown town is a 404, not an empty page', async ({ page }) => {
  const response = await page.goto('/explore/atlantis')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page not found: /explore/atlantis')).toBeVisible()
})
