import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { PUBLIC_MAX_DEPTH, PUBLIC_MAX_LIMIT } from '@/cms/hooks/publicReadLimits'

import { rest, signedInCookie, testPayload } from './payload'

/**
 * Issue 16, item 5: what anonymous REST readers get is what the site shows. Requests go through
 * Payload's real REST handler (the one /api/[...slug] serves), on the seeded scratch database.
 */
async function restJson(path: string, cookie?: string) {
  const response = await rest(path, cookie)
  expect(response.status, path).toBe(200)
  return response.json()
}

const INTERNAL = ['note', 'source', 'confidence'] as const
const context = { disableRevalidate: true }

describe('public REST reads', () => {
  it('hide the editors’ note, source and confidence of a place from visitors, not from editors', async () => {
    const payload = await testPayload()
    const editor = await signedInCookie(payload, 'editor')
    const place = (await payload.find({ collection: 'places', limit: 1, sort: 'name' })).docs[0]
    await payload.update({
      collection: 'places',
      id: place.id,
      context,
      data: { note: 'Owner asked us not to list', source: 'survey', confidence: 'high' },
    })

    const listed = (await restJson('/api/places?limit=1&sort=name')).docs[0]
    const single = await restJson(`/api/places/${place.id}`)
    for (const doc of [listed, single]) {
      expect(doc.name).toBe(place.name)
      for (const field of INTERNAL) expect(doc, field).not.toHaveProperty(field)
    }
    // Nor can a visitor probe them through a query.
    expect((await rest('/api/places?where[note][like]=Owner')).status).toBeGreaterThanOrEqual(400)

    const asEditor = await restJson(`/api/places/${place.id}`, editor)
    expect(asEditor).toMatchObject({ note: 'Owner asked us not to list', source: 'survey', confidence: 'high' })

    // The site's own read (Local API, no user) sees what it shows and nothing more.
    const site = (await payload.find({ collection: 'places', overrideAccess: false, where: { id: { equals: place.id } } })).docs[0]
    expect(site.name).toBe(place.name)
    expect(site.longitude).toBe(place.longitude)
    for (const field of INTERNAL) expect(site, field).not.toHaveProperty(field)
  })

  it(`cap a visitor’s limit at ${PUBLIC_MAX_LIMIT}, however it is asked for, but not the site’s own reads or an editor’s`, async () => {
    const payload = await testPayload()
    const editor = await signedInCookie(payload, 'editor')
    const { totalDocs } = await payload.count({ collection: 'places', overrideAccess: false })
    expect(totalDocs, 'enough published places to test the cap').toBeGreaterThan(PUBLIC_MAX_LIMIT)

    for (const query of ['limit=1000', 'limit=0', 'pagination=false', 'pagination=false&limit=0']) {
      const body = await restJson(`/api/places?${query}`)
      expect(body.docs.length, query).toBe(PUBLIC_MAX_LIMIT)
      expect(body.totalDocs, query).toBe(totalDocs)
    }
    // A negative limit is no way round the cap: it is refused (tests/int/hostile-queries.test.ts).
    expect((await rest('/api/places?limit=-1')).status).toBe(400)
    expect((await restJson('/api/places?limit=5')).docs).toHaveLength(5)
    expect((await restJson('/api/places')).docs).toHaveLength(10)

    expect((await restJson('/api/places?limit=1000', editor)).docs.length).toBeGreaterThanOrEqual(totalDocs)
    const site = await payload.find({ collection: 'places', overrideAccess: false, pagination: false, depth: 0 })
    expect(site.docs).toHaveLength(totalDocs)
  })

  it(`populate relations at most ${PUBLIC_MAX_DEPTH} levels deep for visitors`, async () => {
    const payload = await testPayload()
    const editor = await signedInCookie(payload, 'editor')
    const town = (await payload.find({ collection: 'towns', where: { slug: { equals: 'ramsey' } } })).docs[0]
    const place = (await payload.find({ collection: 'places', where: { town: { equals: town.id } }, limit: 1 })).docs[0]
    const image = await createImage(payload, 'depth')
    // An event → its place (1) → the place's town (2) → the town's image (3).
    await payload.update({ collection: 'towns', id: town.id, context, data: { image: image.id } })
    const event = await payload.create({
      collection: 'events',
      context,
      data: { title: 'Depth test', town: town.id, place: place.id, start: new Date().toISOString(), _status: 'published' },
    })
    try {
      for (const depth of [10, 3]) {
        const body = await restJson(`/api/events/${event.id}?depth=${depth}`)
        expect(body.place.town.slug, `depth=${depth}`).toBe('ramsey')
        expect(body.place.town.image, `depth=${depth}`).toBe(image.id)
      }
      const listed = (await restJson(`/api/events?depth=10&where[id][equals]=${event.id}`)).docs[0]
      expect(listed.place.town.image).toBe(image.id)
      expect((await restJson(`/api/events/${event.id}?depth=3`, editor)).place.town.image).toMatchObject({ id: image.id })
    } finally {
      await payload.delete({ collection: 'events', id: event.id, context })
      await payload.update({ collection: 'towns', id: town.id, context, data: { image: null } })
      await payload.delete({ collection: 'media', id: image.id, context })
    }
  })
})

