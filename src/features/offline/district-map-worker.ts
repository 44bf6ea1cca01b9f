/// <reference lib="webworker" />
// The service worker's half of the district map (issue 26): byte ranges of /tiles/district-*.pmtiles
// answered offline, a town's streets kept ahead, the whole file kept for kiosks.
import { PMTiles, type RangeResponse, type Source } from 'pmtiles'
import { createPartialResponse } from 'serwist'

import { DISTRICT_FILE_PATTERN, DISTRICT_MAX_ZOOM, DISTRICT_MIN_ZOOM } from '@/domain/district-map'
import { OFFLINE_CACHES } from '@/domain/offline-pages'
import { type Bounds, tilesOfBounds } from '@/domain/tile-math'
import { STREET_STYLE_PATH } from '@/features/map/basemap'

declare const self: ServiceWorkerGlobalScope

const TILES_PATH = '/tiles/'
/** A town's tiles are read a few at a time, so keeping a town never crowds out what the visitor is looking at. */
const KEEP_CONCURRENCY = 4

export type DistrictFileFacts = { name: string; size: number; date: string }
export type KeepDistrictMapRequest = { lang: string; bounds: Bounds | 'district' }
export type KeepDistrictMapProgress = { type: 'progress'; done: number; total: number } | { type: 'done'; kept: boolean; bytes: number }

export function isDistrictFile(url: URL): boolean {
  return (
    url.origin === self.location.origin &&
    url.pathname.startsWith(TILES_PATH) &&
    DISTRICT_FILE_PATTERN.test(url.pathname.slice(TILES_PATH.length))
  )
}

const fileUrlOf = (url: string) => {
  const parsed = new URL(url)
  return parsed.origin + parsed.pathname
}

/** Ranges are kept as 200s under an address of their own: the Cache API refuses to store a 206. */
const rangeKey = (fileUrl: string, start: number, end: number) => `${fileUrl}?bytes=${start}-${end}`

async function keptRange(fileUrl: string, start: number, end: number): Promise<Response | null> {
  const kept = await caches.open(OFFLINE_CACHES.districtRanges).then((cache) => cache.match(rangeKey(fileUrl, start, end)))
  return kept ? new Response(kept.body, { status: 206, headers: kept.headers }) : null
}

/** The network's answer to one range, kept when it is one (a file's name never changes its bytes). */
async function fetchAndKeepRange(fileUrl: string, start: number, end: number): Promise<Response> {
  const response = await fetch(fileUrl, { headers: { Range: `bytes=${start}-${end}` } })
  if (response.status !== 206) return response
  const body = await response.arrayBuffer()
  const headers = new Headers(response.headers)
  const cache = await caches.open(OFFLINE_CACHES.districtRanges)
  await cache.put(rangeKey(fileUrl, start, end), new Response(body, { status: 200, headers })).catch(() => undefined)
  return new Response(body, { status: 206, headers })
}

/**
 * A read of the district file: from the whole file when kept, else from the ranges kept, else the
 * network (and kept). The file is immutable under its name, so what is kept is always right.
 */
export async function districtFileResponse(request: Request): Promise<Response> {
  const fileUrl = fileUrlOf(request.url)
  const whole = await caches.open(OFFLINE_CACHES.districtFile).then((cache) => cache.match(fileUrl))
  if (whole) return request.headers.has('range') ? createPartialResponse(request, whole) : whole
  const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.get('range') ?? '')
  if (!range) return fetch(request)
  const [start, end] = [Number(range[1]), Number(range[2])]
  return (await keptRange(fileUrl, start, end)) ?? fetchAndKeepRange(fileUrl, start, end)
}

/** A PMTiles reader whose every read goes through the worker's own keeping, as the map's would. */
class KeepingSource implements Source {
  constructor(private readonly fileUrl: string) {}
  getKey() {
    return this.fileUrl
  }
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const end = offset + length - 1
    const response = (await keptRange(this.fileUrl, offset, end)) ?? (await fetchAndKeepRange(this.fileUrl, offset, end))
    if (!response.ok) throw new Error(`district map: ${response.status}`)
    return { data: await response.arrayBuffer(), etag: response.headers.get('etag') ?? undefined }
  }
}

