import { describe, expect, it } from 'vitest'

import { testPayload, userWithRole } from './payload'

/** Payload's refusal when access control says no (its Forbidden error). */
const FORBIDDEN = 'You are not allowed to perform this action.'

async function townBySlug(slug: string) {
  const payload = await testPayload()
  return (await payload.find({ collection: 'towns', where: { slug: { equals: slug } } })).docs[0]
}

describe('publishing rules', () => {
  it('keeps drafts from the public and counts only published places', async () => {
    const payload = await testPayload()
    const editor = await userWithRole(payload, 'editor')
    const ramsey = await townBySlug('ramsey')
    const category = (await payload.find({ collection: 'categories', where: { slug: { equals: 'shopping' } } })).docs[0]
    const before = ramsey.placeCount ?? 0

    const draft = await payload.create({
      collection: 'places',
      user: editor,
      overrideAccess: false,
      draft: true,
      data: {
        name: 'Draft bakery',
        slug: 'ramsey-draft-bakery',
        town: ramsey.id,
        category: category.id,
        longitude: -0.106,
        latitude: 52.45,
        _status: 'draft',
      },
    })
    const publicRead = () =>
      payload.find({ collection: 'places', overrideAccess: false, where: { slug: { equals: 'ramsey-draft-bakery' } } })
    expect((await publicRead()).totalDocs).toBe(0)
    expect((await townBySlug('ramsey')).placeCount).toBe(before)

    await payload.update({ collection: 'places', id: draft.id, user: editor, overrideAccess: false, data: { _status: 'published' } })
    expect((await publicRead()).totalDocs).toBe(1)
    expect((await townBySlug('ramsey')).placeCount).toBe(before + 1)

    await payload.delete({ collection: 'places', id: draft.id, user: editor, overrideAccess: false })
    expect((await publicRead()).totalDocs).toBe(0)
    expect((await townBySlug('ramsey')).placeCount).toBe(before)
  })

  it('lets only staff change content, and only admins change settings and accounts', async () => {
    const payload = await testPayload()
    const editor = await userWithRole(payload, 'editor')
    const ramsey = await townBySlug('ramsey')

    await expect(
      payload.update({ collection: 'towns', id: ramsey.id, overrideAccess: false, data: { tagline: 'Hacked' } }),
    ).rejects.toThrow(FORBIDDEN)
    await expect(
      payload.updateGlobal({ slug: 'site-settings', user: editor, overrideAccess: false, data: { underConstruction: true } }),
    ).rejects.toThrow(FORBIDDEN)
    await expect(
      payload.create({
        collection: 'users',
        user: editor,
        overrideAccess: false,
        data: { email: 'x@int.test', password: 'password-x-long', role: 'admin' },
      }),
    ).rejects.toThrow(FORBIDDEN)
    const updated = await payload.update({ collection: 'towns', id: ramsey.id, user: editor, overrideAccess: false, data: { crs: 'RMY' } })
    expect(updated.crs).toBe('RMY')
    await payload.update({ collection: 'towns', id: ramsey.id, overrideAccess: true, data: { crs: null } })
  })

  it('rejects CMS links that are not http(s)', async () => {
    const payload = await testPayload()
    const place = (await payload.find({ collection: 'places', limit: 1 })).docs[0]
    await expect(payload.update({ collection: 'places', id: place.id, data: { website: 'javascript:alert(1)' } })).rejects.toThrow(
      /Website/,
    )
  })
})

describe('contact messages', () => {
  it('accepts a valid message from anyone and shows it only to staff', async () => {
    const payload = await testPayload()
    const editor = await userWithRole(payload, 'editor')
    const sent = await payload.create({
      collection: 'contact-messages',
      overrideAccess: false,
      data: { name: 'Visitor', email: 'visitor@example.com', subject: 'Hello', message: 'A helpful correction for you.' },
    })
    expect(sent.handled).toBe(false)
    await expect(payload.find({ collection: 'contact-messages', overrideAccess: false })).rejects.toThrow(FORBIDDEN)
    const seen = await payload.find({ collection: 'contact-messages', user: editor, overrideAccess: false })
    expect(seen.docs.map((d) => d.id)).toContain(sent.id)
  })

  it('refuses an invalid message and writes nothing', async () => {
    const payload = await testPayload()
    const before = (await payload.count({ collection: 'contact-messages' })).totalDocs
    await expect(
      payload.create({
        collection: 'contact-messages',
        overrideAccess: false,
        data: { name: '', email: 'not-an-email', subject: 'x', message: 'short' },
      }),
    ).rejects.toThrow('The following fields are invalid: name, email, message')
    expect((await payload.count({ collection: 'contact-messages' })).totalDocs).toBe(before)
  })
})
