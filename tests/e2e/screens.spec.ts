import fs from 'node:fs'
import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import { SCREEN_OUT_OF_DATE_MS } from '../../src/domain/kiosk-settings'

import { decodeQr, expectNoAxeViolations, format, type Locale, localizedPath, MAP_PREVIEW, messages, TOWNS, blockBasemap } from './support'

/**
 * Screen mode (issue 21): wall displays nobody touches. Every screen route fits its screen exactly,
 * in both orientations and in the longest languages, with nothing cut off mid-element.
 */
const seedDir = path.join(import.meta.dirname, '../../src/cms/seed/data')
const translatedPlaces = (locale: Locale): Record<string, { description?: string }> =>
  JSON.parse(fs.readFileSync(path.join(seedDir, `places.${locale}.json`), 'utf8'))
const seedPlaces: { id: string; town: string; name: string }[] = JSON.parse(fs.readFileSync(path.join(seedDir, 'places.json'), 'utf8'))
const townSlug = (seedTown: string) => TOWNS.find((t) => t.slug.replace('-', '') === seedTown)!.slug

/** The place whose description is longest in `locale`: the hardest card to fit. */
function longestPlace(locale: Locale) {
  const texts = translatedPlaces(locale)
  const [id] = Object.entries(texts).sort(([, a], [, b]) => (b.description?.length ?? 0) - (a.description?.length ?? 0))[0]
  const place = seedPlaces.find((p) => p.id === id)!
  return { slug: place.id, town: townSlug(place.town), name: place.name }
}

/**
 * What overflows: the document itself, and any box drawn outside the box that clips it (a slide, a
 * card, a panel: cut mid-item). Text cut by a line clamp is the design, so clamped boxes are checked
 * but not their insides; pictures (SVG, the map) draw what they like inside their own box.
 */
