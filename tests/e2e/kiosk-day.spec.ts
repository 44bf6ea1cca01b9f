import { type BrowserContext, expect, type Page, test } from '@playwright/test'

import { LANGUAGE_NAMES, LANGUAGE_TAGS } from '../../src/domain/locales'

import { expectNoAxeViolations, messages, blockBasemap, stopTheClock } from './support'

/**
 * Kiosk all day (issue 29): every visitor finds the kiosk as the first one did, whatever the one
 * before did. Time runs on Playwright's clock: nothing waits two real minutes.
 */
const en = messages('en')
const pl = messages('pl')
const IDLE_MS = 2 * 60_000

test.use({ viewport: { width: 1080, height: 1920 } })

const ready = (page: Page) => expect(page.locator('[data-display-mode]')).toHaveAttribute('aria-busy', 'false')

/** A language cookie that outlives the visit (a session cookie has expires -1). */
async function lastingLanguageCookie(context: BrowserContext) {
  const inADay = Date.now() / 1000 + 24 * 3600
  return (await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE' && cookie.expires > inADay) ?? null
}

test('a visitor takes a Huntingdon kiosk to St Ives in Polish and leaves: at 2:00 it is Huntingdon in English again', async ({
  page,
  context,
}) => {
  await stopTheClock(page)
  await blockBasemap(page)
  await page.goto('/kiosk/huntingdon/highlights?settown=huntingdon')
  await ready(page)
  await page.getByRole('link', { name: en.Kiosk.touchToStart }).click()
  await expect(page).toHaveURL(/\/kiosk\/huntingdon$/)
  await ready(page)

  // The visitor's language, from the kiosk's own control: for this visit only.
  await page.getByRole('button', { name: en.Kiosk.language }).click()
  const languages = page.getByRole('dialog', { name: en.Kiosk.chooseLanguage })
  await expect(languages).toBeVisible()
  await languages.getByRole('button', { name: LANGUAGE_NAMES.pl }).click()
  await expect(page).toHaveURL(/\/pl\/kiosk\/huntingdon$/)
  await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS.pl)
  await expect(page.getByRole('button', { name: pl.Kiosk.startAgain })).toBeVisible()
  expect(await lastingLanguageCookie(context)).toBeNull()

  // A link takes them to St Ives' highlights (an editor's highlight, a search result…), and they walk away.
  await page.goto('/pl/kiosk/st-ives/highlights')
  await ready(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('St Ives')
  await page.clock.runFor(IDLE_MS - 5_000)
  await expect(page.getByRole('alertdialog', { name: pl.Kiosk.idleTitle })).toBeVisible()
  await page.clock.runFor(6_000)
  await expect(page).toHaveURL(/^[^?]*\/\/[^/]+\/kiosk\/huntingdon\/highlights$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Huntingdon')
  expect(await lastingLanguageCookie(context)).toBeNull()
})

test('a kiosk set to Lithuanian with setlang returns to Lithuanian, and ignores a visitor’s language cookie', async ({
  page,
  context,
  baseURL,
}) => {
  await stopTheClock(page)
  await blockBasemap(page)
  // A language cookie left from the phone site must not choose the kiosk's language.
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: baseURL! }])
  await page.goto('/kiosk/ramsey?settown=ramsey&setlang=lt')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
  await ready(page)
  await page.clock.runFor(IDLE_MS + 1_000)
  await expect(page).toHaveURL(/\/lt\/kiosk\/ramsey\/highlights$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('lt').Kiosk.welcome.replace('{townName}', 'Ramsey'))
  // Start again does the same at once.
  await page.getByRole('link', { name: messages('lt').Kiosk.touchToStart }).click()
  // The highlights page has its own Start again: press the map page's, once it is there and hydrated.
  await expect(page).toHaveURL(/\/lt\/kiosk\/ramsey$/)
  await ready(page)
  await page.getByRole('button', { name: messages('lt').Kiosk.startAgain }).click()
  await expect(page).toHaveURL(/\/lt\/kiosk\/ramsey\/highlights$/)
})

test('Ctrl+K on a kiosk with a keyboard opens nothing hidden: the screen still answers a touch', async ({ page }) => {
  await blockBasemap(page)
  await page.goto('/kiosk/huntingdon')
  await ready(page)
  await page.keyboard.press('Control+K')
  await expect(page.locator('dialog[open]')).toHaveCount(0)
  const reach = page.getByRole('button', { name: en.Kiosk.reach })
  await reach.click()
  await expect(reach).toHaveAttribute('aria-pressed', 'true')
  // The kiosk's own language list is what a visitor sees and closes by touch.
  await page.getByRole('button', { name: en.Kiosk.language }).click()
  await expect(page.getByRole('dialog', { name: en.Kiosk.chooseLanguage })).toBeVisible()
  await expectNoAxeViolations(page, { state: 'the kiosk language list', include: 'dialog[open]' })
  await page.getByRole('button', { name: en.Kiosk.close }).click()
  await expect(page.locator('dialog[open]')).toHaveCount(0)
})

test('the countdown shows above an open QR dialog, and a touch on it carries on', async ({ page }) => {
  await stopTheClock(page)
  await blockBasemap(page)
  await page.goto('/kiosk/huntingdon/huntingdon-cromwell-museum')
  await ready(page)
  await page.getByRole('complementary', { name: en.Map.panelLabel }).getByRole('article').locator('a[href^="http"]').first().click()
  const qr = page.getByRole('dialog', { name: en.Kiosk.qrTitle })
  await expect(qr).toBeVisible()
  await page.clock.runFor(IDLE_MS - 5_000)
  const countdown = page.getByRole('alertdialog', { name: en.Kiosk.idleTitle })
  await expect(countdown).toBeVisible()
  // On top: the point at the middle of its button is the button.
  const stay = countdown.getByRole('button', { name: en.Kiosk.stillHere })
  const box = (await stay.boundingBox())!
  const topmost = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.textContent,
    [box.x + box.width / 2, box.y + box.height / 2],
  )
  expect(topmost).toBe(en.Kiosk.stillHere)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await expect(countdown).toHaveCount(0)
  await expect(page).toHaveURL(/\/kiosk\/huntingdon\/huntingdon-cromwell-museum$/)
})

test('a touch anywhere on the highlights page starts the kiosk; the ready-offline notice never shows on a kiosk', async ({ page }) => {
  await blockBasemap(page)
  await page.goto('/kiosk/st-neots/highlights?settown=st-neots')
  await ready(page)
  await page.getByRole('heading', { level: 1 }).click()
  await expect(page).toHaveURL(/\/kiosk\/st-neots$/)
  await expect(page.getByText(messages('en').Offline.ready)).toHaveCount(0)
})

test('a missing page on a kiosk stays in the kiosk: its controls, no site header, and the idle reset home', async ({ page }) => {
  await stopTheClock(page)
  const response = await page.goto('/kiosk/huntingdon/no-such-place')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page Not Found: /kiosk/huntingdon/no-such-place')).toBeVisible()
  await expect(page.getByRole('button', { name: en.Kiosk.startAgain })).toBeVisible()
  await expect(page.locator('body > header')).toBeHidden()
  await ready(page)
  await page.clock.runFor(IDLE_MS + 1_000)
  await expect(page).toHaveURL(/\/kiosk\/huntingdon\/highlights$/)
})
