import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'
import jsQR from 'jsqr'

import { LANGUAGE_TAGS, LOCALES, type Locale, localizedPath } from '../../src/domain/locales'

export { LANGUAGE_TAGS, LOCALES, localizedPath, type Locale }

type Messages = Record<string, Record<string, string>>
const cache = new Map<Locale, Messages>()

/** The message files the app ships, read as a visitor's browser would see them rendered. */
export function messages(locale: Locale): Messages {
  if (!cache.has(locale)) {
    cache.set(locale, JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../messages', `${locale}.json`), 'utf8')))
  }
  return cache.get(locale)!
}

/** Fills simple {placeholders}; the titles and errors we check have no plural forms. */
export function format(template: string, values: Record<string, string | number> = {}) {
  return template.replace(/\{(\w+)\}/g, (_, key) => String(values[key] ?? `{${key}}`))
}

export function pageTitle(locale: Locale, titleKey: string, values: Record<string, string> = {}) {
  const m = messages(locale)
  return format(m.Site.titleTemplate, { title: format(m.Titles[titleKey], values) })
}

/**
 * The axe rule tags every accessibility check uses (issue 8): WCAG 2.0, 2.1 and 2.2 at levels A and AA.
 * Kept here only, so no spec checks against a smaller set.
 */
export const AXE_WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Zero axe violations for WCAG 2.2 AA in the page as it is now (open dialogs included). `state`
 * names what is on screen in the failure message; `soft` lets a test report every state it checks;
 * `include` limits the check to an overlay whose page was already checked whole (much faster).
 */
export async function expectNoAxeViolations(
  page: Page,
  { state = '', soft = false, include }: { state?: string; soft?: boolean; include?: string } = {},
) {
  // A dialog fading in is measured half transparent: colour contrast is judged on what stays.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  let builder = new AxeBuilder({ page }).withTags(AXE_WCAG_TAGS)
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  )
  const where = `axe violations ${state ? `with ${state} ` : ''}on ${new URL(page.url()).pathname}`
  if (soft) expect.soft(summary, where).toEqual([])
  else expect(summary, where).toEqual([])
}

/**
 * How long a test waits for MapLibre to load or become ready. The test machine draws WebGL in
 * software on two shared cores: a first load there took up to 20 s on a loaded day.
 */
export const MAP_READY_TIMEOUT = 30_000

export const TOWNS = [
  { slug: 'huntingdon', name: 'Huntingdon' },
  { slug: 'st-ives', name: 'St Ives' },
  { slug: 'ramsey', name: 'Ramsey' },
  { slug: 'st-neots', name: 'St Neots' },
] as const

/** What the browser's sync queue holds (IndexedDB `town-guide-queues`), read from the page. */
export function queuedSyncItems(page: Page): Promise<{ type: string; data: { id: string } }[]> {
  return page.evaluate(async () => {
    const request = indexedDB.open('town-guide-queues')
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const all = db.transaction('sync-queue').objectStore('sync-queue').getAll()
    const items = await new Promise<{ type: string; data: { id: string } }[]>((resolve) => (all.onsuccess = () => resolve(all.result)))
    db.close()
    return items
  })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Without the street map (blocked on this machine), the map page shows its server-drawn picture of
 * the places until the visitor reaches for the map: a pointer press on it loads MapLibre.
 */
export async function wakeMap(page: Page) {
  // Woken: the map region is busy loading the live map, it has drawn, or it could not load (its
  // notice). On a busy machine a touch can land before the page has hydrated and is then lost, as a
  // real early tap would be: touch again.
  const woken = page
    .locator('section[aria-busy="true"], .maplibregl-canvas')
    .or(page.getByText(new RegExp(LOCALES.map((l) => escapeRegExp(messages(l).Map.previewOnly)).join('|'))))
  await expect(async () => {
    if ((await woken.count()) === 0) await page.locator(MAP_PREVIEW).dispatchEvent('pointerdown', {}, { timeout: 5000 })
    await expect(woken.first()).toBeAttached({ timeout: 2000 })
  }).toPass({ timeout: 30_000 })
}

/**
 * Waits until React has hydrated `locator`'s element (React keeps its fiber on the node), for a test
 * of what a tap does rather than of a tap landing before the script has run.
 */
export async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))), { timeout: 30_000 })
    .toBe(true)
}

/** The server-drawn picture of the map (a button that wakes the live map), in any language. */
export const MAP_PREVIEW = '[role="button"][data-focus]'
/** The open place's details: the article that names its place for the usage recorder. */
export const PLACE_DETAILS = 'article[data-place]'

/** Decodes the QR code of an <img> in the page: its pixels are read from a canvas, then jsQR decodes them. */
export async function decodeQr(page: Page, selector: string): Promise<string | null> {
  const image = await page
    .locator(selector)
    .first()
    .evaluate(async (img: HTMLImageElement) => {
      await img.decode()
      const canvas = document.createElement('canvas')
      canvas.width = img.naturalWidth
      canvas.height = img.naturalHeight
      const ctx = canvas.getContext('2d')!
      ctx.drawImage(img, 0, 0)
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height)
      return { width: data.width, height: data.height, pixels: Array.from(data.data) }
    })
  return jsQR(Uint8ClampedArray.from(image.pixels), image.width, image.height)?.data ?? null
}

/** This machine has no internet: the remote basemap is refused at once, so maps use the local fallback style. */
export async function blockBasemap(page: Page) {
  await page.route('**/tiles.openfreemap.org/**', (route) => route.abort())
}

/**
 * The page's time moves only when the test moves it, from the page's first script on. A clock that
 * also ran on its own would let a busy machine's slow test steps eat into the countdown checked.
 */
export async function stopTheClock(page: Page) {
  const start = new Date('2026-06-01T10:00:00Z')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start.getTime() + 1_000)
}
