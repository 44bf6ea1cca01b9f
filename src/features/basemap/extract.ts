import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { Compression, PMTiles, type Header, type Source, TileType } from 'pmtiles'

import { DISTRICT_BOUNDS, DISTRICT_MAX_ZOOM, DISTRICT_MIN_ZOOM, OSM_ATTRIBUTION } from '@/domain/district-map'
import { type Bounds, tileCountOfBounds, tilesOfBounds } from '@/domain/tile-math'

import { type EncodedTile, writePmtiles } from './pmtiles-writer'

/** Protomaps publishes a whole-planet PMTiles build of OpenStreetMap every day, named by its UTC date. */
export const PROTOMAPS_BUILDS_URL = 'https://build.protomaps.com'
/** Older builds are deleted after a while, and today's may not be out yet. */
export const BUILD_LOOKBACK_DAYS = 7
export const EXTRACT_CONCURRENCY = 16

const PROBE_TIMEOUT_MS = 15_000
const TILE_TIMEOUT_MS = 60_000
const TILE_ATTEMPTS = 3

/** YYYYMMDD of a date in UTC, the way the daily builds are named. */
export function buildDateOf(date: Date): string {
  return date.toISOString().slice(0, 10).replaceAll('-', '')
}

/** Today's build date first, then each day before it. */
export function candidateBuildDates(today: Date, lookbackDays = BUILD_LOOKBACK_DAYS): string[] {
  return Array.from({ length: lookbackDays + 1 }, (_, daysBack) => buildDateOf(new Date(today.getTime() - daysBack * 86_400_000)))
}

/** No daily build could be reached; `tried` says what was asked and what came back, for the operator. */
export class BuildUnavailableError extends Error {
  constructor(readonly tried: string[]) {
    super('no Protomaps daily build could be reached')
    this.name = 'BuildUnavailableError'
  }
}

const describeError = (error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return error instanceof Error ? `${error.message}${cause}` : String(error)
}

/** The newest daily build that exists, probed with HEAD requests from today backwards. */
export async function findNewestBuild({
  today = new Date(),
  fetchImpl = fetch,
  buildsUrl = PROTOMAPS_BUILDS_URL,
}: { today?: Date; fetchImpl?: typeof fetch; buildsUrl?: string } = {}): Promise<{ date: string; url: string }> {
  const tried: string[] = []
  for (const date of candidateBuildDates(today)) {
    const url = `${buildsUrl.replace(/\/+$/, '')}/${date}.pmtiles`
    try {
      const response = await fetchImpl(url, { method: 'HEAD', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
      if (response.ok) return { date, url }
      tried.push(`${url}: HTTP ${response.status}`)
    } catch (error) {
      // The host itself is out of reach: older dates live on the same host, so asking for them cannot help.
      tried.push(`${url}: ${describeError(error)}`)
      break
    }
  }
  throw new BuildUnavailableError(tried)
}

export type ExtractProgress = { done: number; total: number; kept: number }

/**
 * The district's tiles read out of a (remote) PMTiles archive by range requests, written as an archive of their own
 * that keeps the source's layer list and attribution.
 */
export async function extractDistrict(
  source: Source | string,
  {
    bounds = DISTRICT_BOUNDS,
    minZoom = DISTRICT_MIN_ZOOM,
    maxZoom = DISTRICT_MAX_ZOOM,
    concurrency = EXTRACT_CONCURRENCY,
    onProgress,
  }: { bounds?: Bounds; minZoom?: number; maxZoom?: number; concurrency?: number; onProgress?: (progress: ExtractProgress) => void } = {},
): Promise<Uint8Array> {
  const archive = new PMTiles(source)
  const header = await archive.getHeader()
  if (header.tileType !== TileType.Mvt) throw new Error(`the source holds tile type ${header.tileType}, not vector tiles`)
  // The reader decompresses tiles itself, and only knows gzip; anything else would come back still compressed.
  if (header.tileCompression !== Compression.Gzip && header.tileCompression !== Compression.None) {
    throw new Error(`the source's tile compression (${header.tileCompression}) is not gzip`)
  }
  const sourceMetadata = (await archive.getMetadata()) as Record<string, unknown>
  const lowest = Math.max(minZoom, header.minZoom)
  const deepest = Math.min(maxZoom, header.maxZoom)

  const total = tileCountOfBounds(bounds, lowest, deepest)
  const wanted = tilesOfBounds(bounds, lowest, deepest)
  const kept: EncodedTile[] = []
  let done = 0
  // Workers share one generator, so at most `concurrency` requests are in flight.
  const worker = async () => {
    for (const { z, x, y } of wanted) {
      const tile = await readTile(archive, z, x, y)
      if (tile && tile.byteLength > 0) kept.push({ z, x, y, data: gzipSync(new Uint8Array(tile)) })
      onProgress?.({ done: ++done, total, kept: kept.length })
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))

  return writePmtiles(kept, {
    tileType: 'mvt',
    tileCompression: 'gzip',
    minZoom: lowest,
    maxZoom: deepest,
    bounds,
    metadata: {
      name: 'district',
      description: sourceMetadata.description,
      version: sourceMetadata.version,
      attribution: sourceMetadata.attribution ?? OSM_ATTRIBUTION,
      vector_layers: sourceMetadata.vector_layers ?? [],
    },
  })
}

async function readTile(archive: PMTiles, z: number, x: number, y: number): Promise<ArrayBuffer | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await archive.getZxy(z, x, y, AbortSignal.timeout(TILE_TIMEOUT_MS)))?.data
    } catch (error) {
      // Hundreds of requests to one host: a dropped one is worth asking again, a dead host is not.
      if (attempt >= TILE_ATTEMPTS) throw new Error(`tile ${z}/${x}/${y}: ${describeError(error)}`)
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt))
    }
  }
}

