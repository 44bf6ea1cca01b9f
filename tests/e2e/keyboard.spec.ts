import { expect, type Locator, type Page, test } from '@playwright/test'

import { format, MAP_PREVIEW, MAP_READY_TIMEOUT, messages, blockBasemap } from './support'

/**
 * Issue 8: journeys by keyboard alone (no mouse click anywhere in this file), and reflow at 320 CSS
 * pixels wide, which is what a 1280×1024 screen shows at 400 % zoom (WCAG 1.4.10).
 */
const en = messages('en')

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached. */
async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused()
}

test.describe('by keyboard alone', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('search: Ctrl+K, type, arrow to a result, Enter opens the place on the map', async ({ page }) => {
    await blockBasemap(page)
    await page.goto('/explore/huntingdon')
    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog', { name: en.Search.title })
    const input = dialog.getByRole('searchbox')
    await expect(input).toBeFocused()
    await page.keyboard.type('cromwell museum')
    const result = dialog.getByRole('link', { name: /Cromwell Museum/ }).first()
    await expect(result).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(result).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/explore\/huntingdon\/map\/huntingdon-cromwell-museum$/)
    await expect(page.getByRole('complementary', { name: en.Map.panelLabel }).getByRole('article')).toHaveAttribute(
      'data-place',
      'huntingdon-cromwell-museum',
    )

    // Tab reaches the results from the field too.
    await page.goto('/explore/huntingdon')
    await page.keyboard.press('Control+k')
    await page.keyboard.type('museum')
    await expect(dialog.getByRole('link').first()).toBeVisible()
    await tabTo(page, dialog.getByRole('link').first(), { max: 6 })
  })

  test('map: open a place from the list, Escape closes it and focus returns to the place', async ({ page }) => {
    await blockBasemap(page)
    await page.goto('/explore/huntingdon/map')
    // The map's first picture takes focus like the live map, and hands it to the live map's canvas.
    await tabTo(page, page.locator(MAP_PREVIEW), { max: 60 })
    await expect(page.getByRole('status').filter({ hasText: en.Map.mapReady.split('{')[0] })).toBeAttached({ timeout: MAP_READY_TIMEOUT })
    await expect(page.locator('.maplibregl-canvas')).toBeFocused()
    const first = page.locator('[id^="place-item-"]').first()
    await tabTo(page, first, { max: 120 })
    const slug = (await first.getAttribute('id'))!.replace('place-item-', '')
    await page.keyboard.press('Enter')
    const details = page.getByRole('complementary', { name: en.Map.panelLabel }).getByRole('article')
    await expect(details).toHaveAttribute('data-place', slug)
    await expect(details.getByRole('heading', { level: 2 })).toBeFocused()
    // The panel's own controls are reachable: Tab moves into it, not back to the page top.
    await page.keyboard.press('Tab')
    expect(await details.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(details).toHaveCount(0)
    await expect(first).toBeFocused()
  })

  test('carousel: reach the controls, pause, next and arrow keys', async ({ page }) => {
    await page.clock.install()
    await page.goto('/highlights/huntingdon')
    await expect(page.getByText(en.Notices.loading)).toHaveCount(0)
    const carousel = page.getByRole('region', { name: format(en.Highlights.carouselLabel, { townName: 'Huntingdon' }) })
    const pause = carousel.getByRole('button', { name: en.Highlights.pause })
    await tabTo(page, pause)
    await page.keyboard.press('Enter')
    await expect(carousel.getByRole('button', { name: en.Highlights.play })).toBeFocused()
    await expect(carousel.getByText(format(en.Highlights.slideOf, { current: 1, total: 4 }))).toBeVisible()
    await tabTo(page, carousel.getByRole('button', { name: en.Highlights.next }), { max: 4 })
    await page.keyboard.press('Enter')
    await expect(carousel.getByText(format(en.Highlights.slideOf, { current: 2, total: 4 }))).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(carousel.getByText(format(en.Highlights.slideOf, { current: 3, total: 4 }))).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(carousel.getByText(format(en.Highlights.slideOf, { current: 2, total: 4 }))).toBeVisible()
    // The slide's link is reachable from the controls.
    await tabTo(
      page,
      carousel
        .getByRole('link', { name: new RegExp(en.Highlights.viewOnMap) })
        .locator('visible=true')
        .first(),
      { max: 6 },
    )
  })

  test('language: open the dialog, pick Español, and come back to English', async ({ page }) => {
    await page.goto('/about')
    const button = page.getByRole('button', { name: `${en.Language.label}: English` })
    await tabTo(page, button)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: en.Language.choose })
    await expect(dialog).toBeVisible()
    await tabTo(page, dialog.getByRole('link', { name: 'Español' }), { max: 10 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/es\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('es').About.heading)

    const es = messages('es')
    await tabTo(page, page.getByRole('button', { name: `${es.Language.label}: Español` }))
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByRole('dialog', { name: es.Language.choose }).getByRole('link', { name: 'English' }), { max: 10 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.About.heading)
  })

  test('contact: fill in the form with Tab and send it with Enter', async ({ page }) => {
    await page.goto('/contact')
    const name = page.getByLabel(new RegExp(en.Contact.name))
    await tabTo(page, name)
    await page.keyboard.type('Keyboard Visitor')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel(new RegExp(en.Contact.email))).toBeFocused()
    await page.keyboard.type('keys@example.com')
    await tabTo(page, page.getByLabel(new RegExp(en.Contact.subject)), { max: 3 })
    await page.keyboard.type(`Typed without a mouse ${Date.now()}`)
    await tabTo(page, page.getByLabel(new RegExp(en.Contact.message)), { max: 3 })
    await page.keyboard.type('Every field was reached with Tab.')
    await tabTo(page, page.getByRole('button', { name: en.Contact.send }), { max: 5 })
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toHaveText(en.Contact.success)
  })
})

test.describe('320 CSS pixels wide (400 % zoom of 1280×1024)', () => {
  test.use({ viewport: { width: 320, height: 256 } })

  for (const path of ['/', '/explore/st-ives', '/contact', '/explore/st-ives/map']) {
    test(`${path}: no horizontal scrolling, the main content is shown`, async ({ page }) => {
      await blockBasemap(page)
      await page.goto(path)
      await expect(page.locator('main')).toBeVisible()
      const h1 = page.getByRole('heading', { level: 1 })
      await h1.scrollIntoViewIfNeeded()
      await expect(h1).toBeInViewport()
      const widths = await page.evaluate(() => ({
        scroll: document.scrollingElement!.scrollWidth,
        client: document.scrollingElement!.clientWidth,
      }))
      expect(widths.scroll, `scrollWidth ${widths.scroll} > clientWidth ${widths.client}`).toBeLessThanOrEqual(widths.client + 1)
      // Nothing in main sticks out past the right edge either (overflow hidden on body would hide it).
      const clipped = await page.locator('main *:visible').evaluateAll((els) =>
        els
          .filter((el) => {
            const r = el.getBoundingClientRect()
            if (r.width === 0 || r.right <= window.innerWidth + 1 || el.closest('.maplibregl-map')) return false
            // Inside a box that scrolls or clips on its own (a chip row), it is reachable there.
            for (let box = el.parentElement; box && box.tagName !== 'MAIN'; box = box.parentElement) {
              if (getComputedStyle(box).overflowX !== 'visible') return false
            }
            return true
          })
          .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')}`)
          .slice(0, 5),
      )
      expect(clipped).toEqual([])
      await page.screenshot({ path: `test-results/reflow${path.replace(/\//g, '_') || '_home'}.png`, fullPage: true })
    })
  }
})