/** The style in the page's language, kept where the map's probe will look for it offline; and the file it names. */
async function keepStyle(lang: string): Promise<{ fileUrl: string; facts: DistrictFileFacts | null } | null> {
  const styleUrl = new URL(`${STREET_STYLE_PATH}?lang=${encodeURIComponent(lang)}`, self.location.origin).href
  const response = await fetch(styleUrl, { redirect: 'manual' })
  if (!response.ok) return null
  const style = (await response.clone().json()) as { sources?: Record<string, { url?: string }>; metadata?: Record<string, unknown> }
  const source = Object.values(style.sources ?? {}).find((candidate) => candidate.url?.startsWith('pmtiles://'))
  if (!source?.url) return null
  await caches.open(OFFLINE_CACHES.basemapStyle).then((cache) => cache.put(styleUrl, response))
  const fileUrl = new URL(source.url.slice('pmtiles://'.length), self.location.origin).href
  const facts = (style.metadata?.['town-guide:district-file'] as DistrictFileFacts | undefined) ?? null
  return { fileUrl, facts }
}

/** An older district file's bytes, in either cache, once a new file is deployed: its index must never meet the new tiles. */
async function forgetOtherFiles(fileUrl: string) {
  for (const name of [OFFLINE_CACHES.districtRanges, OFFLINE_CACHES.districtFile]) {
    const cache = await caches.open(name)
    const stale = (await cache.keys()).filter((request) => fileUrlOf(request.url) !== fileUrl)
    await Promise.all(stale.map((request) => cache.delete(request)))
  }
}

async function keepWholeFile(fileUrl: string, expectedSize: number, report: (progress: KeepDistrictMapProgress) => void): Promise<number> {
  const cache = await caches.open(OFFLINE_CACHES.districtFile)
  const kept = await cache.match(fileUrl)
  if (kept) return Number(kept.headers.get('content-length')) || expectedSize
  const response = await fetch(fileUrl)
  if (!response.ok || !response.body) throw new Error(`district map: ${response.status}`)
  const total = Number(response.headers.get('content-length')) || expectedSize
  const chunks: Uint8Array[] = []
  let done = 0
  const reader = response.body.getReader()
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value)
    done += next.value.byteLength
    report({ type: 'progress', done, total })
  }
  const headers = new Headers(response.headers)
  headers.set('Content-Length', String(done))
  await cache.put(fileUrl, new Response(new Blob(chunks as BlobPart[]), { status: 200, headers }))
  // The ranges are in the whole file now.
  const ranges = await caches.open(OFFLINE_CACHES.districtRanges)
  await Promise.all((await ranges.keys()).map((request) => ranges.delete(request)))
  return done
}

async function keepArea(fileUrl: string, bounds: Bounds, report: (progress: KeepDistrictMapProgress) => void): Promise<number> {
  const reader = new PMTiles(new KeepingSource(fileUrl))
  await reader.getHeader()
  const tiles = [...tilesOfBounds(bounds, DISTRICT_MIN_ZOOM, DISTRICT_MAX_ZOOM)]
  let next = 0
  let done = 0
  let bytes = 0
  const work = async () => {
    while (next < tiles.length) {
      const { z, x, y } = tiles[next++]!
      const tile = await reader.getZxy(z, x, y)
      bytes += tile?.data.byteLength ?? 0
      report({ type: 'progress', done: ++done, total: tiles.length })
    }
  }
  await Promise.all(Array.from({ length: KEEP_CONCURRENCY }, work))
  return bytes
}

/**
 * Keeps the district map for offline use: a town's streets (the tiles inside its bounds at every
 * zoom) or the whole file, with the style that names it in the page's language. Without a district
 * file on the server there is nothing to keep (the configured third-party style is cached as viewed).
 */
export async function keepDistrictMap(
  { lang, bounds }: KeepDistrictMapRequest,
  report: (progress: KeepDistrictMapProgress) => void,
): Promise<{ kept: boolean; bytes: number }> {
  const style = await keepStyle(lang)
  if (!style) return { kept: false, bytes: 0 }
  await forgetOtherFiles(style.fileUrl)
  const bytes =
    bounds === 'district'
      ? await keepWholeFile(style.fileUrl, style.facts?.size ?? 0, report)
      : await keepArea(style.fileUrl, bounds, report)
  return { kept: true, bytes }
}
