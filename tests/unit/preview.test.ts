import { describe, expect, it } from 'vitest'

import { PREVIEWABLE_COLLECTIONS, isPreviewable, previewLink, previewPagePath, savedSince } from '@/domain/preview'
import { PREVIEW_PASS_SECONDS, issuePreviewPass, readPreviewPass } from '@/features/preview/preview-pass'

// Issue 22 (2): the editor's signed, time-limited preview pass, and where a draft is previewed.

const NOW = Date.UTC(2026, 10, 27, 10, 0, 0)

describe('the preview pass', () => {
  it('names the editor it was issued to, until it ends', () => {
    const pass = issuePreviewPass(42, NOW)
    expect(readPreviewPass(pass, NOW)).toBe('42')
    expect(readPreviewPass(pass, NOW + (PREVIEW_PASS_SECONDS - 1) * 1000)).toBe('42')
    expect(readPreviewPass(pass, NOW + PREVIEW_PASS_SECONDS * 1000)).toBeNull()
  })

  it('is refused when absent, altered or forged', () => {
    const pass = issuePreviewPass(42, NOW)
    const [user, expires, signature] = pass.split('.')
    expect(readPreviewPass(undefined, NOW)).toBeNull()
    expect(readPreviewPass('', NOW)).toBeNull()
    expect(readPreviewPass('1', NOW)).toBeNull()
    expect(readPreviewPass(`7.${expires}.${signature}`, NOW), 'another editor').toBeNull()
    expect(readPreviewPass(`${user}.${Number(expires) + 86_400}.${signature}`, NOW), 'a longer life').toBeNull()
    expect(readPreviewPass(`${user}.${expires}.${signature!.slice(0, -2)}AA`, NOW), 'a changed signature').toBeNull()
    expect(readPreviewPass(`${user}.${expires}.x`, NOW), 'a short signature').toBeNull()
    expect(readPreviewPass(`${pass}.more`, NOW)).toBeNull()
    expect(readPreviewPass('1.9999999999.' + 'A'.repeat(43), NOW), 'a made-up signature').toBeNull()
  })
})

describe('where a draft is previewed', () => {
  it('opens each kind of content on its public page', () => {
    expect(previewPagePath('places', { slug: 'norris-museum' }, 'st-ives')).toBe('/explore/st-ives/map/norris-museum')
    expect(previewPagePath('events', { slug: 'fair' }, 'ramsey')).toBe('/explore/ramsey/events/fair')
    expect(previewPagePath('tours', { slug: 'trail' }, 'huntingdon')).toBe('/explore/huntingdon/tours/trail')
    expect(previewPagePath('highlights', {}, 'st-neots')).toBe('/highlights/st-neots')
    expect(previewPagePath('notices', {}, 'st-neots')).toBe('/explore/st-neots')
    expect(previewPagePath('towns', { slug: 'ramsey' }, 'ramsey')).toBe('/explore/ramsey')
  })

  it('has no page for a document without a slug yet', () => {
    for (const collection of ['places', 'events', 'tours'] as const)
      expect(previewPagePath(collection, { slug: null }, 'ramsey')).toBeNull()
  })

  it('links the admin’s Preview button to the preview switch', () => {
    expect(previewLink('places', 12, 'fr')).toBe('/preview?collection=places&id=12&locale=fr')
    expect(PREVIEWABLE_COLLECTIONS.every(isPreviewable)).toBe(true)
    for (const other of ['categories', 'users', 'constructor', '', null]) expect(isPreviewable(other)).toBe(false)
  })
})

describe('the live preview pane', () => {
  const loadedAt = 1_795_000_000_000.5
  it('reloads for a save made after its page started loading, and only then', () => {
    expect(savedSince(String(loadedAt + 1), loadedAt)).toBe(true)
    expect(savedSince(String(loadedAt - 1), loadedAt)).toBe(false)
  })
  it('takes no save, or a value it cannot read, as no reason to reload', () => {
    expect(savedSince(null, loadedAt)).toBe(false)
    expect(savedSince('soon', loadedAt)).toBe(false)
  })
})
