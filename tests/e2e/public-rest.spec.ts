import { type APIRequestContext, expect, test } from '@playwright/test'

import { signInAsAdmin } from './admin-api'

/**
 * Issue 16, item 5: Payload's public REST API gives a visitor what the site shows and no more:
 * no editors' fields, bounded pages and relation depth, and no images of unpublished documents.
 * (The int tests in tests/int/public-read.test.ts cover depth and publishing a draft's image.)
 */
const MAX_LIMIT = 100
const INTERNAL = ['note', 'source', 'confidence']

async function json(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers })
  expect(response.status(), path).toBe(200)
  return response.json()
}

/** A seeded place that has a source and a confidence (the seed data gives most places both). */
const placeWithProvenance = '/api/places?limit=1&sort=name&where[slug][equals]=huntingdon-cromwell-museum'

test('a visitor reads places without the editors’ note, source and confidence', async ({ request }) => {
  const listed = (await json(request, '/api/places?limit=1')).docs[0]
  const place = (await json(request, placeWithProvenance)).docs[0]
  const single = await json(request, `/api/places/${place.id}`)
  for (const doc of [listed, place, single]) {
    expect(doc.name).toBeTruthy()
    expect(doc.longitude).toEqual(expect.any(Number))
    for (const field of INTERNAL) expect(doc, field).not.toHaveProperty(field)
  }
  expect((await request.get('/api/places?where[source][like]=Wikipedia')).ok()).toBe(false)
})

test('a signed-in editor still reads them', async ({ request }) => {
  const admin = await signInAsAdmin(request)
  const place = (await json(request, placeWithProvenance, admin)).docs[0]
  expect(place.source).toBeTruthy()
  expect(place.confidence).toBeTruthy()
  expect((await json(request, `/api/places/${place.id}`, admin)).source).toBe(place.source)
})

test(`a visitor gets at most ${MAX_LIMIT} documents a page, while the site's feeds keep every place`, async ({ request }) => {
  const { totalDocs } = await json(request, '/api/places?limit=1')
  expect(totalDocs).toBeGreaterThan(MAX_LIMIT)
  for (const query of ['limit=1000', 'limit=0', 'pagination=false']) {
    const body = await json(request, `/api/places?${query}`)
    expect(body.docs, query).toHaveLength(MAX_LIMIT)
    expect(body.totalDocs, query).toBe(totalDocs)
  }
  // The town feeds and pages read through the Local API, which is not capped.
  let fed = 0
  for (const dbKey of ['huntingdon', 'stIves', 'ramsey', 'stNeots']) fed += (await json(request, `/api/places/town/${dbKey}`)).items.length
  expect(fed).toBe(totalDocs)
})

test('asking for deeper relations gets no more than depth 2', async ({ request }) => {
  const deep = await json(request, '/api/highlights?limit=3&sort=id&depth=10')
  const two = await json(request, '/api/highlights?limit=3&sort=id&depth=2')
  expect(deep.docs.length).toBeGreaterThan(0)
  expect(deep).toEqual(two)
})

test('images used only by drafts are neither listed nor served to visitors', async ({ request, playwright }) => {
  const visitor = await playwright.request.newContext()
  try {
    // The partners' logos are on the site (screen mode): visitors get them.
    const partner = (await json(visitor, '/api/partners?limit=1&depth=1&where[logo][exists]=true')).docs[0]
    const listed = (await json(visitor, `/api/media?limit=${MAX_LIMIT}`)).docs.map((m: { id: number }) => m.id)
    expect(listed).toContain(partner.logo.id)
    expect((await visitor.get(partner.logo.url)).status()).toBe(200)

    const admin = await signInAsAdmin(request)
    const name = `public-rest-${Date.now().toString(36)}.svg`
    const upload = await request.post('/api/media', {
      headers: admin,
      multipart: {
        file: { name, mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>') },
        _payload: JSON.stringify({ alt: 'Poster for an unannounced event' }),
      },
    })
    expect(upload.ok(), await upload.text()).toBe(true)
    const media = (await upload.json()).doc
    const town = (await json(request, '/api/towns?where[slug][equals]=st-ives', admin)).docs[0]
    // A never-published draft: saving it changes nothing on the site (no revalidation, no new build id).
    const draft = await request.post('/api/events?draft=true', {
      headers: admin,
      data: { title: 'Unannounced event', town: town.id, start: new Date().toISOString(), image: media.id, _status: 'draft' },
    })
    expect(draft.ok(), await draft.text()).toBe(true)

    expect((await json(visitor, `/api/media?limit=${MAX_LIMIT}`)).docs.map((m: { id: number }) => m.id)).not.toContain(media.id)
    expect((await visitor.get(`/api/media/${media.id}`)).status()).toBe(404)
    expect((await visitor.get(media.url)).status()).toBe(403)
    expect((await request.get(media.url, { headers: admin })).status()).toBe(200)

    // The draft keeps no dangling image (the column is ON DELETE SET NULL) and stays a draft: no build bump.
    expect((await request.delete(`/api/media/${media.id}`, { headers: admin })).ok()).toBe(true)
  } finally {
    await visitor.dispose()
  }
})
