/** The street map (the configured style), or the local plain style that needs no network. */
export type Basemap = 'remote' | 'fallback'

/** The basemap is configuration: any MapLibre style URL. The default needs no key (OpenFreeMap). */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty'
export const MAP_STYLE_URL = process.env.NEXT_PUBLIC_MAP_STYLE_URL || DEFAULT_MAP_STYLE_URL

/**
 * The style every map asks for (src/app/map/style.json): the district's streets from our own tiles
 * when the deploy step has built them, else a redirect to the configured style above.
 */
export const STREET_STYLE_PATH = '/map/style.json'
/** The style in one language: the one address the map, the service worker and "Save the district map" all ask (and cache) it by. */
export const streetStylePath = (lang: string) => `${STREET_STYLE_PATH}?lang=${encodeURIComponent(lang)}`

/** Shipped in public/: a plain background without glyphs, so places show with no network at all. */
export const FALLBACK_STYLE_PATH = '/map-style/fallback.json'
/** MapLibre's worker, copied into public/ by scripts/copy-maplibre-worker.mjs (it cannot be bundled). */
export const MAPLIBRE_WORKER_PATH = '/maplibre-gl-worker.mjs'

/** How long the remote basemap may take to load its style before the map switches to the local one. */
export const BASEMAP_TIMEOUT_MS = 4000
/** The same for our own district map (src/app/map/style.json): generous, as its server is the guide's own. */
export const OWN_BASEMAP_TIMEOUT_MS = 20_000
/** After one failure the rest of the session starts on the local style instead of waiting again. */
export const BASEMAP_FAILED_SESSION_KEY = 'town-guide:basemap-failed'

/** Camera: spec §3, every town opens at its centre, zoom 15, between 14 and 20, inside maxBounds. */
export const PLACE_FOCUS_ZOOM = 17
