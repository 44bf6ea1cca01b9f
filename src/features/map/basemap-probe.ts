import type { StyleSpecification } from 'maplibre-gl'

import { localeOfPath } from '@/domain/locales'

import { BASEMAP_FAILED_SESSION_KEY, BASEMAP_TIMEOUT_MS, type Basemap, MAP_STYLE_URL, streetStylePath } from './basemap'

let probe: Promise<Basemap> | null = null
let streetStyle: StyleSpecification | string | null = null

/**
 * Which basemap a map page starts on, asked once per page load: the answer decides whether
 * MapLibre (about 300 KB) loads at once for the street map, and tells an offline visitor at once
 * that the street map is unavailable instead of after MapLibre has loaded and failed. Our own
 * district map first (its style, in the page's language, is the one the map then draws); without
 * one (the server redirects), the configured style as before.
 */
export function probeBasemap(): Promise<Basemap> {
  probe ??= (async () => {
    if (readFailedFlag()) return 'fallback'
    const signal = AbortSignal.timeout(BASEMAP_TIMEOUT_MS)
    try {
      const url = new URL(streetStylePath(localeOfPath(window.location.pathname)), window.location.href)
      const ours = await fetch(url, { signal, redirect: 'manual' }).catch(() => null)
      if (ours?.ok) {
        streetStyle = withAbsoluteUrls(await ours.json(), url.origin)
        return 'remote'
      }
      if (MAP_STYLE_URL && (await fetch(MAP_STYLE_URL, { signal })).ok) {
        streetStyle = MAP_STYLE_URL
        return 'remote'
      }
    } catch {
      // Offline, blocked or too slow: the local style below.
    }
    markBasemapFailed()
    return 'fallback'
  })()
  return probe
}

/** The street map's style (ours, or the configured style's address), once probeBasemap has answered 'remote'. */
export function streetMapStyle(): StyleSpecification | string | null {
  return streetStyle
}

/** After one failure the rest of the session starts on the local style instead of waiting again. */
export function markBasemapFailed() {
  probe = Promise.resolve('fallback')
  try {
    sessionStorage.setItem(BASEMAP_FAILED_SESSION_KEY, '1')
  } catch {}
}

/**
 * MapLibre resolves a style's relative addresses only when it fetched the style itself; ours names
 * its tiles, glyphs and sprites by path (the same style serves every origin the guide is reached by).
 */
function withAbsoluteUrls(style: StyleSpecification, origin: string): StyleSpecification {
  // Not new URL(): it would escape the glyphs' {fontstack} and {range} placeholders.
  const absolute = (address: string) => (address.startsWith('/') && !address.startsWith('//') ? origin + address : address)
  const sources = Object.fromEntries(
    Object.entries(style.sources ?? {}).map(([id, source]) => {
      if (!('url' in source) || typeof source.url !== 'string') return [id, source]
      const pmtiles = /^pmtiles:\/\/(\/.*)$/.exec(source.url)
      return [id, { ...source, url: pmtiles ? `pmtiles://${absolute(pmtiles[1]!)}` : absolute(source.url) }]
    }),
  )
  return {
    ...style,
    sources,
    ...(typeof style.glyphs === 'string' ? { glyphs: absolute(style.glyphs) } : {}),
    ...(typeof style.sprite === 'string' ? { sprite: absolute(style.sprite) } : {}),
  }
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
