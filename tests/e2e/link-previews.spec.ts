import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { createTranslator } from 'use-intl/core'

import { signInAsAdmin } from './admin-api'
import { type Locale, localizedPath, messages } from './support'

/**
 * Issue 25, item 4: a shared town, place or walking-tour link shows a large picture. The editor's
 * photo when there is one, else a 1200×630 card the server draws once per publish.
 */
type SeedTour = { id: string; town: string; title: string; stops: { place: string }[] }
type SeedPlace = { id: string; town: string; name: string; category: string }
const seedDir = path.join(import.meta.dirname, '../../src/cms/seed/data')
const seedTours: SeedTour[] = JSON.parse(fs.readFileSync(path.join(seedDir, 'tours.json'), 'utf8')).tours
const seedPlaces: SeedPlace[] = JSON.parse(fs.readFileSync(path.join(seedDir, 'places.json'), 'utf8'))
const tourTitle = (locale: Locale, id: string): string =>
  locale === 'en'
    ? seedTours.find((tour) => tour.id === id)!.title
    : JSON.parse(fs.readFileSync(path.join(seedDir, `tours.${locale}.json`), 'utf8'))[id].title

const t = (locale: Locale, namespace: string) =>
  createTranslator({ locale, messages: messages(locale) as never, namespace: namespace as never }) as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string

/** The width and height a PNG's header states, after checking that it is a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'a PNG signature').toBe(true)
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** A small solid PNG made here, as an editor's photo. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (data: Buffer) => {
    let c = 0xffffffff
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const check = Buffer.alloc(4)
    check.writeUInt32BE(crc(body))
    return Buffer.concat([length, body, check])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, truecolour, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())])
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** The page's <meta> tags by property or name (the first of each), read as they are: none is waited for. */
const metaTags = (page: Page) =>
  page.evaluate(() => {
    const tags: Record<string, string> = {}
    for (const tag of document.head.querySelectorAll<HTMLMetaElement>('meta[property], meta[name]')) {
      const key = tag.getAttribute('property') ?? tag.getAttribute('name')!
      tags[key] ??= tag.content
    }
    return tags
  })

/** The link preview a page's metadata names, checked to be the card: its address, description and size. */
async function previewOf(page: Page, pagePath: string, locale: Locale) {
  const response = await page.goto(localizedPath(locale, pagePath))
  expect(response?.status()).toBe(200)
  const tags = await metaTags(page)
  expect(tags['og:image'], 'an og:image').toBeTruthy()
  return {
    url: new URL(tags['og:image']),
    alt: tags['og:image:alt'],
    width: tags['og:image:width'],
    height: tags['og:image:height'],
    twitterCard: tags['twitter:card'],
    twitterImage: tags['twitter:image'],
  }
}

async function fetchCard(request: APIRequestContext, url: URL | string) {
  const response = await request.get(typeof url === 'string' ? url : url.pathname)
  expect(response.status(), String(url)).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  return { bytes: await response.body(), cache: response.headers()['x-nextjs-cache'] }
}

async function expectCard(
  page: Page,
  request: APIRequestContext,
  { pagePath, locale, alt }: { pagePath: string; locale: Locale; alt: string },
) {
  const preview = await previewOf(page, pagePath, locale)
  expect(preview.url.pathname).toBe(`/${locale}${pagePath}/card.png`)
  expect(preview.url.origin).toBe(new URL(page.url()).origin)
  expect(preview.alt).toBe(alt)
  expect([preview.width, preview.height]).toEqual(['1200', '630'])
  expect(preview.twitterCard).toBe('summary_large_image')
  expect(preview.twitterImage).toBe(preview.url.href)
  const { bytes } = await fetchCard(request, preview.url)
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 })
  return bytes
}

const huntingdonTour = seedTours.find((tour) => tour.town === 'huntingdon')!
const stIvesTour = seedTours.find((tour) => tour.town === 'stives')!
const townName: Record<string, string> = { huntingdon: 'Huntingdon', 'st-ives': 'St Ives', ramsey: 'Ramsey', 'st-neots': 'St Neots' }
/** A place no other spec edits, for the rename and photo checks. */
const renamed = seedPlaces.find((place) => place.id === 'stneots-barford-road-pocket-park')!
const photographed = seedPlaces.find((place) => place.id === 'stneots-cross-keys-mews')!
const categories: { slug: string; label: Record<Locale, string> }[] = JSON.parse(
  fs.readFileSync(path.join(seedDir, 'content.json'), 'utf8'),
).categories
const category = (locale: Locale, slug: string) => categories.find((c) => c.slug === slug)!.label[locale]

for (const locale of ['en', 'pl', 'lt'] as Locale[]) {
  test(`${locale}: town, place and tour pages preview as 1200×630 cards, described in the page's language`, async ({ page, request }) => {
    const tLink = t(locale, 'LinkPreview')
    await expectCard(page, request, { pagePath: '/explore/huntingdon', locale, alt: tLink('townAlt', { townName: 'Huntingdon' }) })
    // Seeded place names are the same in every language.
    const place = seedPlaces.find((candidate) => candidate.id === 'huntingdon-cromwell-museum')!
    await expectCard(page, request, {
      pagePath: `/explore/huntingdon/map/${place.id}`,
      locale,
      alt: tLink('placeAlt', { name: place.name, kind: category(locale, place.category), townName: 'Huntingdon' }),
    })
    const tour = locale === 'lt' ? stIvesTour : huntingdonTour
    const town = tour.town === 'stives' ? 'st-ives' : tour.town
    await expectCard(page, request, {
      pagePath: `/explore/${town}/tours/${tour.id}`,
      locale,
      alt: tLink('tourAlt', { title: tourTitle(locale, tour.id), townName: townName[town], count: tour.stops.length }),
    })
  })
}