async function createImage(payload: Payload, name: string) {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>')
  const unique = `${name}-${Date.now().toString(36)}`
  return payload.create({
    collection: 'media',
    context,
    data: { alt: unique },
    file: { data: svg, mimetype: 'image/svg+xml', name: `public-read-${unique}.svg`, size: svg.length },
  })
}

describe('public media', () => {
  it('lists and serves an image only once a published document shows it', async () => {
    const payload = await testPayload()
    const editor = await signedInCookie(payload, 'editor')
    const town = (await payload.find({ collection: 'towns', where: { slug: { equals: 'st-ives' } } })).docs[0]
    const image = await createImage(payload, 'draft')
    const event = await payload.create({
      collection: 'events',
      context,
      draft: true,
      data: { title: 'Not yet announced', town: town.id, start: new Date().toISOString(), image: image.id, _status: 'draft' },
    })
    const listedIds = async (auth?: string) =>
      ((await restJson(`/api/media?limit=${PUBLIC_MAX_LIMIT}`, auth)).docs as { id: number }[]).map((d) => d.id)
    const file = `/api/media/file/${image.filename}`
    try {
      expect(await listedIds()).not.toContain(image.id)
      expect((await rest(`/api/media/${image.id}`)).status).toBe(404)
      expect((await rest(file)).status).toBe(403)
      expect(await listedIds(editor)).toContain(image.id)
      expect((await rest(file, editor)).status).toBe(200)

      // The partners' logos are on the site: visitors get them, as the site's own reads do.
      const partners = await payload.find({ collection: 'partners', overrideAccess: false, depth: 1 })
      const logos = partners.docs.flatMap((p) => (p.logo && typeof p.logo === 'object' ? [p.logo] : []))
      expect(logos.length).toBeGreaterThan(0)
      expect(await listedIds()).toEqual(expect.arrayContaining(logos.map((l) => l.id)))
      expect((await rest(`/api/media/file/${logos[0].filename}`)).status).toBe(200)

      await payload.update({ collection: 'events', id: event.id, context, data: { _status: 'published' } })
      expect(await listedIds()).toContain(image.id)
      expect((await rest(file)).status).toBe(200)
      const site = await payload.find({ collection: 'events', overrideAccess: false, depth: 1, where: { id: { equals: event.id } } })
      expect(site.docs[0].image).toMatchObject({ id: image.id, url: expect.stringContaining(image.filename!) })
    } finally {
      await payload.delete({ collection: 'events', id: event.id, context })
      await payload.delete({ collection: 'media', id: image.id, context })
    }
  })
})
