import { afterAll, describe, expect, it } from 'vitest'

import { rest, signedInCookie, testPayload } from './payload'

/**
 * Issue 22 (4, 5): a place's opening hours are checked as they are saved, by the rule the pages
 * read them with: what the pages could not read is refused with where it goes wrong, in the
 * editor's admin language, whether published or saved as a draft; empty and valid hours are taken.
 */
const context = { disableRevalidate: true }
const TYPO = 'Mo-Fx 09:00-17:00'
const MESSAGE = 'Opening hours: unexpected “Mo-Fx” at character 4 — write them like Mo-Fr 09:00-17:00; Sa 10:00-16:00'

/** Payload's ValidationError, naming the field and saying why. */
const refusedWith = (message: string) =>
  expect.objectContaining({
    data: expect.objectContaining({ errors: [expect.objectContaining({ path: 'openingHours', message })] }),
  })

/** The places this file made, removed at the end: the test files after it count the seeded ones. */
const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created) await payload.delete({ collection: 'places', id, context })
})

async function newPlace(data: Record<string, unknown> = {}) {
  const payload = await testPayload()
  const [town, category] = await Promise.all([
    payload.find({ collection: 'towns', where: { slug: { equals: 'st-ives' } } }),
    payload.find({ collection: 'categories', where: { slug: { equals: 'shopping' } } }),
  ])
  const place = await payload.create({
    collection: 'places',
    context,
    data: {
      name: 'Bridge Street Books',
      slug: `st-ives-bridge-street-books-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
      town: town.docs[0].id,
      category: category.docs[0].id,
      longitude: -0.0753,
      latitude: 52.3225,
      _status: 'published',
      ...data,
    },
  })
  created.push(place.id)
  return place
}

describe('opening hours are checked on save', () => {
  it('refuses hours the pages could not read, saying where, and keeps nothing of them', async () => {
    const payload = await testPayload()
    const before = (await payload.count({ collection: 'places' })).totalDocs
    await expect(newPlace({ openingHours: TYPO })).rejects.toEqual(refusedWith(MESSAGE))
    expect((await payload.count({ collection: 'places' })).totalDocs).toBe(before)
  })

  it('takes valid hours and empty ones, and refuses a typo in a later save', async () => {
    const payload = await testPayload()
    const place = await newPlace({ openingHours: 'Mo-Fr 09:00-17:00; Sa 10:00-16:00; PH off' })
    expect(place.openingHours).toBe('Mo-Fr 09:00-17:00; Sa 10:00-16:00; PH off')

    await expect(
      payload.update({ collection: 'places', id: place.id, context, data: { openingHours: 'Mo-Fr 09:00-1700' } }),
    ).rejects.toEqual(
      refusedWith('Opening hours: unexpected “09:00-1700” at character 16 — write them like Mo-Fr 09:00-17:00; Sa 10:00-16:00'),
    )
    expect((await payload.findByID({ collection: 'places', id: place.id })).openingHours).toBe('Mo-Fr 09:00-17:00; Sa 10:00-16:00; PH off')

    // No source, no hours: emptying the field is fine.
    const emptied = await payload.update({ collection: 'places', id: place.id, context, data: { openingHours: '' } })
    expect(emptied.openingHours ?? '').toBe('')
  })

  it('refuses them in a draft too, which Payload would otherwise check only when it is published', async () => {
    const payload = await testPayload()
    const place = await newPlace({ openingHours: '24/7' })
    await expect(
      payload.update({ collection: 'places', id: place.id, context, draft: true, data: { openingHours: TYPO } }),
    ).rejects.toEqual(refusedWith(MESSAGE))
    const draft = await payload.update({
      collection: 'places',
      id: place.id,
      context,
      draft: true,
      data: { openingHours: 'Mo-Su 10:00-16:00' },
    })
    expect(draft.openingHours).toBe('Mo-Su 10:00-16:00')
  })

  it('answers an editor in their admin language, as the admin sends the save', async () => {
    const payload = await testPayload()
    const editor = await signedInCookie(payload, 'editor')
    const place = await newPlace()
    for (const query of ['', '?draft=true']) {
      const response = await rest(`/api/places/${place.id}${query}`, editor, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'fr' },
        body: JSON.stringify({ openingHours: TYPO, _status: query ? 'draft' : 'published' }),
      })
      expect(response.status, query).toBe(400)
      expect((await response.json()).errors[0].data.errors, query).toEqual([
        expect.objectContaining({
          path: 'openingHours',
          message:
            'Horaires\u00A0: «\u00A0Mo-Fx\u00A0» inattendu au caractère 4 — écrivez-les comme ceci\u00A0: Mo-Fr 09:00-17:00; Sa 10:00-16:00',
        }),
      ])
    }
    const accepted = await rest(`/api/places/${place.id}`, editor, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'fr' },
      body: JSON.stringify({ openingHours: 'Mo-Sa 09:30-17:30' }),
    })
    expect(accepted.status).toBe(200)
    expect((await payload.findByID({ collection: 'places', id: place.id })).openingHours).toBe('Mo-Sa 09:30-17:30')
  })
})

describe('the admin in the editors’ languages', () => {
  it('offers the six languages and names our fields in each', async () => {
    const payload = await testPayload()
    expect(Object.keys(payload.config.i18n.supportedLanguages).sort()).toEqual(['en', 'es', 'fr', 'lt', 'pl', 'pt'])
    expect(payload.config.i18n.fallbackLanguage).toBe('en')
    const places = payload.collections.places.config
    expect(places.labels.plural).toMatchObject({ en: 'Places', fr: 'Lieux', lt: 'Vietos' })
    const hours = places.flattenedFields.find((field) => 'name' in field && field.name === 'openingHours')
    expect(hours && 'label' in hours && hours.label).toMatchObject({ en: 'Opening hours', pl: 'Godziny otwarcia', pt: 'Horário' })
  })
})
