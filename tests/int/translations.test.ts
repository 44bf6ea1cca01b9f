import { describe, expect, it } from 'vitest'

import { rest, signedInCookie, testPayload } from './payload'

/**
 * Issue 27: editors see which places, events, notices and highlights lack which language. The
 * column is derived on every save; the admin's list filter is a where on it (the REST read below
 * is the request the admin's filter sends). Visitors never see it.
 */
describe('missing translations, for editors', () => {
  it('a place created in English only lacks the five other languages, one fewer for each language written', async () => {
    const payload = await testPayload()
    const [town, category] = await Promise.all([
      payload.find({ collection: 'towns', where: { slug: { equals: 'ramsey' } } }),
      payload.find({ collection: 'categories', where: { slug: { equals: 'attractions' } } }),
    ])
    const created = await payload.create({
      collection: 'places',
      locale: 'en',
      data: {
        name: 'Abbey Orchard',
        slug: `ramsey-abbey-orchard-${Date.now()}`,
        town: town.docs[0].id,
        category: category.docs[0].id,
        longitude: -0.1135,
        latitude: 52.4495,
        description: 'A quiet orchard behind the abbey wall.',
        tags: ['orchard'],
        _status: 'published',
      },
    })
    expect(created.missingTranslations).toEqual(['es', 'fr', 'pl', 'lt', 'pt'])

    const admin = await signedInCookie(payload, 'editor')
    const filtered = async (locale: string) =>
      (
        (await (await rest(`/api/places?where[missingTranslations][in]=${locale}&limit=200&depth=0`, admin)).json()).docs as {
          id: number
        }[]
      ).map((d) => d.id)
    expect(await filtered('lt')).toEqual([created.id])
    // Every seeded place is translated: the filter lists only the new one.
    expect(await filtered('es')).toEqual([created.id])

    // Lithuanian description only: tags are still English, so Lithuanian is still missing.
    await payload.update({
      collection: 'places',
      id: created.id,
      locale: 'lt',
      data: { name: 'Abbey Orchard', description: 'Ramus sodas už abatijos sienos.' },
    })
    expect((await payload.findByID({ collection: 'places', id: created.id, depth: 0 })).missingTranslations).toEqual([
      'es',
      'fr',
      'pl',
      'lt',
      'pt',
    ])
    await payload.update({ collection: 'places', id: created.id, locale: 'lt', data: { tags: ['sodas'] } })
    expect((await payload.findByID({ collection: 'places', id: created.id, depth: 0 })).missingTranslations).toEqual([
      'es',
      'fr',
      'pl',
      'pt',
    ])
    expect(await filtered('lt')).toEqual([])

    // Visitors are not told.
    const visitor = await (await rest(`/api/places/${created.id}?depth=0`)).json()
    expect(visitor).not.toHaveProperty('missingTranslations')
    await payload.delete({ collection: 'places', id: created.id })
  })

  it('an event written in English and Polish lacks the other four', async () => {
    const payload = await testPayload()
    const town = (await payload.find({ collection: 'towns', where: { slug: { equals: 'st-ives' } } })).docs[0]
    const event = await payload.create({
      collection: 'events',
      locale: 'en',
      data: {
        title: 'Orchard walk',
        description: 'A guided walk.',
        town: town.id,
        start: new Date(Date.now() + 86_400_000).toISOString(),
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'events',
      id: event.id,
      locale: 'pl',
      data: { title: 'Spacer po sadzie', description: 'Spacer z przewodnikiem.' },
    })
    expect((await payload.findByID({ collection: 'events', id: event.id, depth: 0 })).missingTranslations).toEqual(['es', 'fr', 'lt', 'pt'])
    await payload.delete({ collection: 'events', id: event.id })
  })

  it('a tour lacks a language while any stop note lacks it, though its title and summary have it (issue 20)', async () => {
    const payload = await testPayload()
    const town = (await payload.find({ collection: 'towns', where: { slug: { equals: 'ramsey' } } })).docs[0]
    const stops = (await payload.find({ collection: 'places', where: { 'town.slug': { equals: 'ramsey' } }, limit: 2, depth: 0 })).docs
    const tour = await payload.create({
      collection: 'tours',
      locale: 'en',
      data: {
        title: 'Abbey walk',
        summary: 'Two stops.',
        slug: `abbey-walk-${Date.now()}`,
        town: town.id,
        stops: stops.map((place, i) => ({ place: place.id, note: `Stop ${i + 1}` })),
        _status: 'published',
      },
    })
    const rows = tour.stops!
    const inFrench = (notes: (string | undefined)[]) =>
      payload.update({
        collection: 'tours',
        id: tour.id,
        locale: 'fr',
        data: {
          title: 'Promenade de l’abbaye',
          summary: 'Deux arrêts.',
          stops: rows.map((row, i) => ({ id: row.id, place: row.place, note: notes[i] })),
        },
      })
    await inFrench(['Arrêt 1', undefined])
    const missing = async () => (await payload.findByID({ collection: 'tours', id: tour.id, depth: 0 })).missingTranslations
    expect(await missing()).toEqual(['es', 'fr', 'pl', 'lt', 'pt'])
    await inFrench(['Arrêt 1', 'Arrêt 2'])
    expect(await missing()).toEqual(['es', 'pl', 'lt', 'pt'])
    await payload.delete({ collection: 'tours', id: tour.id })
  })
})