/** A PMTiles archive on the local disk, for the reader. */
export class NodeFileSource implements Source {
  constructor(readonly filePath: string) {}

  getKey() {
    return this.filePath
  }

  async getBytes(offset: number, length: number) {
    const file = await open(this.filePath, 'r')
    try {
      const data = new Uint8Array(length)
      const { bytesRead } = await file.read(data, 0, length, offset)
      return { data: data.buffer.slice(0, bytesRead) }
    } finally {
      await file.close()
    }
  }
}

/** The header of a local archive when it reads back whole (header, metadata, full length), else null. */
export async function readPmtilesFile(filePath: string): Promise<{ header: Header; size: number } | null> {
  try {
    const { size } = await stat(filePath)
    const archive = new PMTiles(new NodeFileSource(filePath))
    const header = await archive.getHeader()
    await archive.getMetadata()
    return size >= header.tileDataOffset + (header.tileDataLength ?? 0) ? { header, size } : null
  } catch {
    return null
  }
}

/** Written beside the target and renamed over it, so a server reading the folder never sees half a file. */
export async function writeFileAtomically(filePath: string, data: Uint8Array): Promise<void> {
  const temporary = path.join(path.dirname(filePath), `.${path.basename(filePath)}.${process.pid}.tmp`)
  try {
    await writeFile(temporary, data)
    await rename(temporary, filePath)
  } finally {
    await rm(temporary, { force: true })
  }
}

/** The font stacks the `light` flavour of `@protomaps/basemaps` sets labels in (Devanagari is only for Hindi and kin). */
export const FONT_STACKS = ['Noto Sans Regular', 'Noto Sans Medium', 'Noto Sans Italic'] as const
/**
 * Glyph ranges the guide's languages (en, es, fr, pl, lt, pt) need: Latin-1, Latin Extended-A and -B (ą, ė, ł, ș),
 * Latin Extended Additional, and General Punctuation (dashes, quotes, €).
 */
export const GLYPH_RANGES = [
  [0, 255],
  [256, 511],
  [512, 767],
  [7680, 7935],
  [8192, 8447],
] as const
export const SPRITE_FILES = ['light.json', 'light.png', 'light@2x.json', 'light@2x.png'] as const
const ASSETS_URL = 'https://protomaps.github.io/basemaps-assets'

/** Each glyph and sprite file the style uses: where it comes from, and where it goes under the basemap folder. */
export function styleAssetFiles(): { url: string; file: string }[] {
  const fonts = FONT_STACKS.flatMap((stack) =>
    GLYPH_RANGES.map(([start, end]) => ({
      url: `${ASSETS_URL}/fonts/${encodeURIComponent(stack)}/${start}-${end}.pbf`,
      file: path.join('fonts', stack, `${start}-${end}.pbf`),
    })),
  )
  const sprites = SPRITE_FILES.map((name) => ({ url: `${ASSETS_URL}/sprites/v4/${name}`, file: path.join('sprites', name) }))
  return [...fonts, ...sprites]
}

/** Downloads the glyph and sprite files missing from `dir`; files already there are left alone. */
export async function fetchStyleAssets(
  dir: string,
  { fetchImpl = fetch }: { fetchImpl?: typeof fetch } = {},
): Promise<{ present: number; fetched: number; failed: string[] }> {
  const result = { present: 0, fetched: 0, failed: [] as string[] }
  let unreachable = false
  for (const { url, file } of styleAssetFiles()) {
    const target = path.join(dir, file)
    if (
      await stat(target).then(
        (stats) => stats.size > 0,
        () => false,
      )
    ) {
      result.present++
      continue
    }
    if (unreachable) {
      result.failed.push(`${file}: not tried, the host was out of reach`)
      continue
    }
    let body: ArrayBuffer
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
      if (!response.ok) {
        result.failed.push(`${file}: HTTP ${response.status}`)
        continue
      }
      body = await response.arrayBuffer()
    } catch (error) {
      // Out of reach for one file means out of reach for the rest: same host, and each would wait for its timeout.
      unreachable = true
      result.failed.push(`${file}: ${describeError(error)}`)
      continue
    }
    await mkdir(path.dirname(target), { recursive: true })
    await writeFileAtomically(target, new Uint8Array(body))
    result.fetched++
  }
  return result
}
