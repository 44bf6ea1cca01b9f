import { describe, expect, it } from 'vitest'

import { fixedHeightSizes, photoOf } from '@/domain/photos'

describe('photoOf', () => {
  const upload = { url: '/api/media/file/river.png', width: 1600, height: 900 }

  it('describes an upload read in one language with that language’s text', () => {
    expect(photoOf({ ...upload, alt: 'Boats on the river' }, 'pl')).toEqual({ ...upload, alt: 'Boats on the river' })
  })

  it('picks the page’s language from an upload read in every language, else English', () => {
    const alt = { en: 'Boats on the river', pl: 'Łodzie na rzece', fr: '' }
    expect(photoOf({ ...upload, alt }, 'pl')?.alt).toBe('Łodzie na rzece')
    expect(photoOf({ ...upload, alt }, 'fr')?.alt).toBe('Boats on the river')
    expect(photoOf({ ...upload, alt: {} }, 'lt')?.alt).toBe('')
  })

  it('gives an upload’s address as a path on this site, whatever host Payload put in front', () => {
    expect(photoOf({ ...upload, url: 'http://localhost:3000/api/media/file/river.png', alt: 'x' }, 'en')?.url).toBe(
      '/api/media/file/river.png',
    )
    expect(photoOf({ ...upload, url: 'https://guide.example/api/media/file/a%20b.png', alt: 'x' }, 'en')?.url).toBe(
      '/api/media/file/a%20b.png',
    )
    expect(photoOf({ ...upload, alt: 'x' }, 'en')?.url).toBe('/api/media/file/river.png')
  })

  it('gives nothing for no upload, an unread one (an id) or one without an address or a size', () => {
    expect(photoOf(null, 'en')).toBeNull()
    expect(photoOf(undefined, 'en')).toBeNull()
    expect(photoOf(42, 'en')).toBeNull()
    expect(photoOf({ ...upload, url: null, alt: 'x' }, 'en')).toBeNull()
    expect(photoOf({ ...upload, width: null, alt: 'x' }, 'en')).toBeNull()
    expect(photoOf({ ...upload, height: 0, alt: 'x' }, 'en')).toBeNull()
  })
})

describe('fixedHeightSizes', () => {
  it('is as wide as the shape makes it at that height, rounded up', () => {
    expect(fixedHeightSizes({ width: 240, height: 240 }, 56, 196)).toBe('56px')
    expect(fixedHeightSizes({ width: 300, height: 200 }, 55, 196)).toBe('83px')
  })

  it('never wider than the cap', () => {
    expect(fixedHeightSizes({ width: 2000, height: 100 }, 56, 196)).toBe('196px')
  })
})
