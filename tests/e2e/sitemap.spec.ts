import fs from 'node:fs'
import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'
import { XMLParser } from 'fast-xml-parser'

import { signInAsAdmin } from './admin-api'

import { LANGUAGE_TAGS, LOCALES, localizedPath, messages } from './support'

/**
 * Issue 25: /sitemap.xml lists every public page in all six languages with its hreflang alternates,
 * and robots.txt names it. Read with an XML parser: <url> entries, each a <loc>, an optional
 * <lastmod> and an <xhtml:link rel="alternate" hreflang href> per language.
 */
type Entry = { loc: string; lastmod: string | null; alternates: Record<string, string> }
type XmlUrl = { loc: string; lastmod?: string; 'xhtml:link'?: { rel: string; hreflang: string; href: string }[] }

function parseSitemap(xml: string): Entry[] {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  })
  const urls: XmlUrl[] = parser.parse(xml).urlset.url ?? []
  return urls.map((url) => ({
    loc: url.loc,
    lastmod: url.lastmod ?? null,
    alternates: Object.fromEntries((url['xhtml:link'] ?? []).filter((l) => l.rel === 'alternate').map((l) => [l.hreflang, l.href])),
  }))
}

const seedDir = path.join(import.meta.dirname, '../../src/cms/seed/data')
const places: { id: string; town: string }[] = JSON.parse(fs.readFileSync(path.join(seedDir, 'places.json'), 'utf8'))
const towns: { id: string; slug: string }[] = JSON.parse(fs.readFileSync(path.join(seedDir, 'towns.json'), 'utf8'))
const tours: { id: string; town: string; stops: unknown[] }[] = JSON.parse(fs.readFileSync(path.join(seedDir, 'tours.json'), 'utf8')).tours

test('/sitemap.xml lists every place, town, tour and event page in six languages with its alternates, and nothing for kiosks, screens, demos or tests', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const entries = parseSitemap(await response.text())
  const byLoc = new Map(entries.map((entry) => [new URL(entry.loc).pathname, entry]))

  const townSlug = (id: string) => towns.find((town) => town.id === id)?.slug ?? id
  const auth = await signInAsAdmin(request)
  // The seeded events (other tests add and delete their own meanwhile, some long past on purpose).
  const seededTitles = new Set(
    (JSON.parse(fs.readFileSync(path.join(seedDir, 'content.json'), 'utf8')).events as { title: { en: string } }[]).map((e) => e.title.en),
  )
  const events = (
    (await (await request.get('/api/events?where[_status][equals]=published&limit=500&depth=1&locale=en', { headers: auth })).json())
      .docs as { slug: string; title: string; town: { slug: string } }[]
  ).filter((event) => seededTitles.has(event.title))
  expect(events).toHaveLength(seededTitles.size)
  const expected = [
    '/',
    '/explore',
    '/about',
    '/contact',
    '/explore/huntingdon',
    '/explore/st-ives/map',
    '/highlights/ramsey',
    ...places.map((place) => `/explore/${townSlug(place.town)}/map/${place.id}`),
    ...tours.map((tour) => `/explore/${townSlug(tour.town)}/tours/${tour.id}`),
    ...events.map((event) => `/explore/${event.town.slug}/events/${event.slug}`),
  ]
  for (const page of expected) {
    for (const locale of LOCALES) {
      const entry = byLoc.get(localizedPath(locale, page))
      expect(entry, `${localizedPath(locale, page)} is listed`).toBeTruthy()
      // Every language's address, as the page's own <link rel="alternate"> tags give them.
      expect(Object.keys(entry!.alternates).sort()).toEqual([...LOCALES.map((l) => LANGUAGE_TAGS[l]), 'x-default'].sort())
      for (const l of LOCALES) expect(entry!.alternates[LANGUAGE_TAGS[l]]).toBe(new URL(localizedPath(l, page), baseURL).href)
    }
  }
  // Content says when it last changed.
  expect(byLoc.get(`/explore/huntingdon/map/${places.find((p) => p.town === 'huntingdon')!.id}`)!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  for (const loc of byLoc.keys()) expect(loc).not.toMatch(/\/(kiosk|screen|demo|test|offline|admin|construction|mock-location)(\/|$)/)
})

