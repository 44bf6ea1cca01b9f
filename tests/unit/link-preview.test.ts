import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { categoryIconDrawing } from '@/components/CategoryIcon'
import { CATEGORY_ICONS, DEFAULT_CATEGORY_ICON } from '@/domain/category-style'
import type { LngLat } from '@/domain/geo'
import {
  CARD_SIZE,
  cardPath,
  corePoints,
  isPreviewablePhoto,
  PICTURE_SIZE,
  placePicture,
  routeCardPicture,
  titleFontSize,
  townPicture,
} from '@/domain/link-preview'
import { placeMapPath, tourPath, townPath } from '@/domain/town-paths'
import { routePicture } from '@/domain/tours'

/** Issue 25, item 4: link previews of town, place and tour pages. */

const point = fc.tuple(
  fc.double({ min: -0.3, max: -0.1, noNaN: true }),
  fc.double({ min: 52.2, max: 52.4, noNaN: true }),
) as fc.Arbitrary<LngLat>
const spot = point.map((coordinates) => ({ coordinates, colour: '#123456' }))

const within = ({ x, y }: { x: number; y: number }, { width, height }: { width: number; height: number }) =>
  x >= 0 && x <= width && y >= 0 && y <= height

describe('the card and its address', () => {
  it('is the size link previews show large (1.91:1)', () => {
    expect(CARD_SIZE).toEqual({ width: 1200, height: 630 })
  })

  it('sits beside its page, always with the language prefix (the proxy skips addresses with a dot)', () => {
    expect(cardPath('en', townPath('st-ives'))).toBe('/en/explore/st-ives/card.png')
    expect(cardPath('pl', placeMapPath('ramsey', 'ramsey-abbey'))).toBe('/pl/explore/ramsey/map/ramsey-abbey/card.png')
    expect(cardPath('lt', tourPath('huntingdon', 'town-trail'))).toBe('/lt/explore/huntingdon/tours/town-trail/card.png')
    expect(cardPath('fr', '/')).toBe('/fr/card.png')
  })
})

describe('isPreviewablePhoto', () => {
  it('takes the photo formats every link preview shows, and nothing else', () => {
    for (const url of [
      '/api/media/file/a.jpg',
      '/api/media/file/a.JPEG',
      '/api/media/file/b.png',
      'https://cdn.example/c.webp',
      '/d.gif?x=1',
    ])
      expect(isPreviewablePhoto(url), url).toBe(true)
    for (const url of [null, undefined, '', '/api/media/file/logo.svg', '/api/media/file/e.avif', '/api/media/file/png', '/f.png/'])
      expect(isPreviewablePhoto(url), String(url)).toBe(false)
  })
})

describe('titleFontSize', () => {
  const width = 560
  it('keeps a short title at full size and shrinks a long one, within bounds', () => {
    expect(titleFontSize('Ramsey', { width })).toBe(76)
    const long = titleFontSize('Historyczny spacer po St Ives: targ, nabrzeże i kaplica na moście', { width })
    expect(long).toBeLessThan(76)
    expect(long).toBeGreaterThanOrEqual(40)
    expect(titleFontSize('x'.repeat(500), { width })).toBe(40)
  })

  it('never grows as the title grows, and an estimated three lines hold it while it can', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), fc.string({ minLength: 1, maxLength: 40 }), (title, more) => {
        const size = titleFontSize(title, { width })
        expect(titleFontSize(title + more, { width })).toBeLessThanOrEqual(size)
        if (size > 40) expect([...title.trim()].length * 0.56 * size).toBeLessThanOrEqual(3 * width)
      }),
    )
  })
})

