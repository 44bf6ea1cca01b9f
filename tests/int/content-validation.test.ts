import type { Pool } from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { toCategoryView } from '@/data/category-view'
import { DEFAULT_CATEGORY_COLOUR, DEFAULT_CATEGORY_ICON } from '@/domain/category-style'

import { rest, signedInCookie, testPayload } from './payload'

/**
 * Issue 28: content can never break a page. An icon, colour or slug outside its fixed set is
 * refused on save, through the Local API and through REST as the admin sends it; one already in
 * the database (written before the check, or straight in SQL) is read back as the default.
 */
const context = { disableRevalidate: true }
const PROTOTYPE_ICONS = ['constructor', '__proto__', 'toString', 'valueOf']

async function categoryNamed(slug: string) {
  const payload = await testPayload()
  return (await payload.find({ collection: 'categories', where: { slug: { equals: slug } } })).docs[0]
}

/** Payload's ValidationError names the field that failed. */
const refusedOn = (field: string) =>
  expect.objectContaining({ data: expect.objectContaining({ errors: [expect.objectContaining({ path: field })] }) })

describe('fields that select code or styling are checked on save', () => {
  it.each(PROTOTYPE_ICONS)('refuses the icon %s, naming the icons allowed', async (icon) => {
    const payload = await testPayload()
    const tours = await categoryNamed('tours')
    const error = await payload.update({ collection: 'categories', id: tours.id, context, data: { icon } }).catch((e: unknown) => e)
    expect(error).toEqual(refusedOn('icon'))
    expect(String((error as Error).message)).toMatch(/icon/i)
    expect(JSON.stringify((error as { data: unknown }).data)).toContain('Choose one of these icons: UtensilsCrossed')
    expect((await categoryNamed('tours')).icon).toBe(tours.icon)
  })

  it('refuses them from an editor through REST with a 400 that says why', async () => {
    const payload = await testPayload()
    const editor = await signedInCookie(payload, 'editor')
    const tours = await categoryNamed('tours')
    const patch = (data: object) =>
      rest(`/api/categories/${tours.id}`, editor, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(data),
      })

    const refused = await patch({ icon: 'constructor' })
    expect(refused.status).toBe(400)
    const body = await refused.json()
    expect(body.errors[0].data.errors).toEqual([
      expect.objectContaining({ path: 'icon', message: expect.stringContaining('Choose one of these icons') }),
    ])

    for (const colour of ['red', '#fff', 'url(https://tracker.example/x.png)', '#1d5f8a; display: none']) {
      const response = await patch({ colour })
      expect(response.status, colour).toBe(400)
      expect((await response.json()).errors[0].data.errors, colour).toEqual([expect.objectContaining({ path: 'colour' })])
    }
    expect(await categoryNamed('tours')).toMatchObject({ icon: tours.icon, colour: tours.colour })

    // An allowed icon is taken; the test puts the seeded one back.
    expect((await patch({ icon: 'Compass' })).status).toBe(200)
    expect((await patch({ icon: tours.icon })).status).toBe(200)
  })

  it('refuses a town slug that is no address segment', async () => {
    const payload = await testPayload()
    const ramsey = (await payload.find({ collection: 'towns', where: { slug: { equals: 'ramsey' } } })).docs[0]
    for (const slug of ['Ramsey', 'ramsey town', 'ramsey/map', '']) {
      await expect(payload.update({ collection: 'towns', id: ramsey.id, context, data: { slug } }), slug).rejects.toEqual(refusedOn('slug'))
    }
  })
})

describe('a bad value already in the database', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is read as the pin and the default colour, with one warning however often it is read', async () => {
    const payload = await testPayload()
    const pool = (payload.db as unknown as { pool: Pool }).pool
    const community = await categoryNamed('community')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    // Past validation, as a value stored before it existed would be.
    await pool.query('UPDATE categories SET icon = $1, colour = $2 WHERE id = $3', ['constructor', 'red; display: none', community.id])
    try {
      // As the site reads categories (src/data/content.ts getCategories), in two languages.
      for (const locale of ['en', 'pl'] as const) {
        const { docs } = await payload.find({
          collection: 'categories',
          locale,
          overrideAccess: false,
          fallbackLocale: 'en',
          depth: 0,
          limit: 100,
          sort: 'order',
        })
        const views = docs.map(toCategoryView)
        expect(views.find((c) => c.slug === 'community')).toMatchObject({ icon: DEFAULT_CATEGORY_ICON, colour: DEFAULT_CATEGORY_COLOUR })
        // The others keep their own.
        expect(views.find((c) => c.slug === 'tours')).toMatchObject({ icon: 'Footprints', colour: '#854D0E' })
      }
      const warnings = warn.mock.calls.map((call) => String(call[0]))
      expect(warnings.filter((w) => w.includes('"community"') && w.includes('icon'))).toHaveLength(1)
      expect(warnings.filter((w) => w.includes('"community"') && w.includes('colour'))).toHaveLength(1)
    } finally {
      await pool.query('UPDATE categories SET icon = $1, colour = $2 WHERE id = $3', [community.icon, community.colour, community.id])
    }
  })
})