test('an event page previews as its card, in the page’s language', async ({ page, request }) => {
  const auth = await signInAsAdmin(request)
  const events = (
    await (
      await request.get('/api/events?where[town.slug][equals]=ramsey&where[_status][equals]=published&sort=start&depth=0&locale=all', {
        headers: auth,
      })
    ).json()
  ).docs as { slug: string; title: Record<Locale, string>; start: string; end: string | null }[]
  const event = events.find((candidate) => Date.parse(candidate.end ?? candidate.start) > Date.now())!
  for (const locale of ['en', 'lt'] as Locale[]) {
    const pagePath = `/explore/ramsey/events/${event.slug}`
    const preview = await previewOf(page, pagePath, locale)
    expect(preview.url.pathname).toBe(`/${locale}${pagePath}/card.png`)
    expect(preview.alt.startsWith(`${event.title[locale]}, `)).toBe(true)
    expect(preview.twitterCard).toBe('summary_large_image')
    expect(pngSize((await fetchCard(request, preview.url)).bytes)).toEqual({ width: 1200, height: 630 })
  }
})

test('a card is drawn once and then served from the cache: the same bytes again, a cache hit', async ({ request }) => {
  const url = `/en/explore/ramsey/map/${seedPlaces.find((place) => place.town === 'ramsey')!.id}/card.png`
  await expect(async () => {
    const first = await fetchCard(request, url)
    const second = await fetchCard(request, url)
    expect(second.cache).toBe('HIT')
    expect(second.bytes.equals(first.bytes)).toBe(true)
  }).toPass({ timeout: 30_000 })
  // Built with the site: a town's card is already there on its first request (unless a test running
  // alongside has just published in Ramsey: then it is there again at once).
  await expect(async () => expect((await fetchCard(request, '/pl/explore/ramsey/card.png')).cache).toBe('HIT')).toPass({
    timeout: 15_000,
  })
})

test('an address of no town, place or tour has no card (404)', async ({ request }) => {
  for (const url of [
    '/en/explore/nowhere/card.png',
    '/en/explore/huntingdon/map/no-such-place/card.png',
    '/pl/explore/huntingdon/tours/no-such-tour/card.png',
    '/fr/explore/huntingdon/events/no-such-event-2026-01-01/card.png',
    `/en/explore/ramsey/tours/${huntingdonTour.id}/card.png`,
    '/xx/explore/huntingdon/card.png',
  ])
    expect((await request.get(url)).status(), url).toBe(404)
})

test('renaming a place redraws its card at the next request or two', async ({ request }) => {
  const auth = await signInAsAdmin(request)
  const doc = (await (await request.get(`/api/places?where[slug][equals]=${renamed.id}&depth=0`, { headers: auth })).json()).docs[0]
  const url = `/en/explore/st-neots/map/${renamed.id}/card.png`
  const before = (await fetchCard(request, url)).bytes
  const rename = (name: string) => request.patch(`/api/places/${doc.id}`, { headers: auth, data: { name, _status: 'published' } })
  try {
    const saved = await rename(`${renamed.name} ${Date.now().toString(36)}`)
    expect(saved.ok(), await saved.text()).toBe(true)
    await expect(async () => {
      expect((await fetchCard(request, url)).bytes.equals(before)).toBe(false)
    }).toPass({ timeout: 10_000, intervals: [250, 500, 1000] })
  } finally {
    expect((await rename(renamed.name)).ok()).toBe(true)
  }
})

test('a place with a photo previews as that photo; without it again, as its card', async ({ page, request }) => {
  const auth = await signInAsAdmin(request)
  const doc = (await (await request.get(`/api/places?where[slug][equals]=${photographed.id}&depth=0`, { headers: auth })).json()).docs[0]
  const pagePath = `/explore/st-neots/map/${photographed.id}`
  const upload = await request.post('/api/media', {
    headers: auth,
    multipart: {
      file: { name: `place-photo-${Date.now().toString(36)}.png`, mimeType: 'image/png', buffer: solidPng(64, 36, [11, 79, 108]) },
      _payload: JSON.stringify({ alt: 'The mews from the street' }),
    },
  })
  expect(upload.ok(), await upload.text()).toBe(true)
  const media = (await upload.json()).doc
  const photoPath = new URL(media.url, 'http://localhost').pathname
  try {
    const saved = await request.patch(`/api/places/${doc.id}`, { headers: auth, data: { image: media.id, _status: 'published' } })
    expect(saved.ok(), await saved.text()).toBe(true)
    for (const locale of ['en', 'pl'] as Locale[]) {
      await expect(async () => {
        const preview = await previewOf(page, pagePath, locale)
        expect(preview.url.pathname).toBe(photoPath)
        expect(preview.alt).toBe(t(locale, 'LinkPreview')('photoAlt', { name: photographed.name }))
        expect(preview.twitterCard).toBe('summary_large_image')
      }).toPass({ timeout: 15_000 })
    }
    // A visitor fetching the preview gets the photo itself.
    const photo = await page.request.get(new URL(photoPath, page.url()).href)
    expect(photo.status()).toBe(200)
    expect(pngSize(await photo.body())).toEqual({ width: 64, height: 36 })
  } finally {
    await request.patch(`/api/places/${doc.id}`, { headers: auth, data: { image: null, _status: 'published' } })
    await request.delete(`/api/media/${media.id}`, { headers: auth })
  }
  await expect(async () => {
    const preview = await previewOf(page, pagePath, 'en')
    expect(preview.url.pathname).toBe(`/en${pagePath}/card.png`)
  }).toPass({ timeout: 15_000 })
})
