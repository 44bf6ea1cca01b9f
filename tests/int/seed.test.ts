import { describe, expect, it } from 'vitest'

import places from '@/cms/seed/data/places.json'
import tours from '@/cms/seed/data/tours.json'
import towns from '@/cms/seed/data/towns.json'
import { LOCALES } from '@/domain/locales'

import { testPayload } from './payload'

describe('seeded demo content', () => {
  it('holds the four towns with their eight kiosk sites', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'towns', limit: 10, sort: 'slug' })
    expect(docs.map((t) => t.slug)).toEqual(['huntingdon', 'ramsey', 'st-ives', 'st-neots'])
    expect(docs.map((t) => t.dbKey).sort()).toEqual(['huntingdon', 'ramsey', 'stIves', 'stNeots'])
    const kiosks = docs.flatMap((t) => [t.kioskA.name, t.kioskB.name])
    expect(new Set(kiosks).size).toBe(8)
    const stIves = docs.find((t) => t.slug === 'st-ives')!
    const source = towns.find((t) => t.id === 'stives')!
    expect([stIves.location.longitude, stIves.location.latitude]).toEqual(source.centre)
    expect(stIves.location).toMatchObject({ zoom: 15, minZoom: 14, maxZoom: 20 })
    expect(stIves.crs ?? null).toBeNull()
  })

  it('loads all 135 places, published, and derives each town’s placeCount from them', async () => {
    const payload = await testPayload()
    const { totalDocs } = await payload.count({ collection: 'places', where: { _status: { equals: 'published' } } })
    expect(totalDocs).toBe(places.length)
    const { docs } = await payload.find({ collection: 'towns', limit: 10 })
    for (const town of docs) {
      const source = towns.find((t) => t.slug === town.slug)!
      expect(town.placeCount).toBe(places.filter((p) => p.town === source.id).length)
    }
  })

  it('translates town descriptions and categories into every language, falling back to English elsewhere', async () => {
    const payload = await testPayload()
    const descriptions = new Set<string>()
    for (const locale of LOCALES) {
      const town = (await payload.find({ collection: 'towns', locale, where: { slug: { equals: 'ramsey' } } })).docs[0]
      descriptions.add(town.description)
      const categories = await payload.find({ collection: 'categories', locale, limit: 20 })
      expect(categories.totalDocs).toBe(8)
    }
    expect(descriptions.size).toBe(LOCALES.length)
  })

  it('fills every place’s description and tags in every language, and its name where one is in use (issue 27)', async () => {
    const payload = await testPayload()
    const all = await payload.find({ collection: 'places', locale: 'all', limit: 0, depth: 0, pagination: false })
    expect(all.docs).toHaveLength(places.length)
    for (const doc of all.docs) {
      const localized = doc as unknown as Record<'name' | 'description' | 'tags', Record<string, unknown>>
      const english = places.find((p) => p.id === doc.slug)!
      for (const locale of LOCALES) {
        const what = `${doc.slug} ${locale}`
        expect(localized.name[locale], what).toEqual(expect.any(String))
        expect(localized.description[locale], what).toEqual(expect.any(String))
        expect(localized.tags[locale], what).toHaveLength(english.tags.length)
        if (locale !== 'en') expect(localized.description[locale], what).not.toBe(english.description)
      }
    }
    // Without a fallback, a Lithuanian read gets Lithuanian text: nothing was left to the English.
    const lt = await payload.find({
      collection: 'places',
      locale: 'lt',
      fallbackLocale: false,
      where: { slug: { equals: 'huntingdon-cromwell-museum' } },
    })
    expect(lt.docs[0]).toMatchObject({
      name: 'Cromwell Museum',
      description: expect.stringMatching(/muziej/i),
      tags: expect.arrayContaining(['muziejus']),
    })
  })

  it('loads the four town trails, published, their stops in walking order, in every language (issue 20)', async () => {
    const payload = await testPayload()
    const all = await payload.find({ collection: 'tours', locale: 'all', depth: 1, limit: 10, pagination: false, sort: 'slug' })
    expect(all.docs.map((t) => t.slug)).toEqual(tours.tours.map((t) => t.id).sort())
    for (const doc of all.docs) {
      const source = tours.tours.find((t) => t.id === doc.slug)!
      expect(doc._status).toBe('published')
      expect((doc.town as { slug: string }).slug).toBe(towns.find((t) => t.id === source.town)!.slug)
      expect(doc.stops!.map((row) => (row.place as { slug: string }).slug)).toEqual(source.stops.map((s) => s.place))
      const localized = doc as unknown as { title: Record<string, string>; summary: Record<string, string> }
      const notes = doc.stops!.map((row) => row.note as unknown as Record<string, string>)
      for (const locale of LOCALES) {
        const what = `${doc.slug} ${locale}`
        expect(localized.title[locale], what).toEqual(expect.any(String))
        expect(localized.summary[locale], what).toEqual(expect.any(String))
        notes.forEach((note, i) => expect(note[locale], `${what} stop ${i + 1}`).toEqual(expect.any(String)))
        if (locale !== 'en') {
          expect(localized.title[locale], what).not.toBe(source.title)
          notes.forEach((note, i) => expect(note[locale], `${what} stop ${i + 1}`).not.toBe(source.stops[i].note))
        }
      }
    }
  })

  it('creates exactly one first admin from ADMIN_EMAIL', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } } })
    expect(docs.map((u) => u.email)).toContain('admin@int.test')
  })
})
