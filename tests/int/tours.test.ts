import { afterAll, describe, expect, it } from 'vitest'

import { testPayload } from './payload'

/** Issue 20: what publishing a tour expires, what a published tour holds on to, and who reads tours. */
async function townId(slug: string) {
  const payload = await testPayload()
  return (await payload.find({ collection: 'towns', where: { slug: { equals: slug } } })).docs[0].id
}

const unique = () => Math.random().toString(36).slice(2, 8)

/** What these tests made, removed at the end: the other files count the seeded places and tours. */
const made = { tours: [] as number[], places: [] as number[] }
afterAll(async () => {
  const payload = await testPayload()
  await payload.delete({ collection: 'tours', where: { id: { in: made.tours } } })
  await payload.delete({ collection: 'places', where: { id: { in: made.places } } })
})

/** Three fresh places of Ramsey, published, and a tour through the first two in the given state. */
async function tourOfTwo(status: 'published' | 'draft') {
  const payload = await testPayload()
  const ramsey = await townId('ramsey')
  const category = (await payload.find({ collection: 'categories', limit: 1 })).docs[0]
  const [first, second, spare] = await Promise.all(
    [0, 1, 2].map((i) =>
      payload.create({
        collection: 'places',
        data: {
          name: `Tour stop ${i} ${unique()}`,
          slug: `ramsey-tour-stop-${i}-${unique()}`,
          town: ramsey,
          category: category.id,
          longitude: -0.115 + i / 1000,
          latitude: 52.45,
          _status: 'published',
        },
      }),
    ),
  )
  const tour = await payload.create({
    collection: 'tours',
    draft: status === 'draft',
    data: {
      title: `Abbey walk ${unique()}`,
      slug: `abbey-walk-${unique()}`,
      town: ramsey,
      stops: [{ place: first.id }, { place: second.id }],
      _status: status,
    },
  })
  made.places.push(first.id, second.id, spare.id)
  made.tours.push(tour.id)
  return { payload, first, second, spare, tour }
}

const buildHistory = async () =>
  ((await (await testPayload()).findGlobal({ slug: 'build-state', overrideAccess: true })).history as { tags: string[] }[])[0]

describe('tours', () => {
  it('publishing a tour expires its town’s tours and nothing else; its draft expires nothing', async () => {
    const { payload, tour } = await tourOfTwo('published')
    expect((await buildHistory()).tags).toEqual(['tours:ramsey'])
    const before = await buildHistory()
    await payload.update({ collection: 'tours', id: tour.id, draft: true, data: { summary: 'A draft summary' } })
    expect(await buildHistory()).toEqual(before)
    await payload.update({ collection: 'tours', id: tour.id, data: { summary: 'Published summary', _status: 'published' } })
    expect((await buildHistory()).tags).toEqual(['tours:ramsey'])
    // A save in another language keeps the stops (an after-save write of one field once emptied them).
    await payload.update({
      collection: 'tours',
      id: tour.id,
      locale: 'pl',
      data: { title: 'Spacer', summary: 'Krótki spacer', _status: 'published' },
    })
    const saved = await payload.findByID({ collection: 'tours', id: tour.id, depth: 0, locale: 'pl' })
    expect(saved.stops?.map((stop) => stop.place)).toEqual(tour.stops!.map((stop) => (stop.place as { id: number }).id))
    expect(saved.missingTranslations).toEqual(['es', 'fr', 'lt', 'pt'])
  })

  it('a place on a published tour is neither deleted nor unpublished, and the refusal names the tour', async () => {
    const { payload, first, second, spare, tour } = await tourOfTwo('published')
    await expect(payload.delete({ collection: 'places', id: first.id })).rejects.toThrow(tour.title)
    await expect(payload.update({ collection: 'places', id: first.id, data: { _status: 'draft' } })).rejects.toThrow(tour.title)
    const kept = await payload.findByID({ collection: 'places', id: first.id })
    expect(kept._status).toBe('published')
    // Editing it as a draft beside its published version is fine.
    await payload.update({ collection: 'places', id: first.id, draft: true, data: { description: 'Draft words' } })
    expect((await payload.findByID({ collection: 'places', id: first.id }))._status).toBe('published')

    // Out of the tour, it may go.
    await payload.update({
      collection: 'tours',
      id: tour.id,
      data: { stops: [{ place: second.id }, { place: spare.id }], _status: 'published' },
    })
    await payload.delete({ collection: 'places', id: first.id })
    await expect(payload.findByID({ collection: 'places', id: first.id })).rejects.toThrow()
  })

  it('a draft tour holds no place', async () => {
    const { payload, first, second } = await tourOfTwo('draft')
    await payload.update({ collection: 'places', id: first.id, data: { _status: 'draft' } })
    await payload.delete({ collection: 'places', id: second.id })
  })

  it('visitors read published tours only', async () => {
    const { payload, tour: published } = await tourOfTwo('published')
    const { tour: draft } = await tourOfTwo('draft')
    const { docs } = await payload.find({ collection: 'tours', overrideAccess: false, limit: 200, depth: 0 })
    const ids = docs.map((doc) => doc.id)
    expect(ids).toContain(published.id)
    expect(ids).not.toContain(draft.id)
    await expect(payload.findByID({ collection: 'tours', id: draft.id, overrideAccess: false })).rejects.toThrow()
  })
})
