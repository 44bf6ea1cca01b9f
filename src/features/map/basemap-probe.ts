import type { StyleSpecification } from 'maplibre-gl'
import { useEffect, useState } from 'react'

import { DISTRICT_FILE_METADATA, type DistrictFileFacts, districtVersionOf } from '@/domain/district-map'
import { localeOfPath } from '@/domain/locales'

import { BASEMAP_FAILED_SESSION_KEY, BASEMAP_TIMEOUT_MS, type Basemap, MAP_STYLE_URL, streetStylePath } from './basemap'

let probe: Promise<Basemap> | null = null
let streetStyle: StyleSpecification | string | null = null
/** Our district file's version as the style named it; null when the server said it has none; undefined before it said. */
let districtVersion: string | null | undefined

/**
 * Which basemap a map page starts on, asked once per page load: it tells an offline visitor at once
 * that the street map is unavailable instead of after MapLibre has loaded and failed, and names
 * the district file the first picture's streets come from. Our own district map first (its style,
 * in the page's language, is the one the map then draws); without one (the server redirects), the
 * configured style as before.
 */
export function probeBasemap(): Promise<Basemap> {
  probe ??= (async () => {
    if (readFailedFlag()) return 'fallback'
    const signal = AbortSignal.timeout(BASEMAP_TIMEOUT_MS)
    try {
      const url = new URL(streetStylePath(localeOfPath(window.location.pathname)), window.location.href)
      const ours = await fetch(url, { signal, redirect: 'manual' }).catch(() => null)
      if (ours?.ok) {
        const style: StyleSpecification = await ours.json()
        districtVersion = versionOf(style)
        streetStyle = withAbsoluteUrls(style, url.origin)
        return 'remote'
      }
      if (ours) districtVersion = null
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

/**
 * The district file's version for the map's first picture: the server's when the page was made,
 * then the one the style names now (a file dropped in since, or taken away). Unchanged when the
 * style could not be asked (offline: the kept pictures of the page's version are what there is).
 */
export function useDistrictVersion(onServer: string | null): string | null {
  const [version, setVersion] = useState(onServer)
  useEffect(() => {
    let current = true
    void probeBasemap().then(() => current && districtVersion !== undefined && setVersion(districtVersion))
    return () => {
      current = false
    }
  }, [])
  return version
}

function versionOf(style: StyleSpecification): string | null {
  const file = (style.metadata as Record<string, DistrictFileFacts | undefined> | undefined)?.[DISTRICT_FILE_METADATA]
  return file ? districtVersionOf(file.path) : null
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
