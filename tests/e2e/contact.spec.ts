import { expect, test } from '@playwright/test'

import { signInAsAdmin } from './admin-api'
import { expectNoAxeViolations, messages } from './support'

test('the contact form explains mistakes, then sends and is stored for editors', async ({ page, request }) => {
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Send message' }).click()
  const summary = page.locator('form').getByRole('alert')
  await expect(summary).toContainText('Enter your name.')
  await expect(summary).toBeFocused()
  await expect(page.getByLabel(/Email address/)).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)

  const subject = `Bench by the river ${Date.now()}`
  await page.getByLabel(/Your name/).fill('Test Visitor')
  await page.getByLabel(/Email address/).fill('visitor@example.com')
  await page.getByLabel(/Subject/).fill(subject)
  await page.getByLabel(/Message/).fill('The bench near the Old Bridge has been repaired.')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('status')).toHaveText(messages('en').Contact.success)

  const headers = await signInAsAdmin(request)
  const stored = await (await request.get(`/api/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}`, { headers })).json()
  expect(stored.totalDocs).toBe(1)
  expect(stored.docs[0]).toMatchObject({ name: 'Test Visitor', email: 'visitor@example.com', locale: 'en', handled: false })
})

test('a failed send keeps what was typed and says so in the visitor’s language', async ({ page }) => {
  const pl = messages('pl')
  await page.route('**/api/contact-messages', (route) => route.fulfill({ status: 503, body: '{}' }))
  await page.goto('/pl/contact')
  await page.getByLabel(new RegExp(pl.Contact.name)).fill('Jan')
  await page.getByLabel(new RegExp(pl.Contact.email)).fill('jan@example.com')
  await page.getByLabel(new RegExp(pl.Contact.subject)).fill('Pytanie')
  await page.getByLabel(new RegExp(pl.Contact.message)).fill('Czy muzeum jest otwarte w niedzielę?')
  await page.getByRole('button', { name: pl.Contact.send }).click()
  await expect(page.locator('form').getByRole('alert')).toHaveText(pl.Contact.failure)
  await expect(page.getByLabel(new RegExp(pl.Contact.message))).toHaveValue('Czy muzeum jest otwarte w niedzielę?')
})
