import { describe, expect, it } from 'vitest'

import { constructionPathFor, isExemptFromConstruction } from '@/domain/construction'

describe('under-construction exemptions (spec §4)', () => {
  it.each([
    '/construction',
    '/es/construction',
    '/offline',
    '/pl/offline',
    '/explore/st-ives/map',
    '/pl/explore/ramsey/map',
    '/explore/st-ives/map/stives-norris-museum',
    '/kiosk/huntingdon',
    '/kiosk/huntingdon/highlights',
    '/kiosk/huntingdon/some/deep/slug',
    '/screen/st-neots',
    '/fr/screen/st-neots/notices',
  ])('%s stays reachable', (path) => {
    expect(isExemptFromConstruction(path)).toBe(true)
  })

  it.each([
    '/',
    '/es',
    '/about',
    '/explore',
    '/explore/st-ives',
    '/explore/st-ives/map/place/extra',
    '/kiosk',
    '/screen',
    '/contact',
    '/constructionx',
    '/construction/more',
  ])('%s redirects', (path) => {
    expect(isExemptFromConstruction(path)).toBe(false)
  })

  it('redirects to the construction page in the visitor’s language', () => {
    expect(constructionPathFor('/about')).toBe('/construction')
    expect(constructionPathFor('/es/about')).toBe('/es/construction')
    expect(constructionPathFor('/en/about')).toBe('/construction')
    expect(constructionPathFor('/')).toBe('/construction')
  })
})
