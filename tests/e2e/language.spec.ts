import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, messages } from './support'

test('switching language keeps the page, saves NEXT_LOCALE for a year and is honoured on return', async ({ page, context }) => {
  await page.goto('/about')
  await page.getByRole('button', { name: /Language/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByRole('link', { name: 'Español' }).click()
  await expect(page).toHaveURL(/\/es\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('es').About.heading)

  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')
  expect(cookie?.value).toBe('es')
  expect(cookie?.sameSite).toBe('Lax')
  const days = (cookie!.expires - Date.now() / 1000) / 86_400
  expect(days).toBeGreaterThan(364)
  expect(days).toBeLessThanOrEqual(365.01)

  // A later visit to the unprefixed home page follows the saved choice.
  await page.goto('/')
  await expect(page).toHaveURL(/\/es$/)

  await page.getByRole('button', { name: new RegExp(messages('es').Language.label) }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en')
  await page.goto('/about')
  await expect(page).toHaveURL(/\/about$/)
})

test('the menu and language dialogs work by keyboard and close with Escape', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()

  const menuButton = page.getByRole('button', { name: 'Open menu' })
  await menuButton.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  for (const name of ['Home', 'Explore', 'About', 'Contact', 'St Ives']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(menuButton).toBeFocused()

  await menuButton.click()
  await menu.getByRole('link', { name: 'Explore', exact: true }).click()
  await expect(page).toHaveURL(/\/explore$/)
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('the town page lists every place as text with links to the map', async ({ page }) => {
  await page.goto('/explore/st-ives')
  await expect(page.getByRole('link', { name: /Open the map/ })).toHaveAttribute('href', '/explore/st-ives/map')
  await expect(page.getByText('39 places on the map')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Norris Museum', level: 4 })).toBeVisible()
  await expect(page.locator('a[href="/explore/st-ives/map/stives-norris-museum"]').first()).toBeVisible()
})
