import fs from 'node:fs'
import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'
import { createTranslator } from 'use-intl/core'

import { expectNoAxeViolations, type Locale, localizedPath, messages, pageTitle } from './support'

/**
 * Search modal, notices, events and the highlights carousel (issue 4), on /highlights/{town}, which
 * mounts the same SearchButton, NoticesButton and EventsButton as the map page toolbar.
 * Demo content is seeded relative to the seeding day: Huntingdon has one active notice (started
 * 3 days before seeding) and one expired one, three upcoming events and four highlights.
 */
const LOCALES: Locale[] = ['en', 'pl']
const TOWN = 'huntingdon'

const t = (locale: Locale, namespace: string) =>
  createTranslator({ locale, messages: messages(locale) as never, namespace: namespace as never }) as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string

/** The page has hydrated once the inline notices have replaced their loading message (computed in the browser). */
async function openHighlights(page: Page, locale: Locale, town = TOWN) {
  const response = await page.goto(localizedPath(locale, `/highlights/${town}`))
  expect(response?.status()).toBe(200)
  await expect(page.getByText(t(locale, 'Notices')('loading'))).toHaveCount(0)
}

type Localized = Record<Locale, string>
type SeedContent = {
  notices: { towns: string[]; title: Localized; startDaysFromNow: number; endDaysFromNow: number }[]
  events: { town: string; title: Localized; startDaysFromNow: number }[]
}
/** The demo content the database was seeded with (dates relative to the seeding day). */
const seed: SeedContent = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../src/cms/seed/data/content.json'), 'utf8'))
const townNotices = seed.notices.filter((n) => n.towns.includes(TOWN))
const activeNotice = townNotices.find((n) => n.startDaysFromNow < 0 && n.endDaysFromNow > 0)!
const expiredNotice = townNotices.find((n) => n.endDaysFromNow < 0)!
const firstEvent = seed.events.filter((e) => e.town === TOWN).sort((a, b) => a.startDaysFromNow - b.startDaysFromNow)[0]
const seededNoticeTitles = (locale: Locale) => ({ active: activeNotice.title[locale], expired: expiredNotice.title[locale] })
const seededEventTitles = (locale: Locale) => firstEvent.title[locale]