test('a place published now is in the sitemap on the next request, in six languages, and leaves it when deleted', async ({ request }) => {
  const auth = await signInAsAdmin(request)
  const lookup = async (collection: string, slug: string) =>
    (await (await request.get(`/api/${collection}?where[slug][equals]=${slug}&depth=0`, { headers: auth })).json()).docs[0].id
  const slug = `sitemap-proof-${Date.now().toString(36)}`
  const created = await request.post('/api/places', {
    headers: auth,
    data: {
      _status: 'published',
      name: 'Sitemap proof',
      slug,
      town: await lookup('towns', 'st-neots'),
      category: await lookup('categories', 'services'),
      latitude: 52.2285,
      longitude: -0.2679,
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const place = (await created.json()).doc
  const listed = async () => {
    const locs = new Set(parseSitemap(await (await request.get('/sitemap.xml')).text()).map((entry) => new URL(entry.loc).pathname))
    return LOCALES.filter((locale) => locs.has(localizedPath(locale, `/explore/st-neots/map/${slug}`))).length
  }
  try {
    expect(await listed()).toBe(LOCALES.length)
  } finally {
    await request.delete(`/api/places/${place.id}`, { headers: auth })
  }
  expect(await listed()).toBe(0)
})

test('robots.txt names the sitemap', async ({ request, baseURL }) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`)
})

/** The JSON-LD blocks of the page at `path`, parsed. */
async function jsonLd(page: Page, path: string): Promise<Record<string, unknown>[]> {
  await page.goto(path)
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => JSON.parse(text) as Record<string, unknown>[])
}

for (const locale of ['en', 'fr'] as const) {
  test(`${locale}: a place, a town and a tour page describe themselves to search engines (JSON-LD)`, async ({ page, baseURL }) => {
    const museum = places.find((place) => place.id === 'huntingdon-cromwell-museum')!
    const placePath = localizedPath(locale, `/explore/huntingdon/map/${museum.id}`)
    const [place, placeCrumbs] = await jsonLd(page, placePath)
    expect(place).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TouristAttraction',
      url: new URL(placePath, baseURL).href,
      geo: { '@type': 'GeoCoordinates' },
      address: { '@type': 'PostalAddress', addressLocality: 'Huntingdon', addressCountry: 'GB' },
    })
    // In the page's language: the same name the page's heading shows.
    expect(place.name).toBe(await page.locator('article[data-place] h2').first().textContent())
    expect(placeCrumbs).toMatchObject({ '@type': 'BreadcrumbList' })
    expect((placeCrumbs.itemListElement as { position: number }[]).map((item) => item.position)).toEqual([1, 2, 3])

    const [town] = await jsonLd(page, localizedPath(locale, '/explore/ramsey'))
    expect(town).toMatchObject({ '@type': 'TouristDestination', name: 'Ramsey', geo: { '@type': 'GeoCoordinates' } })
    // As many places as the page says it has (other specs may add one to a town meanwhile).
    const countText = /other \{([^}]*)\}/.exec((messages(locale).Town as Record<string, string>).placeCount)![1]
    const countPattern = new RegExp(`^${countText.replace('#', '(\\d+)')}$`)
    const shown = Number(countPattern.exec((await page.getByText(countPattern).textContent())!)![1])
    expect(town.additionalProperty).toMatchObject({ '@type': 'PropertyValue', name: 'places' })
    expect(shown).toBeGreaterThan(0)
    expect((town.additionalProperty as { value: number }).value).toBe(shown)

    const tour = tours.find((candidate) => candidate.town === 'stneots')!
    const [trip] = await jsonLd(page, localizedPath(locale, `/explore/st-neots/tours/${tour.id}`))
    expect(trip).toMatchObject({ '@type': 'TouristTrip', itinerary: { '@type': 'ItemList', numberOfItems: tour.stops.length } })
    expect(trip.name).toBe(await page.getByRole('heading', { level: 1 }).textContent())

    // Every page below a town says where it sits.
    for (const below of ['/explore/st-ives/map', '/highlights/st-ives']) {
      const crumbs = (await jsonLd(page, localizedPath(locale, below))).find((block) => block['@type'] === 'BreadcrumbList')
      expect((crumbs?.itemListElement as { name: string }[]).map((item) => item.name)[0], below).toBe('St Ives')
    }

    // The home page: the site in the page's language, and who runs it.
    const [site, organization] = await jsonLd(page, localizedPath(locale, '/'))
    expect(site).toMatchObject({ '@type': 'WebSite', name: messages(locale).Site.name, inLanguage: LANGUAGE_TAGS[locale] })
    expect(organization).toMatchObject({ '@type': 'GovernmentOrganization', contactPoint: { '@type': 'ContactPoint' } })
    expect((site.publisher as { '@id': string })['@id']).toBe(organization['@id'])
  })
}
