import { expect, type Page, test } from '@playwright/test'

import { SCREEN_SLIDE_MS } from '../../src/domain/kiosk-settings'

import { decodeQr, expectNoAxeViolations, messages, MAP_READY_TIMEOUT, blockBasemap, stopTheClock } from './support'

/**
 * Kiosk and screen modes (issue 5). Time runs on Playwright's clock: nothing waits two real minutes.
 * The remote basemap is blocked (this machine has no internet), so maps use the local fallback.
 */
const en = messages('en') as unknown as Record<string, Record<string, string>>
const SETTINGS_KEY = 'town-guide:kiosk-settings'
const RECENT_KEY = 'town-guide:recent-searches'
const IDLE_MS = 2 * 60_000

const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SETTINGS_KEY)

test.describe('kiosk settings', () => {
  test('settown, setkiosk and setscreen are stored normalised; invalid values are ignored with a warning', async ({ page }) => {
    await blockBasemap(page)
    await page.goto('/kiosk/huntingdon?settown=st-ives&setkiosk=kioskb&setscreen=screen2')
    await expect.poll(() => stored(page)).toEqual({ town: 'st-ives', kiosk: 'kioskB', screen: 'screen2', lang: 'en' })

    const warnings: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text())
    })
    await page.goto('/kiosk/huntingdon?settown=&setkiosk=KIOSKC&setscreen=screen3')
    await expect.poll(() => warnings.join('\n')).toContain('setkiosk')
    expect(warnings.join('\n')).toContain('setscreen')
    expect(warnings.join('\n')).toContain('settown')
    expect(await stored(page)).toEqual({ town: 'st-ives', kiosk: 'kioskB', screen: 'screen2', lang: 'en' })

    // /kiosk alone opens the stored town's kiosk map.
    await page.goto('/kiosk')
    await expect(page).toHaveURL(/\/kiosk\/st-ives$/)
    await page.goto('/fr/kiosk?settown=ramsey')
    await expect(page).toHaveURL(/\/fr\/kiosk\/ramsey$/)
    expect((await stored(page)).town).toBe('ramsey')
  })
})

test.describe('kiosk map', () => {
  test.use({ viewport: { width: 1080, height: 1920 } })

  test('kiosk chrome, no location requests, you-are-here at the kiosk, QR hand-off that decodes to the share link', async ({
    page,
    baseURL,
  }) => {
    await blockBasemap(page)
    await page.goto('/kiosk/huntingdon')
    await expect(page.getByRole('status').filter({ hasText: en.Map.mapReady.split('{')[0] })).toBeAttached({ timeout: MAP_READY_TIMEOUT })
    // No site header or footer (their links lead off the kiosk); the kiosk's own controls instead.
    await expect(page.locator('body > header')).toBeHidden()
    await expect(page.locator('body > footer')).toBeHidden()
    await expect(page.getByRole('button', { name: en.Kiosk.startAgain })).toBeVisible()
    await expect(page.getByRole('button', { name: en.Location.useMyLocation })).toHaveCount(0)
    await expect(page.locator('.maplibregl-marker')).toHaveText(en.Kiosk.youAreHere)
    for (const name of [en.Kiosk.startAgain, en.Kiosk.reach, en.Kiosk.contrast]) {
      const box = (await page.getByRole('button', { name }).boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(44)
    }
    // Reach mode brings the kiosk controls into the lower half.
    await page.getByRole('button', { name: en.Kiosk.reach }).click()
    const bar = (await page.getByRole('button', { name: en.Kiosk.startAgain }).boundingBox())!
    expect(bar.y).toBeGreaterThan(1920 / 2)

    await page.locator('button[aria-controls="map-panel-body"]').click()
    const first = page.locator('[id^="place-item-"]').first()
    const slug = (await first.getAttribute('id'))!.replace('place-item-', '')
    await first.click()
    await expect(page.getByRole('complementary', { name: en.Map.panelLabel }).getByRole('article')).toHaveAttribute('data-place', slug)
    // The address stays on the kiosk: /kiosk/{town}/{place}.
    await expect(page).toHaveURL(new RegExp(`/kiosk/huntingdon/${slug}$`))
    await expect(page.getByRole('region', { name: en.Kiosk.takeWithYou }).getByRole('img')).toBeVisible()
    expect(await decodeQr(page, 'section[data-handoff*="/map/"] img')).toBe(`${baseURL}/explore/huntingdon/map/${slug}`)
    // Walking times start at the kiosk, and say so; the QR code replaces the share panel.
    const details = page.getByRole('complementary', { name: en.Map.panelLabel }).getByRole('article')
    await expect(details.getByText(en.Places.fromKiosk)).toBeVisible()
    await expect(details.getByText(/Huntingdon\.$/)).toHaveCount(0)
    await expect(details.getByRole('button', { name: en.Places.share })).toHaveCount(0)
    // Reach mode: the zoom buttons sit in the lower half too, above the open sheet.
    const zoom = (await page.locator('.maplibregl-ctrl-group').first().boundingBox())!
    expect(zoom.y).toBeGreaterThan(1920 / 2)
    const sheet = (await page.locator('#map-panel').boundingBox())!
    expect(zoom.y + zoom.height).toBeLessThanOrEqual(sheet.y)
  })

  test('an external link becomes a QR code instead of opening', async ({ page }) => {
    await blockBasemap(page)
    // Seed content: the Cromwell Museum has a website.
    await page.goto('/kiosk/huntingdon/huntingdon-cromwell-museum')
    await expect(page.locator('[data-display-mode]')).toHaveAttribute('aria-busy', 'false')
    const website = page.getByRole('complementary', { name: en.Map.panelLabel }).getByRole('article').locator('a[href^="http"]').first()
    const href = (await website.getAttribute('href'))!
    expect(new URL(href).origin).not.toBe(new URL(page.url()).origin)
    await website.click()
    await expect(page.getByRole('dialog', { name: en.Kiosk.qrTitle })).toBeVisible()
    await expect(page).toHaveURL(/\/kiosk\/huntingdon\/huntingdon-cromwell-museum$/)
    expect(await decodeQr(page, 'dialog[open] img')).toBe(new URL(href).href)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: en.Kiosk.qrTitle })).toBeHidden()
  })
})