function overflows(page: Page) {
  return page.evaluate((picture) => {
    const found: string[] = []
    const doc = document.scrollingElement!
    if (doc.scrollHeight > innerHeight) found.push(`the page scrolls: ${doc.scrollHeight} > ${innerHeight}`)
    if (doc.scrollWidth > innerWidth) found.push(`the page scrolls sideways: ${doc.scrollWidth} > ${innerWidth}`)
    const clipOf = (el: Element): DOMRect => {
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a)
        if (style.overflow !== 'visible') return a.getBoundingClientRect()
      }
      return new DOMRect(0, 0, innerWidth, innerHeight)
    }
    const walk = (el: Element) => {
      const rect = el.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) return
      const clip = clipOf(el)
      if (rect.bottom > clip.bottom + 1 || rect.right > clip.right + 1 || rect.top < clip.top - 1 || rect.left < clip.left - 1) {
        const label = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`
        found.push(
          `${label} "${(el.textContent ?? '').trim().slice(0, 40)}" is cut: ${Math.round(rect.bottom)} > ${Math.round(clip.bottom)}`,
        )
      }
      const style = getComputedStyle(el)
      if (style.webkitLineClamp !== 'none' || el instanceof SVGElement || el.matches(`.maplibregl-map, ${picture}`)) return
      for (const child of el.children) walk(child)
    }
    walk(document.querySelector('[data-display-mode]')!)
    return found
  }, MAP_PREVIEW)
}

/** Each slide of the rotation in turn, without waiting for the clock: only the one shown is laid out. */
async function eachSlide(page: Page, check: (id: string) => Promise<void>) {
  const ids = await page.locator('[data-slide]').evaluateAll((slides) => slides.map((s) => s.getAttribute('data-slide')!))
  expect(ids.length).toBeGreaterThan(2)
  for (const id of ids) {
    await page.evaluate((shown) => {
      for (const slide of document.querySelectorAll<HTMLElement>('[data-slide]')) slide.hidden = slide.dataset.slide !== shown
    }, id)
    // The screen fits its lists to the slide in the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await check(id)
  }
}

const SCREENS = [
  { width: 1920, height: 1080 },
  { width: 1080, height: 1920 },
]

for (const locale of ['lt', 'pl'] as const) {
  for (const viewport of SCREENS) {
    test(`every screen route fits ${viewport.width}×${viewport.height} exactly in ${locale}, nothing cut mid-element`, async ({ page }) => {
      test.slow()
      await page.setViewportSize(viewport)
      await blockBasemap(page)
      for (const town of TOWNS) {
        await page.goto(localizedPath(locale, `/screen/${town.slug}`))
        await expect(page.locator('[data-display-mode]')).toHaveAttribute('aria-busy', 'false')
        await eachSlide(page, async (id) => expect(await overflows(page), `/screen/${town.slug} ${id}`).toEqual([]))

        await page.goto(localizedPath(locale, `/screen/${town.slug}/highlights`))
        await expect(page.locator('[data-display-mode]')).toHaveAttribute('aria-busy', 'false')
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        expect(await overflows(page), `/screen/${town.slug}/highlights`).toEqual([])
      }
      const place = longestPlace(locale)
      await page.goto(localizedPath(locale, `/screen/${place.town}/${place.slug}`))
      await expect(page.getByRole('heading', { level: 2, name: place.name })).toBeVisible()
      expect(await overflows(page), place.slug).toEqual([])
      await page.screenshot({ path: `test-results/screens/place-${locale}-${viewport.width}x${viewport.height}.png` })
    })
  }
}

test('the screen scales: the same picture at 1280×720 and 3840×2160', async ({ page }) => {
  await blockBasemap(page)
  const sizes: number[] = []
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 3840, height: 2160 },
  ]) {
    await page.setViewportSize(viewport)
    await page.goto('/screen/st-ives')
    await expect(page.locator('[data-display-mode]')).toHaveAttribute('aria-busy', 'false')
    await eachSlide(page, async (id) => expect(await overflows(page), `${viewport.width} ${id}`).toEqual([]))
    sizes.push(await page.getByRole('heading', { level: 1 }).evaluate((h) => h.getBoundingClientRect().height))
  }
  // Three times the short side, three times the type.
  expect(sizes[1] / sizes[0]).toBeCloseTo(3, 1)
})

test('a place screen shows the map on that place, its card and a QR to take it away; an unknown place is the spec’s 404', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 })
  await blockBasemap(page)
  const place = seedPlaces.find((p) => p.id === 'stives-norris-museum') ?? seedPlaces.find((p) => p.town === 'stives')!
  await page.goto(`/fr/screen/st-ives/${place.id}`)
  const card = page.getByRole('article', { name: place.name })
  await expect(card).toBeVisible()
  await expect(page.getByRole('region', { name: format(messages('fr').Map.mapLabel, { townName: 'St Ives' }) })).toBeVisible()
  // The live map starts on the place, drawn selected.
  await expect(page.locator('.maplibregl-canvas')).toBeVisible({ timeout: 30_000 })
  expect(await decodeQr(page, `section[data-handoff$="/map/${place.id}"] img`)).toBe(`${baseURL}/fr/explore/st-ives/map/${place.id}`)
  // Nothing to touch: no kiosk toolbar, no idle reset.
  await expect(page.getByRole('button', { name: messages('fr').Kiosk.startAgain })).toHaveCount(0)
  await expectNoAxeViolations(page)

  for (const missing of ['/screen/st-ives/no-such-place', '/screen/st-ives/tours/no-such-tour']) {
    const response = await page.goto(missing)
    expect(response?.status(), missing).toBe(404)
    await expect(page.getByText(`Page Not Found: ${missing}`)).toBeVisible()
  }
})

test('a tour’s screen address starts the rotation on that tour', async ({ page }) => {
  const { tours }: { tours: { id: string; town: string }[] } = JSON.parse(fs.readFileSync(path.join(seedDir, 'tours.json'), 'utf8'))
  const tour = tours.find((t) => t.town === 'ramsey')!
  await page.goto(`/screen/ramsey/tours/${tour.id}`)
  await expect(page.locator(`[data-slide="tour-${tour.id}"]`)).toBeVisible()
})

test('a screen shows the time and date, and says when it was last updated once the server has been out of reach for 10 minutes', async ({
  page,
}) => {
  const start = new Date('2026-07-04T13:05:00Z')
  await page.clock.install({ time: start })
  await page.goto('/screen/huntingdon')
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) })
  // London summer time: 14:05 on Saturday 4 July.
  await expect(header).toContainText('14:05')
  await expect(header).toContainText('Saturday 4 July')
  await expect(header.getByRole('status')).toHaveCount(0)

  // The connection goes: the build checks fail from now on.
  await page.route('**/builds/latest.json*', (route) => route.abort('internetdisconnected'))
  await page.clock.runFor(SCREEN_OUT_OF_DATE_MS - 120_000)
  await expect(header.getByRole('status')).toHaveCount(0)
  await page.clock.runFor(180_000)
  await expect(header.getByRole('status')).toHaveText(/^Last updated at 14:0\d$/)
  await expect(header).toContainText('14:1')

  // Back: the next check clears it.
  await page.unroute('**/builds/latest.json*')
  await page.clock.runFor(61_000)
  await expect(header.getByRole('status')).toHaveCount(0)
})
