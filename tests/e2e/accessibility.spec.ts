import { expect, test } from '@playwright/test'

import { SCREEN_SLIDE_MS } from '../../src/domain/kiosk-settings'
import { LANGUAGE_NAMES } from '../../src/domain/locales'
import {
  expectNoAxeViolations,
  format,
  LOCALES,
  type Locale,
  localizedPath,
  messages,
  wakeMap,
  MAP_READY_TIMEOUT,
  blockBasemap,
} from './support'

/**
 * Issue 8, accessibility: axe (WCAG 2.2 AA tags, see support.ts) on every public route the other
 * specs do not already check, and on every overlay, in all six languages. One test per language and
 * area so they run in parallel; each test reuses one page and reports every state it checks (soft).
 * The content routes (home, about, towns, policies…) are checked in routes.spec.ts.
 */
const TOWN = 'huntingdon'
const PLACE = 'huntingdon-cromwell-museum'
const DIAGNOSTIC_LOCALES: Locale[] = ['en', 'lt']

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

for (const locale of LOCALES) {
  const m = messages(locale)
  const path = (p: string) => localizedPath(locale, p)

  test.describe(`axe in ${locale}`, () => {
    // Each test checks many states in one page; the machine running the suite may be busy.
    test.describe.configure({ timeout: 180_000 })

    test('the not-found page, header dialogs, search, notices, events and the highlights carousel', async ({ page }) => {
      const response = await page.goto(path('/no-such-page'))
      expect(response?.status()).toBe(404)
      await expectNoAxeViolations(page, { state: 'the not-found page', soft: true })

      await page.goto(path(`/highlights/${TOWN}`))
      // Hydrated once the notices have replaced their loading message.
      await expect(page.getByText(m.Notices.loading)).toHaveCount(0)
      await expectNoAxeViolations(page, { state: 'the highlights page', soft: true })

      const menuButton = page.getByRole('button', { name: m.Nav.openMenu })
      await menuButton.click()
      await expect(page.getByRole('dialog', { name: m.Nav.menu })).toBeVisible()
      await expectNoAxeViolations(page, { state: 'the menu open', include: 'dialog[open]', soft: true })
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: `${m.Language.label}: ${LANGUAGE_NAMES[locale]}` }).click()
      await expect(page.getByRole('dialog', { name: m.Language.choose })).toBeVisible()
      await expectNoAxeViolations(page, { state: 'the language dialog open', include: 'dialog[open]', soft: true })
      await page.keyboard.press('Escape')

      // Opened from the dark footer, whose own styles must not reach it (light grey headings once did).
      await page.getByRole('button', { name: m.Feedback.open }).click()
      const feedback = page.getByRole('dialog', { name: m.Feedback.title })
      await feedback.getByRole('button', { name: m.Feedback.send }).click()
      await expect(feedback.getByText(m.Feedback.errorEmpty)).toBeVisible()
      await expectNoAxeViolations(page, { state: 'the feedback dialog with its error', include: 'dialog[open]', soft: true })
      await page.keyboard.press('Escape')

      await page.keyboard.press('Control+k')
      const search = page.getByRole('dialog', { name: m.Search.title })
      await search.getByRole('searchbox').fill('museum')
      await expect(search.getByRole('link').first()).toBeVisible()
      await expectNoAxeViolations(page, { state: 'search results', include: 'dialog[open]', soft: true })
      await page.keyboard.press('Escape')
      await expect(search).toBeHidden()

      await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(m.Notices.button)}`) }).click()
      const notices = page.getByRole('dialog', { name: m.Notices.title })
      await notices.getByRole('checkbox', { name: m.Notices.showPast }).check()
      await expect(notices.getByRole('article').nth(1)).toBeVisible()
      await expectNoAxeViolations(page, { state: 'the notices dialog (past ones shown)', include: 'dialog[open]', soft: true })
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: m.Events.button, exact: true }).click()
      const events = page.getByRole('dialog', { name: m.Events.title })
      await expect(events.getByRole('region', { name: m.Events.upcomingHeading })).toBeVisible()
      await expectNoAxeViolations(page, { state: 'the events list', include: 'dialog[open]', soft: true })
      await events.getByRole('region', { name: m.Events.upcomingHeading }).getByRole('button').first().click()
      await expect(events.getByRole('button', { name: m.Events.back })).toBeVisible()
      await expectNoAxeViolations(page, { state: 'an event’s details', include: 'dialog[open]', soft: true })
      await page.keyboard.press('Escape')

      // The carousel paused (live region on), moved to another slide.
      const carousel = page.getByRole('region', { name: format(m.Highlights.carouselLabel, { townName: 'Huntingdon' }) })
      const pause = carousel.getByRole('button', { name: m.Highlights.pause })
      if (await pause.isVisible()) await pause.click()
      await carousel.getByRole('button', { name: m.Highlights.next }).click()
      await expectNoAxeViolations(page, { state: 'the carousel paused on slide 2', include: 'section[aria-roledescription]', soft: true })
    })

    test('map: list, place details, share panel, town selector, image viewer, phone sheet', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await blockBasemap(page)
      await page.goto(path(`/explore/${TOWN}/map`))
      await expect(page.getByText(m.Map.basemapFallback)).toBeVisible()
      await expectNoAxeViolations(page, { state: "the map's first picture", soft: true })
      await wakeMap(page)
      await expect(page.getByRole('status').filter({ hasText: m.Map.mapReady.split('{')[0] })).toBeAttached({ timeout: MAP_READY_TIMEOUT })
      await expectNoAxeViolations(page, { state: 'the place list', soft: true })

      await page.locator('[id^="place-item-"]').first().click()
      const details = page.getByRole('complementary', { name: m.Map.panelLabel }).getByRole('article')
      await expect(details).toBeVisible()
      await expectNoAxeViolations(page, { state: 'the place details panel', soft: true })
      await details.getByRole('button', { name: m.Places.share }).click()
      await expect(page.getByRole('button', { name: m.Places.copyLink })).toBeVisible()
      await expectNoAxeViolations(page, { state: 'the share panel', include: '#map-panel article', soft: true })
      await page.keyboard.press('Escape')

      const chooser = page.getByRole('button', { name: m.Map.chooseTown })
      await chooser.click()
      await expect(page.getByRole('dialog', { name: m.Map.chooseTown })).toBeVisible()
      await expectNoAxeViolations(page, { state: 'the town selector', include: 'dialog[open]', soft: true })
      await page.keyboard.press('Escape')

      // A place opened straight from its address (the shared link).
      await page.goto(path(`/explore/${TOWN}/map/${PLACE}`))
      await expect(page.getByRole('complementary', { name: m.Map.panelLabel }).getByRole('article')).toHaveAttribute('data-place', PLACE)
      await expectNoAxeViolations(page, { state: 'a place opened from its link', soft: true })

      // The seeded places have no photos: the panel test page has one that loads.
      await page.goto(path('/test/map-panel-ux'))
      await page.locator('#place-item-fixture-photo-museum').click()
      await page.getByRole('button', { name: format(m.Places.viewImage, { placeName: 'Photo Museum (image loads)' }) }).click()
      await expect(page.getByRole('dialog').getByRole('img')).toBeVisible()
      await expectNoAxeViolations(page, { state: 'the image viewer', include: 'dialog[open]', soft: true })
      await page.keyboard.press('Escape')

      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(path(`/explore/${TOWN}/map`))
      await wakeMap(page)
      await expect(page.getByRole('status').filter({ hasText: m.Map.mapReady.split('{')[0] })).toBeAttached({ timeout: MAP_READY_TIMEOUT })
      await page.locator('button[aria-controls="map-panel-body"]').click()
      await expect(page.locator('button[aria-controls="map-panel-body"]')).toHaveAttribute('aria-expanded', 'true')
      await expectNoAxeViolations(page, { state: 'the phone bottom sheet raised', soft: true })
    })

    test('kiosk attract loop, kiosk map, high contrast and the screen display at 1080×1920', async ({ page }) => {
      await page.setViewportSize({ width: 1080, height: 1920 })
      await page.clock.install()
      await blockBasemap(page)
      await page.goto(path(`/kiosk/${TOWN}/highlights`))
      await expect(page.getByRole('link', { name: m.Kiosk.touchToStart })).toBeVisible()
      await expectNoAxeViolations(page, { state: 'the attract loop', soft: true })

      await page.goto(path(`/kiosk/${TOWN}/${PLACE}`))
      await expect(page.locator('[data-display-mode]')).toHaveAttribute('aria-busy', 'false')
      await expect(page.getByRole('complementary', { name: m.Map.panelLabel }).getByRole('article')).toBeVisible()
      await expectNoAxeViolations(page, { state: 'a place on the kiosk map', soft: true })
      await page.getByRole('button', { name: m.Kiosk.contrast }).click()
      await expect(page.locator('[data-display-mode]')).toHaveAttribute('data-contrast', 'on')
      await expectNoAxeViolations(page, { state: 'the kiosk in high contrast', soft: true })
      await page.getByRole('complementary', { name: m.Map.panelLabel }).getByRole('article').locator('a[href^="http"]').first().click()
      await expect(page.getByRole('dialog', { name: m.Kiosk.qrTitle })).toBeVisible()
      await expectNoAxeViolations(page, { state: 'the QR hand-off dialog', include: 'dialog[open]', soft: true })
      await page.keyboard.press('Escape')
      // The countdown shows in the last ten seconds of the two idle minutes.
      await page.clock.runFor(2 * 60_000 - 5_000)
      await expect(page.getByRole('alertdialog', { name: m.Kiosk.idleTitle })).toBeVisible()
      await expectNoAxeViolations(page, { state: 'the idle countdown', soft: true })

      await page.goto(path(`/screen/${TOWN}`))
      const rotator = page.locator('[data-index]')
      // A slide with nothing to show (departures, with no key on this server) is passed over.
      await expect(page.locator('[data-slide="departures"]')).toBeEmpty()
      const slides = await page.locator('[data-slide]:not(:empty)').count()
      await expectNoAxeViolations(page, { state: 'the screen display', soft: true })
      // The fake clock also runs on its own, so a slow check can see a slide pass: note which were checked.
      const checked = new Set([await rotator.getAttribute('data-index')])
      for (let step = 0; checked.size < slides && step < 2 * slides; step++) {
        await page.clock.runFor(SCREEN_SLIDE_MS)
        const index = await rotator.getAttribute('data-index')
        if (checked.has(index)) continue
        checked.add(index)
        await expectNoAxeViolations(page, {
          state: `screen slide ${Number(index) + 1}`,
          include: '[data-index]',
          soft: true,
        })
      }
      expect(checked.size).toBe(slides)
    })

    // The demo and test pages are noindex tools for developers around fixed fixtures; their
    // chrome is checked everywhere else. Two languages (short and long words) keep the run short.
    if (DIAGNOSTIC_LOCALES.includes(locale))
      test('the demos and the test pages', async ({ page }) => {
        await blockBasemap(page)
        for (const route of [
          '/demo/idle-timeout',
          '/demo/highlights-carousel',
          '/demo/town-logos',
          '/mock-location',
          '/test-mock-location',
          '/test-location-permissions',
          '/test-search-features',
          '/test/cache-test',
          '/test/cache-busting',
          '/test/map-panel-ux',
          '/test/rail-departures',
          '/test/bus-departures',
        ]) {
          await page.goto(path(route))
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          await expectNoAxeViolations(page, { soft: true })
        }
      })
  })
}