describe('the card pictures', () => {
  it('a town: its places as dots in their colours, inside the picture', () => {
    fc.assert(
      fc.property(fc.array(spot, { maxLength: 40 }), (spots) => {
        const picture = townPicture(spots)
        expect(picture.dots.length).toBeLessThanOrEqual(spots.length)
        expect(picture.marks).toEqual([])
        for (const dot of picture.dots) expect(within(dot, picture)).toBe(true)
      }),
    )
  })

  it('a town: a place far from the rest does not shrink the town to a blot; the town centre is always whole', () => {
    const centre = Array.from({ length: 12 }, (_, i): LngLat => [-0.185 + (i % 4) * 0.001, 52.33 + Math.floor(i / 4) * 0.001])
    const far: LngLat = [-0.1, 52.4]
    expect(corePoints([...centre, far])).toEqual(centre)
    expect(corePoints([...centre, far], new Set([centre.length]))).toEqual([...centre, far])
    // All within 500 m of each other: none left out, however tightly most of them sit.
    const tight: LngLat[] = [...Array.from({ length: 9 }, (): LngLat => [-0.18, 52.33]), [-0.18, 52.333]]
    expect(corePoints(tight)).toEqual(tight)
    const picture = townPicture([...centre, far].map((coordinates) => ({ coordinates, colour: '#000000' })))
    expect(picture.dots).toHaveLength(centre.length)
    const span = (values: number[]) => Math.max(...values) - Math.min(...values)
    // The centre fills the picture less its padding, across or down.
    expect(Math.max(span(picture.dots.map((dot) => dot.x)), span(picture.dots.map((dot) => dot.y)))).toBeCloseTo(
      PICTURE_SIZE.width - 2 * PICTURE_SIZE.padding,
      0,
    )
  })

  it('a place: always marked inside the picture, even far from the rest; the others as dots', () => {
    fc.assert(
      fc.property(
        fc.array(spot, { minLength: 1, maxLength: 40 }).chain((spots) => fc.tuple(fc.constant(spots), fc.nat(spots.length - 1))),
        ([spots, index]) => {
          const picture = placePicture(spots, index)
          expect(picture.dots.length).toBeLessThanOrEqual(spots.length - 1)
          expect(picture.marks).toHaveLength(1)
          const [mark] = picture.marks
          expect(mark).toMatchObject({ colour: spots[index].colour, label: null })
          // Marks stay whole: the padding is wider than the mark's halo.
          for (const at of [mark.x, mark.y]) {
            expect(at).toBeGreaterThanOrEqual(PICTURE_SIZE.padding - 0.1)
            expect(at).toBeLessThanOrEqual(PICTURE_SIZE.width - PICTURE_SIZE.padding + 0.1)
          }
          for (const dot of picture.dots) expect(within(dot, picture)).toBe(true)
        },
      ),
    )
  })

  it('keeps north up and east right, as the map does', () => {
    const west: LngLat = [-0.19, 52.33]
    const east: LngLat = [-0.17, 52.33]
    const north: LngLat = [-0.18, 52.34]
    const [w, e, n] = townPicture([west, east, north].map((coordinates) => ({ coordinates, colour: '#000000' }))).dots
    expect(w.x).toBeLessThan(e.x)
    expect(n.y).toBeLessThan(w.y)
  })

  it('a tour: the route as the tour page fits it, stops numbered in walking order, other places only inside', () => {
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 2, maxLength: 12 }),
        fc.option(fc.array(point, { minLength: 2, maxLength: 20 }), { nil: null }),
        fc.array(spot, { maxLength: 30 }),
        (stops, path, others) => {
          const picture = routeCardPicture(stops, path, { colour: '#0b4f6c', others })
          const route = routePicture(stops, path, PICTURE_SIZE)
          expect(picture.marks.map(({ x, y }) => [x, y])).toEqual(route.stops)
          expect(picture.marks.map((mark) => mark.label)).toEqual(stops.map((_, i) => String(i + 1)))
          expect(picture.line).toEqual(route.line)
          expect(picture.dots.length).toBeLessThanOrEqual(others.length)
          for (const dot of picture.dots) expect(within(dot, picture)).toBe(true)
        },
      ),
    )
  })

  it('draws nothing, and does not fail, for a town with no places', () => {
    expect(townPicture([]).dots).toEqual([])
    expect(placePicture([], 0).marks).toEqual([])
  })
})

describe('category icon drawings (cards, and the browser’s icons)', () => {
  it('every category icon has lucide’s drawing and name; an unknown name draws the pin', () => {
    for (const name of CATEGORY_ICONS) {
      const { node, name: lucideName } = categoryIconDrawing(name)
      expect(lucideName, name).toMatch(/^[a-z0-9-]+$/)
      expect(node.length, name).toBeGreaterThan(0)
      for (const [tag] of node) expect(['path', 'circle', 'rect', 'line', 'polyline', 'polygon', 'ellipse']).toContain(tag)
    }
    expect(categoryIconDrawing('constructor')).toEqual(categoryIconDrawing(DEFAULT_CATEGORY_ICON))
  })
})
