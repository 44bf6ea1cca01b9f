import { describe, expect, it } from 'vitest'

import { displayRoute } from '@/domain/display-route'

describe('kiosk and screen paths (spec §2: /{mode}/{params…})', () => {
  it('without a town, opens the stored town', () => {
    expect(displayRoute(undefined)).toEqual({ view: 'redirect' })
    expect(displayRoute([])).toEqual({ view: 'redirect' })
  })

  it('a town alone is its map; a second segment is a place, or the highlights page', () => {
    expect(displayRoute(['huntingdon'])).toEqual({ view: 'map', town: 'huntingdon', place: null })
    expect(displayRoute(['huntingdon', 'huntingdon-cromwell-museum'])).toEqual({
      view: 'map',
      town: 'huntingdon',
      place: 'huntingdon-cromwell-museum',
    })
    expect(displayRoute(['st-ives', 'highlights'])).toEqual({ view: 'highlights', town: 'st-ives' })
  })

  it('decodes the segments, and anything deeper is not found', () => {
    expect(displayRoute(['st%20ives'])).toEqual({ view: 'map', town: 'st ives', place: null })
    expect(displayRoute(['huntingdon', 'highlights', 'more'])).toEqual({ view: 'not-found' })
    expect(displayRoute(['huntingdon', 'tours', 'a', 'b'])).toEqual({ view: 'not-found' })
  })

  it('a tour is /{town}/tours/{tour}; "tours" alone is not one', () => {
    expect(displayRoute(['ramsey', 'tours', 'ramsey-abbey%20walk'])).toEqual({ view: 'tour', town: 'ramsey', tour: 'ramsey-abbey walk' })
    expect(displayRoute(['ramsey', 'tours', ''])).toEqual({ view: 'not-found' })
  })
})
