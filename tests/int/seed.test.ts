import { describe, expect, it } from 'vitest'

import places from '@/cms/seed/data/places.json'
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

    // Place texts were seeded in English only: other languages fall back to them.
    const en = await payload.find({ collection: 'places', locale: 'en', where: { slug: { equals: 'huntingdon-cromwell-museum' } } })
    const lt = await payload.find({ collection: 'places', locale: 'lt', fallbackLocale: 'en', where: { slug: { equals: 'huntingdon-cromwell-museum' } } })
    expect(lt.docs[0].name).toBe(en.docs[0].name)
    expect(lt.docs[0].name).toBe('Cromwell Museum')
  })

  it('creates exactly one first admin from ADMIN_EMAIL', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } } })
    expect(docs.map((u) => u.email)).toContain('admin@int.test')
  })
})
