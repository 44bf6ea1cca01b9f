import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'

import { zxyToTileId } from 'pmtiles'

import type { Bounds } from '@/domain/tile-math'

/** One tile as it will be stored: already encoded and, when the archive says so, already compressed. */
export type EncodedTile = { z: number; x: number; y: number; data: Uint8Array }

export type PmtilesTileType = 'unknown' | 'mvt' | 'png' | 'jpeg' | 'webp' | 'avif' | 'mlt'
export type PmtilesCompression = 'none' | 'gzip' | 'brotli' | 'zstd'

export type PmtilesOptions = {
  tileType: PmtilesTileType
  tileCompression: PmtilesCompression
  minZoom: number
  maxZoom: number
  bounds: Bounds
  /** Defaults to the middle of `bounds` at `minZoom`. */
  center?: [lon: number, lat: number, zoom: number]
  metadata: Record<string, unknown>
}

type Entry = { tileId: number; offset: number; length: number; runLength: number }

// The numbers the v3 spec gives each tile type and compression (the pmtiles reader's enums).
const TILE_TYPE_CODES: Record<PmtilesTileType, number> = { unknown: 0, mvt: 1, png: 2, jpeg: 3, webp: 4, avif: 5, mlt: 6 }
const COMPRESSION_CODES: Record<PmtilesCompression, number> = { none: 1, gzip: 2, brotli: 3, zstd: 4 }

const HEADER_BYTES = 127
/** Readers fetch the first 16 KiB in one request and expect the header and the whole root directory in it. */
export const ROOT_DIRECTORY_BUDGET = 16_384 - HEADER_BYTES

/** A PMTiles v3 archive of `tiles`: header, root directory, metadata, leaf directories, tile data. */
export function writePmtiles(tiles: Iterable<EncodedTile>, options: PmtilesOptions): Uint8Array {
  // An entry's length must be positive, and readers answer "no tile" for an absent one anyway.
  const sorted = [...tiles]
    .filter((tile) => tile.data.length > 0)
    .map((tile) => ({ tileId: zxyToTileId(tile.z, tile.x, tile.y), data: tile.data }))
    .sort((a, b) => a.tileId - b.tileId)

  const entries: Entry[] = []
  const contents: Uint8Array[] = []
  const storedByHash = new Map<string, { offset: number; length: number }>()
  let tileDataLength = 0
  for (const [index, { tileId, data }] of sorted.entries()) {
    if (index > 0 && sorted[index - 1].tileId === tileId) throw new Error(`tile id ${tileId} is given twice`)
    const hash = createHash('sha256').update(data).digest('base64')
    let stored = storedByHash.get(hash)
    if (!stored) {
      stored = { offset: tileDataLength, length: data.length }
      storedByHash.set(hash, stored)
      contents.push(data)
      tileDataLength += data.length
    }
    const last = entries.at(-1)
    if (last && last.offset === stored.offset && last.tileId + last.runLength === tileId) last.runLength++
    else entries.push({ tileId, ...stored, runLength: 1 })
  }

  const { root, leaves } = buildDirectories(entries)
  const metadata = gzipSync(JSON.stringify(options.metadata))
  const rootOffset = HEADER_BYTES
  const metadataOffset = rootOffset + root.length
  const leavesOffset = metadataOffset + metadata.length
  const tileDataOffset = leavesOffset + leaves.length

  const file = new Uint8Array(tileDataOffset + tileDataLength)
  const view = new DataView(file.buffer)
  file.set(new TextEncoder().encode('PMTiles'), 0)
  view.setUint8(7, 3)
  const uint64s = [rootOffset, root.length, metadataOffset, metadata.length, leavesOffset, leaves.length, tileDataOffset, tileDataLength]
  const counts = [sorted.length, entries.length, contents.length]
  ;[...uint64s, ...counts].forEach((value, index) => view.setBigUint64(8 + index * 8, BigInt(value), true))
  view.setUint8(96, 1) // clustered: tile contents follow tile id order
  view.setUint8(97, COMPRESSION_CODES.gzip)
  view.setUint8(98, COMPRESSION_CODES[options.tileCompression])
  view.setUint8(99, TILE_TYPE_CODES[options.tileType])
  view.setUint8(100, options.minZoom)
  view.setUint8(101, options.maxZoom)
  const [west, south, east, north] = options.bounds
  const [centerLon, centerLat, centerZoom] = options.center ?? [(west + east) / 2, (south + north) / 2, options.minZoom]
  const e7 = (degrees: number) => Math.round(degrees * 1e7)
  ;[west, south, east, north].forEach((degrees, index) => view.setInt32(102 + index * 4, e7(degrees), true))
  view.setUint8(118, centerZoom)
  view.setInt32(119, e7(centerLon), true)
  view.setInt32(123, e7(centerLat), true)

  file.set(root, rootOffset)
  file.set(metadata, metadataOffset)
  file.set(leaves, leavesOffset)
  let offset = tileDataOffset
  for (const content of contents) {
    file.set(content, offset)
    offset += content.length
  }
  return file
}

/** The root directory alone when it fits the budget, else a root pointing at leaf directories of a size that makes it fit. */
function buildDirectories(entries: Entry[]): { root: Uint8Array; leaves: Uint8Array } {
  const whole = serializeDirectory(entries)
  if (whole.length <= ROOT_DIRECTORY_BUDGET) return { root: whole, leaves: new Uint8Array(0) }
  // go-pmtiles' starting size; larger leaves mean fewer root entries, so growing it always ends.
  for (let leafSize = Math.max(4096, Math.ceil(entries.length / 3500)); ; leafSize = Math.ceil(leafSize * 1.2)) {
    const leafDirectories: Uint8Array[] = []
    const rootEntries: Entry[] = []
    let leavesLength = 0
    for (let start = 0; start < entries.length; start += leafSize) {
      const leaf = serializeDirectory(entries.slice(start, start + leafSize))
      // runLength 0 marks an entry as a leaf directory, its offset counted from the leaf section.
      rootEntries.push({ tileId: entries[start].tileId, offset: leavesLength, length: leaf.length, runLength: 0 })
      leafDirectories.push(leaf)
      leavesLength += leaf.length
    }
    const root = serializeDirectory(rootEntries)
    if (root.length <= ROOT_DIRECTORY_BUDGET) return { root, leaves: Buffer.concat(leafDirectories) }
  }
}

/** Column by column, as the spec lays it out: ids as deltas, offsets as 0 when they follow on from the entry before. */
function serializeDirectory(entries: Entry[]): Uint8Array {
  const bytes: number[] = []
  // Arithmetic rather than bit operators: tile ids and offsets outgrow 32 bits.
  const varint = (value: number) => {
    for (; value >= 0x80; value = Math.floor(value / 0x80)) bytes.push((value % 0x80) | 0x80)
    bytes.push(value)
  }
  varint(entries.length)
  entries.forEach((entry, index) => varint(entry.tileId - (index > 0 ? entries[index - 1].tileId : 0)))
  entries.forEach((entry) => varint(entry.runLength))
  entries.forEach((entry) => varint(entry.length))
  entries.forEach((entry, index) => {
    const previous = entries[index - 1]
    varint(previous && entry.offset === previous.offset + previous.length ? 0 : entry.offset + 1)
  })
  return gzipSync(Uint8Array.from(bytes))
}