test.describe('kiosk idle', () => {
  test.use({ viewport: { width: 1080, height: 1920 } })

  test('the countdown fills the last ten of two idle minutes, then the kiosk resets to the highlights page and clears the visitor’s traces', async ({
    page,
  }) => {
    await stopTheClock(page)
    await blockBasemap(page)
    await page.goto('/kiosk/huntingdon?setkiosk=kioskB')
    await expect(page.locator('[data-display-mode]')).toHaveAttribute('aria-busy', 'false')
    await page.evaluate(
      ([recent]) => {
        localStorage.setItem(recent, JSON.stringify(['castle']))
        sessionStorage.setItem('visitor-trace', '1')
      },
      [RECENT_KEY],
    )
    await page.getByRole('button', { name: en.Kiosk.contrast }).click()
    await expect(page.locator('[data-display-mode]')).toHaveAttribute('data-contrast', 'on')

    // The clock stands still from the page's first script: idle time counts from there.
    await page.clock.runFor(IDLE_MS - 11_000)
    await expect(page.getByRole('alertdialog', { name: en.Kiosk.idleTitle })).toHaveCount(0)
    await page.clock.runFor(2_000)
    await expect(page.getByRole('alertdialog', { name: en.Kiosk.idleTitle })).toBeVisible()
    await expect(page.getByRole('alertdialog', { name: en.Kiosk.idleTitle })).toContainText(/Starting again in (9|10) seconds/)

    // Still there a second before the two minutes; gone just after them.
    await page.clock.runFor(7_500)
    await expect(page).toHaveURL(/\/kiosk\/huntingdon\?setkiosk=kioskB$/)
    await page.clock.runFor(2_000)
    await expect(page).toHaveURL(/\/kiosk\/huntingdon\/highlights$/)
    await expect(page.getByRole('link', { name: en.Kiosk.touchToStart })).toBeVisible()
    expect(await page.evaluate((k) => localStorage.getItem(k), RECENT_KEY)).toBeNull()
    // The page writes its own session keys again on load; the visitor's one is gone.
    expect(await page.evaluate(() => sessionStorage.getItem('visitor-trace'))).toBeNull()
    await expect(page.locator('[data-display-mode]')).toHaveAttribute('data-contrast', 'off')
    // The kiosk's own settings survive a reset.
    expect((await stored(page)).kiosk).toBe('kioskB')
  })

  test('a touch during the countdown cancels the reset', async ({ page }) => {
    await stopTheClock(page)
    await blockBasemap(page)
    await page.goto('/kiosk/huntingdon')
    await expect(page.locator('[data-display-mode]')).toHaveAttribute('aria-busy', 'false')
    await page.clock.runFor(IDLE_MS - 6_000)
    await expect(page.getByRole('alertdialog', { name: en.Kiosk.idleTitle })).toBeVisible()
    await page.mouse.click(540, 960)
    await expect(page.getByRole('alertdialog', { name: en.Kiosk.idleTitle })).toHaveCount(0)
    await page.clock.runFor(15_000)
    await expect(page).toHaveURL(/\/kiosk\/huntingdon$/)
  })
})

