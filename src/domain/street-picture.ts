import { DISTRICT_BOUNDS, DISTRICT_MAX_ZOOM } from './district-map'
import type { LngLat } from './geo'
import { TILE_SIZE, worldX, worldY } from './map-preview'
import { tileRangeOfBounds } from './tile-math'

/**
 * The streets under the map's first picture (issue 26): the server draws each district tile as a
 * small SVG picture of its streets, parks and water, and the preview lays them out under the places
 * where the live map will draw them, so a visitor sees the town's streets before MapLibre (about
 * 1 MB of script and a WebGL canvas) is loaded, and without it if they only look.
 */

/** Below this the district is a few tiles of fields: the places alone say more. */
export const STREET_PICTURE_MIN_ZOOM = 11
/** How far from the view's centre pictures are laid out, in CSS pixels: a 2560×2048 view and a turned kiosk are covered. */
export const STREET_PICTURE_REACH = { x: 1280, y: 1024 }

/** The middle of the view that any screen shows, in CSS pixels from the centre: its pictures load first. */
const FIRST_VIEW = { x: 400, y: 500 }

export type StreetPicture = {
  z: number
  x: number
  y: number
  left: number
  top: number
  size: number
  /** On any screen, in view at once: not to be lazy-loaded (it is likely the page's largest paint). */
  inFirstView: boolean
}

/**
 * The pictures a view centred on `centre` at `zoom` needs, with their top-left corners in CSS pixels
 * from the centre (x right, y down) and their size: drawn from the tiles of the zoom below (or the
 * file's deepest), stretched by up to 2× as MapLibre stretches its tiles between zooms. Only tiles
 * of the district; none when zoomed out further than the pictures go.
 */
export function streetPictures(centre: LngLat, zoom: number, reach = STREET_PICTURE_REACH): StreetPicture[] {
  if (!(zoom >= STREET_PICTURE_MIN_ZOOM)) return []
  const z = Math.min(Math.floor(zoom), DISTRICT_MAX_ZOOM)
  const scale = 2 ** (zoom - z)
  const cx = worldX(centre[0], z)
  const cy = worldY(centre[1], z)
  const district = tileRangeOfBounds(DISTRICT_BOUNDS, z)
  const first = (c: number, r: number) => Math.floor((c - r / scale) / TILE_SIZE)
  const last = (c: number, r: number) => Math.floor((c + r / scale) / TILE_SIZE)
  const pictures: StreetPicture[] = []
  for (let y = Math.max(first(cy, reach.y), district.minY); y <= Math.min(last(cy, reach.y), district.maxY); y++) {
    for (let x = Math.max(first(cx, reach.x), district.minX); x <= Math.min(last(cx, reach.x), district.maxX); x++) {
      const [left, top, size] = [(x * TILE_SIZE - cx) * scale, (y * TILE_SIZE - cy) * scale, TILE_SIZE * scale]
      const inFirstView = left < FIRST_VIEW.x && left + size > -FIRST_VIEW.x && top < FIRST_VIEW.y && top + size > -FIRST_VIEW.y
      pictures.push({ z, x, y, left, top, size, inFirstView })
    }
  }
  return pictures
}

/** A picture's address; `version` is the district file's, so a new file is a new address. */
export const streetPicturePath = ({ z, x, y }: { z: number; x: number; y: number }, version: string) =>
  `/map/streets/${z}/${x}/${y}.svg?v=${encodeURIComponent(version)}`

/** Whether a tile address is one the district's pictures are drawn for. */
export function isStreetPictureTile(z: number, x: number, y: number): boolean {
  if (!Number.isInteger(z) || z < STREET_PICTURE_MIN_ZOOM || z > DISTRICT_MAX_ZOOM) return false
  const { minX, minY, maxX, maxY } = tileRangeOfBounds(DISTRICT_BOUNDS, z)
  return Number.isInteger(x) && Number.isInteger(y) && x >= minX && x <= maxX && y >= minY && y <= maxY
}
