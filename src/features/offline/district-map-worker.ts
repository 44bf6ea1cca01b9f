/// <reference lib="webworker" />
// The service worker's half of the district map (issue 26): byte ranges of /tiles/district-*.pmtiles
// answered offline, a town's streets kept ahead, the whole file kept for kiosks.
import { PMTiles, type RangeResponse, type Source } from 'pmtiles'

import { parseByteRange } from '@/domain/byte-range'
import {
  DISTRICT_FILE_METADATA,
  DISTRICT_FILE_PATTERN,
  DISTRICT_MAX_ZOOM,
  DISTRICT_MIN_ZOOM,
  type DistrictFileFacts,
  districtVersionOf,
  STYLE_ASSETS_METADATA,
  TILES_PATH,
} from '@/domain/district-map'
import type { LngLat } from '@/domain/geo'
import { OFFLINE_CACHES } from '@/domain/offline-pages'
import { streetPicturePath, streetPictures } from '@/domain/street-picture'
import { type Bounds, tilesOfBounds } from '@/domain/tile-math'
import { STREET_STYLE_PATH, streetStylePath } from '@/features/map/basemap'

declare const self: ServiceWorkerGlobalScope

/** A town's tiles are read a few at a time, so keeping a town never crowds out what the visitor is looking at. */
const KEEP_CONCURRENCY = 4

export type KeepDistrictMapRequest = { lang: string; bounds: Bounds | 'district'; view?: { centre: LngLat; zoom: number } }
export type KeepDistrictMapProgress = { type: 'progress'; done: number; total: number } | { type: 'done'; kept: boolean; bytes: number }
type StyleFacts = { fileUrl: string; size: number; assets: string[] }

export function isDistrictFile(url: URL): boolean {
  return (
    url.origin === self.location.origin &&
    url.pathname.startsWith(TILES_PATH) &&
    DISTRICT_FILE_PATTERN.test(url.pathname.slice(TILES_PATH.length))
  )
}

/**
 * A file's address with its version (`?v=`, from the style) and without a kept range's `bytes=` or
 * a kept area's `area=`: a file rebuilt under the same name has another version, so its bytes are
 * never mixed with the old.
 */
function fileUrlOf(url: string): string {
  const parsed = new URL(url)
  parsed.searchParams.delete('bytes')
  parsed.searchParams.delete('area')
  return parsed.href
}

/** Where the ranges cache notes that an area's tiles are all kept, with their size: a town opened again is not read again. */
function areaKey(fileUrl: string, bounds: Bounds): string {
  const key = new URL(fileUrl)
  key.searchParams.set('area', bounds.join(','))
  return key.href
}

/** Ranges are kept as 200s under an address of their own: the Cache API refuses to store a 206. */
function rangeKey(fileUrl: string, start: number, end: number): string {
  const key = new URL(fileUrl)
  key.searchParams.set('bytes', `${start}-${end}`)
  return key.href
}

async function keptRange(fileUrl: string, start: number, end: number): Promise<Response | null> {
  const kept = await caches.open(OFFLINE_CACHES.districtRanges).then((cache) => cache.match(rangeKey(fileUrl, start, end)))
  return kept ? new Response(kept.body, { status: 206, headers: kept.headers }) : null
}

/** The network's answer to one range, kept when it is one (a file's address never changes its bytes). */
async function fetchAndKeepRange(fileUrl: string, start: number, end: number): Promise<Response> {
  const response = await fetch(fileUrl, { headers: { Range: `bytes=${start}-${end}` } })
  if (response.status !== 206) return response
  const body = await response.arrayBuffer()
  const headers = new Headers(response.headers)
  const cache = await caches.open(OFFLINE_CACHES.districtRanges)
  await cache.put(rangeKey(fileUrl, start, end), new Response(body, { status: 200, headers })).catch(() => undefined)
  return new Response(body, { status: 206, headers })
}