test.describe('attract loop and screen', () => {
  test.use({ viewport: { width: 1080, height: 1920 } })

  test('the attract loop shows highlights, notices and events; touch to start opens the kiosk map', async ({ page }) => {
    await blockBasemap(page)
    await page.goto('/kiosk/huntingdon/highlights')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Huntingdon')
    await expect(page.getByRole('heading', { name: en.Kiosk.noticesHeading })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: en.Kiosk.touchToStart }).click()
    await expect(page).toHaveURL(/\/kiosk\/huntingdon$/)
  })

  test('screen mode rotates its slides without being touched', async ({ page }) => {
    await page.clock.install()
    await page.goto('/screen/huntingdon')
    const rotator = page.locator('[data-index]')
    await expect(rotator).toHaveAttribute('data-index', '0')
    const firstSlide = await page.locator('[data-slide]:visible').getAttribute('data-slide')
    // The rotator's timer starts when React hydrates, which can come after `load`: time moves on one
    // slide period at a time until it has, and the first turn must land on the second slide.
    await expect
      .poll(async () => {
        await page.clock.runFor(SCREEN_SLIDE_MS)
        return rotator.getAttribute('data-index')
      })
      .not.toBe('0')
    await expect(rotator).toHaveAttribute('data-index', '1')
    expect(await page.locator('[data-slide]:visible').getAttribute('data-slide')).not.toBe(firstSlide)
    await expect(page.getByRole('button', { name: en.Kiosk.startAgain })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('screen mode shows the partners’ logos, large enough to read from 3 m', async ({ page }) => {
    await page.goto('/screen/huntingdon')
    const strip = page.getByRole('region', { name: en.Screen.partnersHeading })
    await expect(strip.getByRole('heading', { name: en.Screen.partnersHeading })).toBeVisible()
    // Seed: three partners for Huntingdon (two for every town, one for three towns), all with logos.
    const logos = strip.getByRole('img')
    await expect(logos).toHaveCount(3)
    for (const logo of await logos.all()) {
      await expect(logo).toHaveJSProperty('complete', true)
      expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      expect((await logo.boundingBox())!.height).toBeGreaterThanOrEqual(100)
    }
    await expect(strip.getByRole('img', { name: /Fenland Walking Group/ })).toHaveCount(0)
    // Everything fits the 1080×1920 portrait screen: nothing to scroll on a display nobody touches.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1920)
    await page.screenshot({ path: 'test-results/screens/screen-1080x1920.png' })
  })
})

test.describe('screenshots', () => {
  for (const viewport of [
    { width: 1080, height: 1920 },
    { width: 390, height: 844 },
  ]) {
    test(`kiosk map with a place open and reach mode on, ${viewport.width}×${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await blockBasemap(page)
      await page.goto('/kiosk/huntingdon/huntingdon-cromwell-museum')
      await expect(page.getByRole('status').filter({ hasText: en.Map.mapReady.split('{')[0] })).toBeAttached({ timeout: MAP_READY_TIMEOUT })
      await expect(page.getByRole('region', { name: en.Kiosk.takeWithYou }).getByRole('img')).toBeVisible()
      const size = `${viewport.width}x${viewport.height}`
      await page.screenshot({ path: `test-results/screens/kiosk-place-${size}.png` })
      await page.getByRole('button', { name: en.Kiosk.reach }).click()
      await expect(page.locator('[data-display-mode]')).toHaveAttribute('data-reach', 'on')
      await page.waitForTimeout(400)
      await page.screenshot({ path: `test-results/screens/kiosk-place-reach-${size}.png` })
      // The kiosk's controls and the map's zoom buttons are all in the lower half.
      for (const control of [page.getByRole('button', { name: en.Kiosk.startAgain }), page.locator('.maplibregl-ctrl-group').first()])
        expect((await control.boundingBox())!.y).toBeGreaterThan(viewport.height / 2)
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('demo pages', () => {
  test('idle-timeout shows the timer live; the demos are noindex', async ({ page }) => {
    await page.clock.install()
    await page.goto('/demo/idle-timeout')
    await expect(page.getByTestId('idle-demo')).toContainText(en.Demo.idleActive)
    await page.clock.runFor(2 * 60_000 - 9_000)
    await expect(page.getByTestId('idle-demo')).toContainText('Countdown: 9 s')
    await page.mouse.click(10, 10)
    await expect(page.getByTestId('idle-demo')).toContainText(en.Demo.idleActive)
    await page.goto('/demo/town-logos')
    await expect(page.getByRole('region', { name: en.Demo.partnersHeading }).getByRole('img')).toHaveCount(4)
    await expectNoAxeViolations(page)
    for (const path of ['/demo/idle-timeout', '/demo/highlights-carousel', '/demo/town-logos']) {
      await page.goto(path)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
    await expectNoAxeViolations(page)
  })
})
