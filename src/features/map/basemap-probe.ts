import { BASEMAP_FAILED_SESSION_KEY, BASEMAP_TIMEOUT_MS, type Basemap, MAP_STYLE_URL } from './basemap'

let probe: Promise<Basemap> | null = null

/**
 * Which basemap a map page starts on, asked once per page load: the answer decides whether
 * MapLibre (about 300 KB) loads at once for the street map, and tells an offline visitor at once
 * that the street map is unavailable instead of after MapLibre has loaded and failed.
 */
export function probeBasemap(): Promise<Basemap> {
  probe ??= (async () => {
    if (!MAP_STYLE_URL || readFailedFlag()) return 'fallback'
    try {
      const response = await fetch(MAP_STYLE_URL, { signal: AbortSignal.timeout(BASEMAP_TIMEOUT_MS) })
      if (response.ok) return 'remote'
    } catch {
      // Offline, blocked or too slow: the local style below.
    }
    markBasemapFailed()
    return 'fallback'
  })()
  return probe
}

/** After one failure the rest of the session starts on the local style instead of waiting again. */
export function markBasemapFailed() {
  probe = Promise.resolve('fallback')
  try {
    sessionStorage.setItem(BASEMAP_FAILED_SESSION_KEY, '1')
  } catch {}
}

function readFailedFlag() {
  try {
    return sessionStorage.getItem(BASEMAP_FAILED_SESSION_KEY) === '1'
  } catch {
    return false
  }
}

// Asked as soon as a map page's script runs, before React hydrates the page, so the answer is
// usually there by the first render instead of one round trip after it. (Not on the server.)
if (typeof window !== 'undefined') void probeBasemap()