/** A range of the whole kept file, its end clamped to the file as the server does (a small file, a fixed 16 KiB first read). */
async function rangeOfWholeFile(request: Request, whole: Response): Promise<Response> {
  const file = await whole.blob()
  const range = parseByteRange(request.headers.get('range'), file.size)
  const headers = new Headers(whole.headers)
  if (range === null) return new Response(file, { status: 200, headers })
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${file.size}`)
    return new Response(null, { status: 416, headers })
  }
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
  headers.set('Content-Length', String(range.end - range.start + 1))
  return new Response(file.slice(range.start, range.end + 1), { status: 206, headers })
}

/** The whole file, when this device keeps it (a kiosk, or a visitor who saved the district map). */
const wholeFile = (fileUrl: string) => caches.open(OFFLINE_CACHES.districtFile).then((cache) => cache.match(fileUrl))

/**
 * A read of the district file: from the whole file when kept, else from the ranges kept, else the
 * network (and kept). A file's address never changes its bytes, so what is kept is always right.
 */
export async function districtFileResponse(request: Request): Promise<Response> {
  const fileUrl = fileUrlOf(request.url)
  const whole = await wholeFile(fileUrl)
  if (whole) return rangeOfWholeFile(request, whole)
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
    const request = new Request(this.fileUrl, { headers: { Range: `bytes=${offset}-${offset + length - 1}` } })
    const response = await districtFileResponse(request)
    if (!response.ok) throw new Error(`district map: ${response.status}`)
    return { data: await response.arrayBuffer(), etag: response.headers.get('etag') ?? undefined }
  }
}

/** The style in the page's language (not kept yet: it names a file whose bytes are not kept yet). */
async function fetchStyle(lang: string): Promise<{ styleUrl: string; response: Response; facts: StyleFacts } | null> {
  const styleUrl = new URL(streetStylePath(lang), self.location.origin).href
  const response = await fetch(styleUrl, { redirect: 'manual' })
  if (!response.ok) return null
  const style = (await response.clone().json()) as { metadata?: Record<string, unknown> }
  const file = style.metadata?.[DISTRICT_FILE_METADATA] as Partial<DistrictFileFacts> | undefined
  if (!file?.path) return null
  const assets = (style.metadata?.[STYLE_ASSETS_METADATA] as string[] | undefined) ?? []
  return { styleUrl, response, facts: { fileUrl: new URL(file.path, self.location.origin).href, size: file.size ?? 0, assets } }
}

/** The labels' glyphs and the icons' sprite the style names: without them MapLibre reports an error and the map falls back. */
async function keepAssets(assets: string[]) {
  const cache = await caches.open(OFFLINE_CACHES.basemapStyle)
  await Promise.all(
    assets.map(async (asset) => {
      if (await cache.match(asset)) return
      const response = await fetch(asset)
      if (response.ok) await cache.put(asset, response)
    }),
  )
}

/** The street pictures under a map's first picture: each address is one file version's, so a kept one is kept. */
async function keepPictures(paths: string[]) {
  const cache = await caches.open(OFFLINE_CACHES.streetPictures)
  await Promise.all(
    paths.map(async (path) => {
      if (await cache.match(path)) return
      const response = await fetch(path).catch(() => null)
      if (response?.ok) await cache.put(path, response)
    }),
  )
}

/**
 * Once a file's bytes are kept: the bytes of any other (older) file, the styles that named it and
 * the street pictures drawn from it go, so an index never meets another file's tiles, and the map
 * offline never asks for bytes now gone.
 */
async function forgetOtherFiles(fileUrl: string, styleUrl: string) {
  for (const name of [OFFLINE_CACHES.districtRanges, OFFLINE_CACHES.districtFile]) {
    const cache = await caches.open(name)
    const stale = (await cache.keys()).filter((request) => fileUrlOf(request.url) !== fileUrl)
    await Promise.all(stale.map((request) => cache.delete(request)))
  }
  const styles = await caches.open(OFFLINE_CACHES.basemapStyle)
  for (const request of await styles.keys()) {
    if (new URL(request.url).pathname !== STREET_STYLE_PATH || request.url === styleUrl) continue
    const kept = await styles.match(request)
    if (kept?.ok && !(await kept.text()).includes(new URL(fileUrl).pathname + new URL(fileUrl).search)) await styles.delete(request)
  }
  const version = districtVersionOf(fileUrl)
  const pictures = await caches.open(OFFLINE_CACHES.streetPictures)
  const stalePictures = (await pictures.keys()).filter((request) => districtVersionOf(request.url) !== version)
  await Promise.all(stalePictures.map((request) => pictures.delete(request)))
}

async function keepWholeFile(fileUrl: string, expectedSize: number, report: (progress: KeepDistrictMapProgress) => void): Promise<number> {
  const cache = await caches.open(OFFLINE_CACHES.districtFile)
  const kept = await cache.match(fileUrl)
  if (kept) return Number(kept.headers.get('content-length')) || expectedSize
  const response = await fetch(fileUrl)
  if (!response.ok || !response.body) throw new Error(`district map: ${response.status}`)
  const total = Number(response.headers.get('content-length')) || expectedSize
  let done = 0
  // Streamed into the cache as it arrives: a file of megabytes is never held whole in the worker's memory.
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        done += chunk.byteLength
        report({ type: 'progress', done, total })
        controller.enqueue(chunk)
      },
    }),
  )
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  await cache.put(fileUrl, new Response(counted, { status: 200, headers }))
  // The ranges are in the whole file now.
  const ranges = await caches.open(OFFLINE_CACHES.districtRanges)
  await Promise.all((await ranges.keys()).map((request) => ranges.delete(request)))
  return done
}

async function keepArea(fileUrl: string, bounds: Bounds, report: (progress: KeepDistrictMapProgress) => void): Promise<number> {
  if (await caches.open(OFFLINE_CACHES.districtFile).then((cache) => cache.match(fileUrl))) return 0
  const ranges = await caches.open(OFFLINE_CACHES.districtRanges)
  const kept = await ranges.match(areaKey(fileUrl, bounds))
  if (kept) return Number(await kept.text())
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
  await ranges.put(areaKey(fileUrl, bounds), new Response(String(bytes)))
  return bytes
}

/**
 * Keeps the district map for offline use: a town's streets (the tiles inside its bounds at every
 * zoom) or the whole file, then the glyphs and sprite, then the style that names them in the page's
 * language, in that order: a connection lost half way leaves the last complete map in place. Without
 * a district file on the server there is nothing to keep (the configured third-party style is cached as viewed).
 */
export async function keepDistrictMap(
  { lang, bounds, view }: KeepDistrictMapRequest,
  report: (progress: KeepDistrictMapProgress) => void,
): Promise<{ kept: boolean; bytes: number }> {
  const style = await fetchStyle(lang)
  if (!style) return { kept: false, bytes: 0 }
  const { fileUrl, size, assets } = style.facts
  const bytes = bounds === 'district' ? await keepWholeFile(fileUrl, size, report) : await keepArea(fileUrl, bounds, report)
  const version = districtVersionOf(fileUrl) ?? ''
  await keepAssets(assets)
  if (view) await keepPictures(streetPictures(view.centre, view.zoom).map((picture) => streetPicturePath(picture, version)))
  await caches.open(OFFLINE_CACHES.basemapStyle).then((cache) => cache.put(style.styleUrl, style.response))
  await forgetOtherFiles(fileUrl, style.styleUrl)
  return { kept: true, bytes }
}
