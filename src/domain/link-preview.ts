import type { LngLat } from './geo'
import { fileBesidePage, type Locale } from './locales'
import { pictureOffset, routePicture } from './tours'

/**
 * Issue 25, item 4: link previews. A shared town, place or tour link shows a large picture: the
 * editor's photo when there is one a link preview can show, else a card the server draws once per
 * publish (src/features/og). These are its rules, free of React and Next.
 */

/** The card's size: the 1.91:1 picture that Facebook, LinkedIn, Slack and X show large. */
export const CARD_SIZE = { width: 1200, height: 630 } as const

/** Where a page's card is served: beside the page (so with its language prefix, English too). */
export const cardPath = (locale: Locale, pagePath: string) => fileBesidePage(locale, pagePath, 'card.png')

/** Photo formats that link previews show everywhere (X, Facebook, LinkedIn, Slack): not SVG, not AVIF. */
const PREVIEW_PHOTO = /\.(jpe?g|png|webp|gif)$/i

/** Whether an uploaded photo can be a link preview, judged by its address (uploads keep their extension). */
export function isPreviewablePhoto(url: string | null | undefined): url is string {
  if (!url) return false
  try {
    return PREVIEW_PHOTO.test(new URL(url, 'http://localhost').pathname)
  } catch {
    return false
  }
}

/** How wide an average letter of Inter is, in ems (bold, mixed case). */
const AVERAGE_LETTER_EM = 0.56
/** The share of a line's width that words fill on average: a word that does not fit goes to the next line. */
const FILLED = 0.8

/**
 * The title's font size on the card: as large as `maxSize` while the text is estimated to fill at most
 * `lines` lines of `width` pixels, smaller for longer titles, never below `minSize`. The estimate is
 * rough (letters differ in width): the card allows a line more, and past that ends the title with an ellipsis.
 */
export function titleFontSize(
  title: string,
  { width, lines = 3, maxSize = 76, minSize = 40 }: { width: number; lines?: number; maxSize?: number; minSize?: number },
): number {
  const letters = Math.max(1, [...title.trim()].length)
  const fitting = Math.floor((lines * width * FILLED) / (letters * AVERAGE_LETTER_EM))
  return Math.max(minSize, Math.min(maxSize, fitting))
}

/** A point on the card's picture, in its own pixels (x right, y down), and the colour it is drawn in. */
export type PictureDot = { x: number; y: number; colour: string }
/** A point the picture is about: this place, or a tour's stops, numbered. */
export type PictureMark = PictureDot & { label: string | null }

/**
 * The small "where it is" picture of a card: places as dots, what the card is about marked, a tour's
 * line. Drawn from coordinates on the map's projection, north up: no tiles, no network.
 */
export type CardPicture = {
  width: number
  height: number
  dots: PictureDot[]
  line: [number, number][] | null
  marks: PictureMark[]
}

/** The picture's size on the card; the padding keeps marks whole at the edges. */
export const PICTURE_SIZE = { width: 440, height: 440, padding: 44 } as const

/** A place to draw: where it is and its category's colour. */
export type PictureSpot = { coordinates: LngLat; colour: string }

type Size = { width: number; height: number; padding: number }

const inside = ({ width, height }: Size, [x, y]: readonly [number, number]) => x >= 0 && x <= width && y >= 0 && y <= height

/** Points farther than this many times the median distance from the median point are not fitted to the picture… */
const OUTLIER_FACTOR = 3
/** …nor closer than this, in degrees of latitude (about 500 m): a town centre is never cut down further. */
const CORE_RADIUS_MIN = 0.0045

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * The points a town's picture is fitted to: all but the few far from the rest (a park and ride out of
 * town, a place stored with a wrong position), which would shrink the town centre to a blot. Those
 * are left out of the picture unless `keep` names them.
 */
export function corePoints(points: readonly LngLat[], keep: ReadonlySet<number> = new Set()): LngLat[] {
  if (points.length < 4) return [...points]
  const centre: LngLat = [median(points.map(([lng]) => lng)), median(points.map(([, lat]) => lat))]
  // Degrees of longitude are shorter than degrees of latitude by cos(latitude).
  const shrink = Math.cos((centre[1] * Math.PI) / 180)
  const distance = ([lng, lat]: LngLat) => Math.hypot((lng - centre[0]) * shrink, lat - centre[1])
  const limit = Math.max(CORE_RADIUS_MIN, OUTLIER_FACTOR * median(points.map(distance)))
  return points.filter((point, i) => keep.has(i) || distance(point) <= limit)
}

const isDot = (dot: PictureDot | null): dot is PictureDot => dot !== null

/** Spots placed on a picture fitted to `fitted`: those that fall inside it, in picture pixels. */
function fitSpots(spots: readonly PictureSpot[], fitted: readonly LngLat[], size: Size) {
  const frame = routePicture(fitted, null, size).frame
  return spots.map((spot) => {
    const at = frame ? pictureOffset(frame, spot.coordinates) : null
    return at && inside(size, at) ? { x: at[0], y: at[1], colour: spot.colour } : null
  })
}

/** A town: each of its places a dot in its category's colour, the town fitted to the picture. */
export function townPicture(spots: readonly PictureSpot[], size: Size = PICTURE_SIZE): CardPicture {
  const placed = fitSpots(spots, corePoints(spots.map((spot) => spot.coordinates)), size)
  return { width: size.width, height: size.height, dots: placed.filter(isDot), line: null, marks: [] }
}

/** One place among its town's others: the town fitted to the picture (this place always in it), every other place a dot, this one marked. */
export function placePicture(spots: readonly PictureSpot[], index: number, size: Size = PICTURE_SIZE): CardPicture {
  const placed = fitSpots(
    spots,
    corePoints(
      spots.map((spot) => spot.coordinates),
      new Set([index]),
    ),
    size,
  )
  const mark = placed[index]
  return {
    width: size.width,
    height: size.height,
    dots: placed.filter((dot, i): dot is PictureDot => isDot(dot) && i !== index),
    line: null,
    marks: mark ? [{ ...mark, label: null }] : [],
  }
}

/**
 * A walking tour: its route fitted to the picture as the tour page draws it (routePicture), its stops
 * numbered in walking order, and the town's other places that fall within the picture as dots.
 */
export function routeCardPicture(
  stops: readonly LngLat[],
  path: readonly LngLat[] | null,
  { colour, others = [] }: { colour: string; others?: readonly PictureSpot[] },
  size: Size = PICTURE_SIZE,
): CardPicture {
  const route = routePicture(stops, path, size)
  const frame = route.frame
  const dots = frame
    ? others.flatMap((spot) => {
        const at = pictureOffset(frame, spot.coordinates)
        return inside(size, at) ? [{ x: at[0], y: at[1], colour: spot.colour }] : []
      })
    : []
  return {
    width: size.width,
    height: size.height,
    dots,
    line: route.line.length >= 2 ? route.line : null,
    marks: route.stops.map(([x, y], i) => ({ x, y, colour, label: String(i + 1) })),
  }
}
