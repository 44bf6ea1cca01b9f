/** The basemap is configuration: any MapLibre style URL. The default needs no key (OpenFreeMap). */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty'
export const MAP_STYLE_URL = process.env.NEXT_PUBLIC_MAP_STYLE_URL || DEFAULT_MAP_STYLE_URL

/** Shipped in public/: a plain background without glyphs, so places show with no network at all. */
export const FALLBACK_STYLE_PATH = '/map-style/fallback.json'
/** MapLibre's worker, copied into public/ by scripts/copy-maplibre-worker.mjs (it cannot be bundled). */
export const MAPLIBRE_WORKER_PATH = '/maplibre-gl-worker.mjs'

/** How long the remote basemap may take to load its style before the map switches to the local one. */
export const BASEMAP_TIMEOUT_MS = 4000
/** After one failure the rest of the session starts on the local style instead of waiting again. */
export const BASEMAP_FAILED_SESSION_KEY = 'town-guide:basemap-failed'

/** Camera: spec §3, every town opens at its centre, zoom 15, between 14 and 20, inside maxBounds. */
export const PLACE_FOCUS_ZOOM = 17
/** Clusters break up before the focus zoom, so an opened place is always drawn on its own. */
export const CLUSTER_MAX_ZOOM = 16
export const CLUSTER_RADIUS = 48

/** Cluster circle radius in pixels by member count: from each count up, until the next (live map and picture). */
export const CLUSTER_RADIUS_STEPS: readonly (readonly [minCount: number, radius: number])[] = [
  [0, 16],
  [10, 20],
  [50, 24],
  [200, 30],
]
