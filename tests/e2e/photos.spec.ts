import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { signInAsAdmin } from './admin-api'
import { expectNoAxeViolations, format, messages, PLACE_DETAILS } from './support'

/**
 * Issue 21, item 2: an editor's photo of a place appears in its details panel (sized by Next's image
 * optimiser), in the image viewer, in the highlight that features the place and as the shared link's
 * picture; a town's logos appear on its page. The demo content has no photos: this test uploads
 * generated ones, to a place and a town no other test looks at for pictures, and puts them back after.
 */
const TOWN = { slug: 'st-neots', name: 'St Neots' }
/** Featured by St Neots' third highlight (src/cms/seed/data/content.json). */
const PLACE = 'stneots-riverside-park'
const en = messages('en')
const pl = messages('pl')

const PHOTO = { width: 1600, height: 900 }
const PHOTO_ALT = { en: 'Boats moored along the river at Riverside Park', pl: 'Łodzie zacumowane przy brzegu w Riverside Park' }
const LOGO_ALT = 'St Neots Town Council crest'

/** A landscape picture made here: sky, a river and a bank, so a screenshot shows something photo-like. */
const picture = (width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <rect width="100%" height="100%" fill="#9ccbe0"/>
        <rect y="${height * 0.55}" width="100%" height="${height * 0.45}" fill="#2f6f8f"/>
        <rect y="${height * 0.5}" width="100%" height="${height * 0.08}" fill="#4f8a3a"/>
        <circle cx="${width * 0.8}" cy="${height * 0.2}" r="${height * 0.1}" fill="#f6d36b"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer()

async function upload(request: APIRequestContext, auth: Record<string, string>, name: string, buffer: Buffer, alt: string) {
  const response = await request.post('/api/media', {
    headers: auth,
    multipart: {
      file: { name: `${name}-${Date.now().toString(36)}.png`, mimeType: 'image/png', buffer },
      _payload: JSON.stringify({ alt }),
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).doc as { id: number; url: string; width: number; height: number }
}

/** Waits until the image has loaded (the optimiser's copy, or the upload) and returns what the browser fetched. */
async function loaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 })
    .toBeGreaterThan(0)
  return image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)
}

/** Reloads `path` until `check` passes: a publish regenerates the page at the next request or two. */
async function eventually(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path)
    await check()
  }).toPass({ timeout: 20_000, intervals: [500, 1000, 2000] })
}

