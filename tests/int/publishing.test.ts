import { describe, expect, it } from 'vitest'

import { bumpBuild } from '@/cms/publishing/publish'
import { isVisibleChange, tagsForChange } from '@/cms/publishing/tags-for-change'

import { testPayload } from './payload'

async function townId(slug: string) {
  const payload = await testPayload()
  return (await payload.find({ collection: 'towns', where: { slug: { equals: slug } } })).docs[0].id
}

describe('which cache tags a change touches', () => {
  it('names the town of a place, both towns when it moves, and every town of a notice', async () => {
    const payload = await testPayload()
    const [ramsey, stIves] = await Promise.all([townId('ramsey'), townId('st-ives')])
    expect(await tagsForChange(payload, 'places', { town: stIves }, { town: stIves })).toEqual(['places:st-ives'])
    expect((await tagsForChange(payload, 'places', { town: stIves }, { town: ramsey })).sort()).toEqual(['places:ramsey', 'places:st-ives'])
    expect((await tagsForChange(payload, 'notices', { towns: [ramsey, stIves] }, null)).sort()).toEqual([
      'notices:ramsey',
      'notices:st-ives',
    ])
    expect(await tagsForChange(payload, 'events', { town: { id: ramsey, slug: 'ramsey' } }, null)).toEqual(['events:ramsey'])
    expect(await tagsForChange(payload, 'towns', { id: ramsey }, null)).toEqual(['towns'])
    expect(await tagsForChange(payload, 'contact-messages', {}, null)).toEqual([])
  })

  it('counts only changes to what visitors can see', () => {
    expect(isVisibleChange({ _status: 'draft' }, { _status: 'draft' })).toBe(false)
    expect(isVisibleChange({ _status: 'draft' }, null)).toBe(false)
    expect(isVisibleChange({ _status: 'published' }, { _status: 'draft' })).toBe(true)
    // A draft saved over a published document leaves it published; an unpublish does not.
    expect(isVisibleChange({ _status: 'draft' }, { _status: 'published' }, 'published')).toBe(false)
    expect(isVisibleChange({ _status: 'draft' }, { _status: 'published' }, 'draft')).toBe(true)
    expect(isVisibleChange({ name: 'a town' }, null)).toBe(true)
  })
})

describe('the build id', () => {
  it('changes on every bump, keeps a history and is hidden from the public', async () => {
    const payload = await testPayload()
    const first = await bumpBuild({ payload, tags: ['places:ramsey'], reason: 'test one' })
    const second = await bumpBuild({ payload, tags: [], reason: 'test two' })
    expect(second.id).not.toBe(first.id)
    const state = await payload.findGlobal({ slug: 'build-state', overrideAccess: true })
    expect(state.buildId).toBe(second.id)
    expect((state.history as { id: string }[]).slice(0, 2).map((r) => r.id)).toEqual([second.id, first.id])
    await expect(payload.findGlobal({ slug: 'build-state', overrideAccess: false })).rejects.toThrow(
      'You are not allowed to perform this action.',
    )
  })

  it('is not bumped by saving a draft, and a published place edit expires only its town’s places', async () => {
    const payload = await testPayload()
    const before = (await payload.findGlobal({ slug: 'build-state', overrideAccess: true })).buildId
    const place = (await payload.find({ collection: 'places', where: { slug: { equals: 'stives-norris-museum' } } })).docs[0]
    const town = await payload.findByID({ collection: 'towns', id: await townId('st-ives') })
    await payload.update({ collection: 'places', id: place.id, draft: true, data: { description: 'A draft description' } })
    expect((await payload.findGlobal({ slug: 'build-state', overrideAccess: true })).buildId).toBe(before)
    await payload.update({ collection: 'places', id: place.id, data: { description: 'A published description', _status: 'published' } })
    const history = (await payload.findGlobal({ slug: 'build-state', overrideAccess: true })).history as { tags: string[] }[]
    expect(history[0].tags).toEqual(['places:st-ives'])
    expect((await payload.findByID({ collection: 'towns', id: town.id })).placeCount).toBe(town.placeCount)
    expect((await payload.findGlobal({ slug: 'build-state', overrideAccess: true })).buildId).not.toBe(before)
  })
})

describe('publishing a place', () => {
  it('expires its town’s places tag even though the town’s count changes in the same request', async () => {
    const payload = await testPayload()
    const stIves = await townId('st-ives')
    const category = (await payload.find({ collection: 'categories', limit: 1 })).docs[0]
    const draft = await payload.create({
      collection: 'places',
      draft: true,
      data: {
        name: 'Quay Kiosk',
        slug: `st-ives-quay-kiosk-${Date.now()}`,
        town: stIves,
        category: category.id,
        longitude: -0.07,
        latitude: 52.32,
        _status: 'draft',
      },
    })
    await payload.update({ collection: 'places', id: draft.id, data: { _status: 'published' } })
    const history = (await payload.findGlobal({ slug: 'build-state', overrideAccess: true })).history as { tags: string[] }[]
    expect(history[0].tags).toEqual(['places:st-ives'])
    await payload.delete({ collection: 'places', id: draft.id })
  })
})