for (const locale of LOCALES) {
  test.describe(locale, () => {
    test('search: Ctrl+K opens it, short queries hint, results link to the place on the map, recent searches, Escape', async ({ page }) => {
      const tS = t(locale, 'Search')
      await openHighlights(page, locale)
      const dialog = page.getByRole('dialog', { name: tS('title') })
      const input = dialog.getByRole('searchbox', { name: tS('inputLabel') })

      await page.keyboard.press('Control+k')
      await expect(dialog).toBeVisible()
      await expect(input).toBeFocused()

      await input.pressSequentially('c')
      await expect(dialog.getByRole('status')).toHaveText(tS('typeMore', { chars: 1 }))

      await input.fill('zzqxv')
      await expect(dialog.getByRole('status')).toHaveText(tS('noResults', { query: 'zzqxv' }))

      await input.fill('cromwel')
      const currentTown = dialog.getByRole('region', { name: tS('groupCurrentTown', { townName: 'Huntingdon' }) })
      const result = currentTown.getByRole('link', { name: /Cromwell Museum/ })
      await expect(result).toBeVisible()
      // The current town's group comes first.
      await expect(dialog.getByRole('heading', { level: 3 }).first()).toHaveText(tS('groupCurrentTown', { townName: 'Huntingdon' }))
      await expectNoAxeViolations(page)

      // Arrow down moves from the field into the results; Enter on the field would open the first one.
      await input.press('ArrowDown')
      await expect(result).toBeFocused()
      await result.click()
      await expect(page).toHaveURL(
        new RegExp(`${localizedPath(locale, '/explore/huntingdon/map').replace(/\//g, '\\/')}\\/huntingdon-cromwell-museum$`),
      )

      // The query is remembered; reopening with the button shows it, and it can be cleared.
      await openHighlights(page, locale)
      const button = page.getByRole('button', { name: tS('button'), exact: true })
      await button.click()
      await expect(dialog).toBeVisible()
      const recent = dialog.getByRole('region', { name: tS('recentHeading') })
      await expect(recent.getByRole('button', { name: 'cromwel' })).toBeVisible()
      await expectNoAxeViolations(page)
      await recent.getByRole('button', { name: 'cromwel' }).click()
      await expect(input).toHaveValue('cromwel')
      await input.fill('')
      await dialog.getByRole('button', { name: tS('clearRecent') }).click()
      await expect(recent).toBeHidden()
      expect(await page.evaluate(() => localStorage.getItem('town-guide:recent-searches'))).toBeNull()

      // Accent- and case-insensitive, and "saint" finds "St".
      await input.fill('SAINT NEOTS MUSEUM')
      await expect(dialog.getByRole('link', { name: /St Neots Museum/ }).first()).toBeVisible()

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
    })

    test('notices: active by default with their age, the toggle reveals expired ones', async ({ page }) => {
      const tN = t(locale, 'Notices')
      await openHighlights(page, locale)
      const button = page.getByRole('button', { name: new RegExp(`^${tN('button')}`) })
      await button.click()
      const dialog = page.getByRole('dialog', { name: tN('title') })
      await expect(dialog).toBeVisible()

      const active = dialog.getByRole('article', { name: seededNoticeTitles(locale).active })
      await expect(active).toBeVisible()
      // Its age in London calendar days; allow a day either way for when the database was seeded.
      const seededAge = -activeNotice.startDaysFromNow
      const ages = [seededAge - 1, seededAge, seededAge + 1].map((days) => tN('activeFor', { days }))
      const activeText = (await active.textContent()) ?? ''
      expect(
        ages.some((age) => activeText.includes(age)),
        `${activeText} mentions one of ${ages.join(' / ')}`,
      ).toBe(true)
      await expect(dialog.getByRole('article', { name: seededNoticeTitles(locale).expired })).toHaveCount(0)
      await expectNoAxeViolations(page)

      await dialog.getByRole('checkbox', { name: tN('showPast') }).check()
      const expired = dialog.getByRole('article', { name: seededNoticeTitles(locale).expired })
      await expect(expired).toBeVisible()
      await expect(expired.getByText(tN('expired'), { exact: true })).toBeVisible()
      await expectNoAxeViolations(page)

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()

      // The page itself lists the active notice too.
      await expect(
        page.getByRole('region', { name: tN('activeHeading') }).getByRole('heading', { name: seededNoticeTitles(locale).active }),
      ).toBeVisible()
    })

    test('events: list, details with a link to the place, .ics download', async ({ page }) => {
      const tE = t(locale, 'Events')
      await openHighlights(page, locale)
      const button = page.getByRole('button', { name: tE('button'), exact: true })
      await button.click()
      const dialog = page.getByRole('dialog', { name: tE('title') })
      await expect(dialog.getByRole('region', { name: tE('upcomingHeading') })).toBeVisible()
      const item = dialog.getByRole('button', { name: new RegExp(seededEventTitles(locale).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      await expectNoAxeViolations(page)
      await item.click()

      const heading = dialog.getByRole('heading', { name: seededEventTitles(locale) })
      await expect(heading).toBeFocused()
      await expect(dialog.getByRole('link', { name: /Cromwell Museum/ })).toHaveAttribute(
        'href',
        `${localizedPath(locale, '/explore/huntingdon/map')}/huntingdon-cromwell-museum`,
      )
      await expectNoAxeViolations(page)

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: new RegExp(`^${tE('download').replace(/[().]/g, '\\$&')}`) }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/)
      const ics = fs.readFileSync((await download.path())!, 'utf8')
      expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/) // CRLF only
      for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
      const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n')
      // A property's value, and its parameters (";TZID=Europe/London") when it has any.
      const eventLines = lines.slice(lines.indexOf('BEGIN:VEVENT'))
      const line = (name: string) => eventLines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))
      const prop = (name: string) => line(name)?.slice(line(name)!.indexOf(':') + 1)
      expect(lines[0]).toBe('BEGIN:VCALENDAR')
      expect(lines).toContain('BEGIN:VEVENT')
      expect(prop('UID')).toMatch(/^event-\d+@localhost$/)
      expect(prop('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/)
      // London time, with the zone it is in (and its VTIMEZONE in the file).
      expect(line('DTSTART')).toMatch(/^DTSTART;TZID=Europe\/London:\d{8}T\d{4}00$/)
      expect(line('DTEND')).toMatch(/^DTEND;TZID=Europe\/London:\d{8}T\d{6}$/)
      expect(lines).toContain('TZID:Europe/London')
      expect(prop('SUMMARY')!.replace(/\\([,;\\])/g, '$1')).toBe(seededEventTitles(locale))
      expect(prop('LOCATION')).toBe('Cromwell Museum\\, Huntingdon')
      expect(prop('DESCRIPTION')).toMatch(/Cromwell/)

      await dialog.getByRole('button', { name: tE('back') }).click()
      await expect(item).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(button).toBeFocused()
    })

    test('carousel: plays, pauses, previous/next and arrow keys', async ({ page }) => {
      const tH = t(locale, 'Highlights')
      await page.clock.install()
      await page.mouse.move(0, 0)
      await openHighlights(page, locale)
      const carousel = page.getByRole('region', { name: tH('carouselLabel', { townName: 'Huntingdon' }) })
      await expect(carousel).toHaveAttribute('aria-roledescription', tH('carousel'))
      const indicator = carousel.getByText(tH('slideOf', { current: 1, total: 4 }))
      await expect(indicator).toBeVisible()
      const slides = carousel.locator(`[aria-roledescription="${tH('slide')}"]`)
      await expect(slides).toHaveCount(4)
      await expect(slides.nth(0)).toBeVisible()
      await expect(slides.nth(0)).toHaveAttribute('aria-label', tH('slideLabel', { current: 1, total: 4 }))
      const live = slides.nth(0).locator('..')
      await expect(live).toHaveAttribute('aria-live', 'off')

      await page.clock.runFor(8_000)
      await expect(carousel.getByText(tH('slideOf', { current: 2, total: 4 }))).toBeVisible()
      await expect(slides.nth(1)).toBeVisible()
      await expect(slides.nth(0)).toBeHidden()

      await carousel.getByRole('button', { name: tH('pause') }).click()
      await expect(live).toHaveAttribute('aria-live', 'polite')
      await page.clock.runFor(30_000)
      await expect(carousel.getByText(tH('slideOf', { current: 2, total: 4 }))).toBeVisible()

      await carousel.getByRole('button', { name: tH('next') }).click()
      await expect(carousel.getByText(tH('slideOf', { current: 3, total: 4 }))).toBeVisible()
      await carousel.getByRole('button', { name: tH('previous') }).click()
      await carousel.getByRole('button', { name: tH('previous') }).click()
      await expect(carousel.getByText(tH('slideOf', { current: 1, total: 4 }))).toBeVisible()
      await carousel.getByRole('button', { name: tH('previous') }).click()
      await expect(carousel.getByText(tH('slideOf', { current: 4, total: 4 }))).toBeVisible()
      await page.keyboard.press('ArrowRight')
      await expect(carousel.getByText(tH('slideOf', { current: 1, total: 4 }))).toBeVisible()
      await page.keyboard.press('ArrowLeft')
      await expect(carousel.getByText(tH('slideOf', { current: 4, total: 4 }))).toBeVisible()
      await page.keyboard.press('Home')
      await expect(carousel.getByText(tH('slideOf', { current: 1, total: 4 }))).toBeVisible()

      // The slide links to its place on the map.
      await expect(slides.nth(0).getByRole('link', { name: new RegExp(tH('viewOnMap')) })).toHaveAttribute(
        'href',
        `${localizedPath(locale, '/explore/huntingdon/map')}/huntingdon-cromwell-museum`,
      )

      await carousel.getByRole('button', { name: tH('play') }).click()
      await expect(live).toHaveAttribute('aria-live', 'off')
      await page.clock.runFor(8_000)
      await expect(carousel.getByText(tH('slideOf', { current: 2, total: 4 }))).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}

test('the highlights page: title, links, upcoming events, no axe violations, and every town answers', async ({ page }) => {
  await openHighlights(page, 'en')
  await expect(page).toHaveTitle(pageTitle('en', 'townHighlights', { townName: 'Huntingdon' }))
  await expect(page.getByRole('link', { name: 'About Huntingdon' })).toHaveAttribute('href', '/explore/huntingdon')
  await expect(page.getByRole('link', { name: 'Open the map' })).toHaveAttribute('href', '/explore/huntingdon/map')
  const events = page.getByRole('region', { name: 'Upcoming events' })
  await expect(events.getByRole('heading', { name: seededEventTitles('en') })).toBeVisible()
  await expectNoAxeViolations(page)
  for (const town of ['st-ives', 'ramsey', 'st-neots']) {
    expect((await page.goto(`/fr/highlights/${town}`))?.status()).toBe(200)
  }
  expect((await page.goto('/highlights/nowhere'))?.status()).toBe(404)
})

test('visitors who prefer reduced motion get a paused carousel', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.clock.install()
  await openHighlights(page, 'en')
  const carousel = page.getByRole('region', { name: 'Highlights of Huntingdon' })
  await expect(carousel.getByRole('button', { name: 'Play the slideshow' })).toBeVisible()
  await page.clock.runFor(20_000)
  await expect(carousel.getByText('Slide 1 of 4')).toBeVisible()
})

test('phones and kiosks: the search dialog fits at 390×844 and 1080×1920', async ({ page }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1080, height: 1920 },
  ]) {
    await page.setViewportSize(viewport)
    await openHighlights(page, 'en')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Search places' })
    await dialog.getByRole('searchbox').fill('museum')
    await expect(dialog.getByRole('link').first()).toBeVisible()
    const box = (await dialog.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scrollWidth).toBeLessThanOrEqual(viewport.width)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
  }
})

test('/test-search-features works on fixed data and is not indexed', async ({ page }) => {
  await page.goto('/pl/test-search-features')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByText(messages('pl').Notices.loading)).toHaveCount(0)
  await page.keyboard.press('Control+k')
  const dialog = page.getByRole('dialog', { name: messages('pl').Search.title })
  await dialog.getByRole('searchbox').fill('creme')
  await expect(dialog.getByRole('link', { name: /Café Crème/ })).toBeVisible()
  await dialog.getByRole('searchbox').fill('lodz')
  await expect(dialog.getByRole('link', { name: /Łódź Deli/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expectNoAxeViolations(page)
})