test('an uploaded photo shows in the details panel, the viewer, a highlight and the link preview; a town logo on the town page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.route('**/tiles.openfreemap.org/**', (route) => route.abort())
  const auth = await signInAsAdmin(request)
  const photo = await upload(request, auth, 'riverside', await picture(PHOTO.width, PHOTO.height), PHOTO_ALT.en)
  // The description is a required, localized field: Polish visitors read theirs.
  const translated = await request.patch(`/api/media/${photo.id}?locale=pl`, { headers: auth, data: { alt: PHOTO_ALT.pl } })
  expect(translated.ok(), await translated.text()).toBe(true)
  const logo = await upload(request, auth, 'crest', await picture(240, 240), LOGO_ALT)

  const place = (await (await request.get(`/api/places?where[slug][equals]=${PLACE}&depth=0`, { headers: auth })).json()).docs[0]
  const town = (await (await request.get(`/api/towns?where[slug][equals]=${TOWN.slug}&depth=0`, { headers: auth })).json()).docs[0]
  const setPlaceImage = (image: number | null) =>
    request.patch(`/api/places/${place.id}`, { headers: auth, data: { image, _status: 'published' } })
  const setTownLogos = (logos: unknown[]) => request.patch(`/api/towns/${town.id}`, { headers: auth, data: { logos } })
  try {
    expect((await setPlaceImage(photo.id)).ok()).toBe(true)
    expect((await setTownLogos([{ logo: logo.id, label: 'Town Council' }])).ok()).toBe(true)

    // The details panel: a lazy, optimised, sized photo with its description.
    await page.setViewportSize({ width: 1440, height: 900 })
    const placePath = `/explore/${TOWN.slug}/map/${PLACE}`
    const thumb = page.locator(`${PLACE_DETAILS} button img`)
    await eventually(page, placePath, () => expect(thumb).toHaveAttribute('alt', PHOTO_ALT.en, { timeout: 2000 }))
    await expect(thumb).toHaveAttribute('width', String(PHOTO.width))
    await expect(thumb).toHaveAttribute('height', String(PHOTO.height))
    await expect(thumb).toHaveAttribute('loading', 'lazy')
    await expect(thumb).toHaveAttribute(
      'src',
      // (made absolute once hydrated: next/image sets it again to replay an error from before hydration)
      new RegExp(`^(https?://[^/]+)?/_next/image\\?url=${encodeURIComponent(new URL(photo.url, 'http://x').pathname)}&w=\\d+&q=75$`),
    )
    await expect(thumb).toHaveAttribute('srcset', /^\/_next\/image\?url=[^ ]+ 640w, .+ 3840w$/)
    await expect(thumb).toHaveAttribute('sizes', '(min-width: 900px) and (orientation: landscape) 400px, 100vw')
    expect(await loaded(thumb)).toBe('/_next/image')
    // The side panel is 400 px wide: the optimiser's copy is a small one, not the 1600 px upload.
    expect(new URL(await thumb.evaluate((img: HTMLImageElement) => img.currentSrc)).searchParams.get('w')).toBe('640')
    await expectNoAxeViolations(page, { state: 'a place with a photo', include: PLACE_DETAILS })

    // The viewer opens it full size, with its description.
    await page.getByRole('button', { name: format(en.Places.viewImage, { placeName: place.name }) }).click()
    const viewer = page.getByRole('dialog', { name: place.name })
    const full = viewer.getByRole('img', { name: PHOTO_ALT.en })
    await expect(full).toBeVisible()
    expect(await loaded(full)).toBe('/_next/image')
    const [thumbBox, fullBox] = [await thumb.boundingBox(), await full.boundingBox()]
    expect(fullBox!.width).toBeGreaterThan(thumbBox!.width * 2)
    await expectNoAxeViolations(page, { state: 'the image viewer', include: 'dialog[open]' })
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()

    await page.screenshot({ path: 'test-results/screens/photo-panel-1440x900.png' })

    // On a phone the panel is a sheet the screen's width; in Polish, with the Polish description.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/pl${placePath}`)
    await expect(thumb).toHaveAttribute('alt', PHOTO_ALT.pl)
    expect(await loaded(thumb)).toBe('/_next/image')
    const thumbOnPhone = await thumb.boundingBox()
    expect(thumbOnPhone!.width / thumbOnPhone!.height).toBeCloseTo(16 / 9, 1)
    await page.screenshot({ path: 'test-results/screens/photo-panel-390x844.png' })
    await page.setViewportSize({ width: 1440, height: 900 })

    // The highlight that features the place shows its photo.
    await page.goto(`/highlights/${TOWN.slug}`)
    const slide = page.getByRole('group', { name: format(en.Highlights.slideLabel, { current: 3, total: 4 }) })
    await page.getByRole('button', { name: en.Highlights.next }).click()
    await page.getByRole('button', { name: en.Highlights.next }).click()
    await expect(slide).toBeVisible()
    expect(await loaded(slide.getByRole('img', { name: PHOTO_ALT.en }))).toBe('/_next/image')
    await slide.screenshot({ path: 'test-results/screens/photo-highlight.png' })

    // A shared link shows the photo: og:image names the upload, which answers as a PNG of its size.
    await page.goto(placePath)
    const og = await page.evaluate(() =>
      Object.fromEntries(
        [...document.head.querySelectorAll<HTMLMetaElement>('meta[property^="og:image"]')].map((tag) => [
          tag.getAttribute('property'),
          tag.content,
        ]),
      ),
    )
    expect(new URL(og['og:image']).pathname).toBe(new URL(photo.url, 'http://x').pathname)
    expect([og['og:image:width'], og['og:image:height']]).toEqual([String(PHOTO.width), String(PHOTO.height)])
    const shared = await request.get(new URL(og['og:image']).pathname)
    expect(shared.status()).toBe(200)
    expect(shared.headers()['content-type']).toBe('image/png')
    // The drawn card beside the page still answers (for when the photo is taken away).
    const card = await request.get(`/en${placePath}/card.png`)
    expect([card.status(), card.headers()['content-type']]).toEqual([200, 'image/png'])

    // The town page shows the town's logos, each with its description, in a list named for the town.
    const logos = page.getByRole('list', { name: format(en.Town.logosLabel, { townName: TOWN.name }) })
    await eventually(page, `/explore/${TOWN.slug}`, () => expect(logos).toBeVisible({ timeout: 2000 }))
    expect(await loaded(logos.getByRole('img', { name: LOGO_ALT }))).toBe('/_next/image')
    await expect(logos).toContainText('Town Council')
    await page.screenshot({ path: 'test-results/screens/town-logos.png' })
    await page.goto(`/pl/explore/${TOWN.slug}`)
    await expect(page.getByRole('list', { name: format(pl.Town.logosLabel, { townName: TOWN.name }) })).toBeVisible()

    // Screens: the place's screen shows its photo beside its map, the rotation shows it in the
    // highlight, and every screen's header carries the town's logo, all within the screen.
    for (const viewport of [
      { width: 1920, height: 1080 },
      { width: 1080, height: 1920 },
    ]) {
      await page.setViewportSize(viewport)
      await page.goto(`/screen/${TOWN.slug}/${PLACE}`)
      const placePhoto = page.getByRole('img', { name: PHOTO_ALT.en })
      expect(await loaded(placePhoto)).toBe('/_next/image')
      await expect(placePhoto).toBeInViewport({ ratio: 1 })
      const headerLogo = page.locator('header').getByRole('img', { name: LOGO_ALT })
      await expect(headerLogo).toBeInViewport({ ratio: 1 })
      expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBeLessThanOrEqual(viewport.height)
      await page.screenshot({ path: `test-results/screens/photo-screen-place-${viewport.width}x${viewport.height}.png` })
      await page.goto(`/screen/${TOWN.slug}`)
      // Slides wait hidden for their turn: found by their markup, not their role.
      await expect(page.locator(`[data-slide^="highlight-"] img[alt="${PHOTO_ALT.en}"]`)).toHaveCount(1)
    }
  } finally {
    expect((await setPlaceImage(place.image ?? null)).ok()).toBe(true)
    expect((await setTownLogos(town.logos ?? [])).ok()).toBe(true)
    await request.delete(`/api/media/${photo.id}`, { headers: auth })
    await request.delete(`/api/media/${logo.id}`, { headers: auth })
  }
})

test('an upload whose file is gone leaves the panel whole: its generated fallback, and the viewer says it failed', async ({ page }) => {
  await page.route('**/tiles.openfreemap.org/**', (route) => route.abort())
  await page.goto('/test/map-panel-ux')
  await page.locator('#place-item-fixture-broken-photo-cafe').click()
  const panel = page.locator(PLACE_DETAILS)
  // Both the optimiser's copy and the upload itself were tried: no broken image is left in the panel.
  await expect(panel.locator('img')).toHaveCount(0)
  await expect(panel.getByRole('heading', { name: 'Broken Photo Café (image fails)' })).toBeVisible()
  await panel.getByRole('button', { name: format(en.Places.viewImage, { placeName: 'Broken Photo Café (image fails)' }) }).click()
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(en.Places.imageError)
})
