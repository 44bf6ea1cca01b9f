import type { Bounds } from './tile-math'

/**
 * Huntingdonshire's four towns with a margin: every town's maxBounds (St Neots reaches 52.20 N and
 * 0.31 W) lies inside, so no town's map runs out of streets at its edges.
 */
export const DISTRICT_BOUNDS: Bounds = [-0.33, 52.19, -0.03, 52.49]
export const DISTRICT_MIN_ZOOM = 0
/** MapLibre overzooms 16–20 from zoom 15 tiles, which is also the deepest zoom the Protomaps builds carry. */
export const DISTRICT_MAX_ZOOM = 15

export { DISTRICT_FILE_PATTERN } from './district-file.mjs'
export const districtFileName = (date: string) => `district-${date}.pmtiles`

/** Where the app (and nginx) serve district files: `/tiles/district-20261127.pmtiles`. */
export const TILES_PATH = '/tiles/'

/**
 * What the style says about its district file, under `metadata` (src/features/basemap/style.ts):
 * read by the service worker to keep it and by "Save the district map" to show its size.
 */
export const DISTRICT_FILE_METADATA = 'town-guide:district-file'
/** The glyph and sprite paths the style's map asks for, under `metadata`: what a device keeps to draw it offline. */
export const STYLE_ASSETS_METADATA = 'town-guide:assets'
export type DistrictFileFacts = { name: string; size: number; date: string; path: string }
/** The district file version an address names (`/tiles/NAME?v=VERSION`, a street picture's `?v=`), or null. */
export const districtVersionOf = (address: string): string | null => new URL(address, 'http://path').searchParams.get('v')

/** OpenStreetMap's licence asks for this credit wherever its data is shown. */
export const OSM_ATTRIBUTION = '<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap contributors</a>'
