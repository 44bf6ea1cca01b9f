import { gunzipSync } from 'node:zlib'

import { VectorTile } from '@mapbox/vector-tile'
import type { FeatureCollection } from 'geojson'
import { PbfReader } from 'pbf'
import { Compression, PMTiles, type RangeResponse, type Source, TileType, tileIdToZxy, zxyToTileId } from 'pmtiles'
import { describe, expect, it } from 'vitest'

import { DISTRICT_BOUNDS, OSM_ATTRIBUTION } from '@/domain/district-map'
import { type Bounds, lonLatToTile } from '@/domain/tile-math'
import { BuildUnavailableError, candidateBuildDates, extractDistrict, findNewestBuild } from '@/features/basemap/extract'
import { buildPmtilesFromGeojson, geometryBounds, tilesFromGeojson } from '@/features/basemap/from-geojson'
import { type EncodedTile, writePmtiles } from '@/features/basemap/pmtiles-writer'

/** The archive in memory, served to the reader the way a file or HTTP range requests would. */
class MemorySource implements Source {
  static count = 0
  readonly key = `memory-${MemorySource.count++}`
  constructor(readonly bytes: Uint8Array) {}
  getKey() {
    return this.key
  }
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    return { data: this.bytes.slice(offset, offset + length).buffer }
  }
}

const readerOf = (bytes: Uint8Array) => new PMTiles(new MemorySource(bytes))

/** Deterministic pseudo-random numbers (mulberry32), so a failing case can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const bytesOf = (text: string) => new TextEncoder().encode(text)

async function expectEveryTileBack(reader: PMTiles, tiles: EncodedTile[]) {
  for (const { z, x, y, data } of tiles) {
    const read = await reader.getZxy(z, x, y)
    expect(read, `${z}/${x}/${y}`).toBeDefined()
    // Buffer comparison: a deep equal of 25 000 typed arrays byte by byte takes seconds.
    if (!Buffer.from(read!.data).equals(data)) expect(new Uint8Array(read!.data), `${z}/${x}/${y}`).toEqual(data)
  }
}

const HUNTINGDON: Bounds = [-0.2, 52.32, -0.17, 52.34]

describe('PMTiles writer', () => {
  it('round-trips tiles, header and metadata through the pmtiles reader', async () => {
    const tiles: EncodedTile[] = []
    for (let z = 0; z <= 3; z++) {
      for (let x = 0; x < 2 ** z; x++) for (let y = 0; y < 2 ** z; y++) tiles.push({ z, x, y, data: bytesOf(`tile ${z}/${x}/${y}`) })
    }
    const metadata = { name: 'test', attribution: OSM_ATTRIBUTION, vector_layers: [] }
    // Handed over out of order: the writer sorts by tile id.
    const bytes = writePmtiles([...tiles].reverse(), {
      tileType: 'png',
      tileCompression: 'none',
      minZoom: 0,
      maxZoom: 3,
      bounds: [-0.3, 52.3, -0.05, 52.48],
      center: [-0.1847, 52.3309, 2],
      metadata,
    })
    const reader = readerOf(bytes)
    const header = await reader.getHeader()
    expect(header).toMatchObject({
      specVersion: 3,
      minZoom: 0,
      maxZoom: 3,
      minLon: -0.3,
      minLat: 52.3,
      maxLon: -0.05,
      maxLat: 52.48,
      centerLon: -0.1847,
      centerLat: 52.3309,
      centerZoom: 2,
      tileType: TileType.Png,
      tileCompression: Compression.None,
      internalCompression: Compression.Gzip,
      clustered: true,
      numAddressedTiles: 85,
      numTileEntries: 85,
      numTileContents: 85,
      leafDirectoryLength: 0,
    })
    expect(header.tileDataOffset + header.tileDataLength!).toBe(bytes.length)
    expect(await reader.getMetadata()).toEqual(metadata)
    await expectEveryTileBack(reader, tiles)
    expect(await reader.getZxy(4, 0, 0)).toBeUndefined()
  })

  it('splits a large directory into leaves and keeps the root in the first 16 KiB', { timeout: 60_000 }, async () => {
    const next = random(42)
    const ids = new Set<number>()
    while (ids.size < 25_000) ids.add(zxyToTileId(12, Math.floor(next() * 4096), Math.floor(next() * 4096)))
    const tiles = [...ids].map((id) => {
      const [z, x, y] = tileIdToZxy(id)
      return { z, x, y, data: Uint8Array.from({ length: 16 + Math.floor(next() * 200) }, () => Math.floor(next() * 256)) }
    })
    const bytes = writePmtiles(tiles, {
      tileType: 'mvt',
      tileCompression: 'none',
      minZoom: 12,
      maxZoom: 12,
      bounds: [-180, -85, 180, 85],
      metadata: {},
    })
    const reader = readerOf(bytes)
    const header = await reader.getHeader()
    expect(header.leafDirectoryLength).toBeGreaterThan(0)
    expect(header.rootDirectoryOffset + header.rootDirectoryLength).toBeLessThanOrEqual(16_384)
    expect(header).toMatchObject({ numAddressedTiles: 25_000, numTileEntries: 25_000, numTileContents: 25_000 })
    await expectEveryTileBack(reader, tiles)
    expect(await reader.getZxy(12, 4095, 4095)).toEqual(ids.has(zxyToTileId(12, 4095, 4095)) ? expect.anything() : undefined)
  })

  it('stores identical tiles once and runs consecutive ones together', async () => {
    // Zoom 5 is one unbroken run of tile ids: open sea all round, one island in the middle of the run.
    const firstId = zxyToTileId(5, 0, 0)
    const island = tileIdToZxy(firstId + 500)
    const sea = bytesOf('sea')
    const tiles: EncodedTile[] = []
    for (let x = 0; x < 32; x++) {
      for (let y = 0; y < 32; y++) {
        const isIsland = x === island[1] && y === island[2]
        tiles.push({ z: 5, x, y, data: isIsland ? bytesOf('island') : sea })
      }
    }
    const bytes = writePmtiles(tiles, {
      tileType: 'mvt',
      tileCompression: 'none',
      minZoom: 5,
      maxZoom: 5,
      bounds: [-180, -85, 180, 85],
      metadata: {},
    })
    const reader = readerOf(bytes)
    expect(await reader.getHeader()).toMatchObject({ numAddressedTiles: 1024, numTileEntries: 3, numTileContents: 2, tileDataLength: 9 })
    await expectEveryTileBack(reader, tiles)
  })

  it('refuses the same tile twice', () => {
    const tile = { z: 1, x: 0, y: 0, data: bytesOf('a') }
    expect(() =>
      writePmtiles([tile, tile], {
        tileType: 'mvt',
        tileCompression: 'none',
        minZoom: 0,
        maxZoom: 1,
        bounds: DISTRICT_BOUNDS,
        metadata: {},
      }),
    ).toThrow(/twice/)
  })
})

const streets: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [-0.1868, 52.3318],
          [-0.1847, 52.3309],
          [-0.1821, 52.3296],
        ],
      },
      properties: { kind: 'major_road', name: 'High Street', 'name:fr': 'Grand-Rue', min_zoom: 12 },
    },
    {
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [-0.1852, 52.3306],
          [-0.1842, 52.3313],
        ],
      },
      properties: { layer: 'roads', kind: 'minor_road', name: 'Market Hill' },
    },
    {
      type: 'Feature',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-0.19, 52.3265],
            [-0.175, 52.3255],
            [-0.175, 52.3268],
            [-0.19, 52.3278],
            [-0.19, 52.3265],
          ],
        ],
      },
      properties: { layer: 'water', kind: 'river', name: 'River Great Ouse' },
    },
  ],
}

function decode(data: ArrayBuffer | Uint8Array) {
  return new VectorTile(new PbfReader(new Uint8Array(data)))
}

describe('basemap from GeoJSON', () => {
  it('builds Protomaps-schema tiles that decode and name the streets', async () => {
    const bytes = buildPmtilesFromGeojson(streets, { bounds: DISTRICT_BOUNDS, minZoom: 0, maxZoom: 15 })
    const reader = readerOf(bytes)
    const header = await reader.getHeader()
    expect(header).toMatchObject({ tileType: TileType.Mvt, tileCompression: Compression.Gzip, minZoom: 0, maxZoom: 15 })
    expect(await reader.getMetadata()).toEqual({
      name: 'district',
      attribution: OSM_ATTRIBUTION,
      vector_layers: [
        { id: 'water', fields: {} },
        { id: 'roads', fields: {} },
      ],
    })

    const { x, y } = lonLatToTile(-0.1847, 52.3309, 15)
    const read = await reader.getZxy(15, x, y)
    expect(read).toBeDefined()
    const roads = decode(read!.data).layers.roads
    const names = Array.from({ length: roads.length }, (_, index) => roads.feature(index).properties)
    expect(names).toContainEqual({ kind: 'major_road', name: 'High Street', 'name:fr': 'Grand-Rue', min_zoom: 12 })
    expect(names).toContainEqual({ kind: 'minor_road', name: 'Market Hill' })

    const river = lonLatToTile(-0.18, 52.3265, 15)
    const water = decode((await reader.getZxy(15, river.x, river.y))!.data).layers.water
    expect(water.feature(0).properties).toEqual({ kind: 'river', name: 'River Great Ouse' })

    // Only tiles with something in them: far corners of the district stay absent.
    expect(await reader.getZxy(15, lonLatToTile(-0.29, 52.47, 15).x, lonLatToTile(-0.29, 52.47, 15).y)).toBeUndefined()
    expect(header.numAddressedTiles).toBe([...tilesFromGeojson(streets, { bounds: DISTRICT_BOUNDS, minZoom: 0, maxZoom: 15 })].length)
  })

  it('gzips each tile, and puts unlabelled points in places and polygons in earth', () => {
    const tiles = [
      ...tilesFromGeojson(
        {
          type: 'FeatureCollection',
          features: [
            { type: 'Feature', geometry: { type: 'Point', coordinates: [-0.1847, 52.3309] }, properties: { name: 'Huntingdon' } },
            {
              type: 'Feature',
              geometry: {
                type: 'Polygon',
                coordinates: [
                  [
                    [-0.19, 52.33],
                    [-0.18, 52.33],
                    [-0.18, 52.34],
                    [-0.19, 52.33],
                  ],
                ],
              },
              properties: {},
            },
          ],
        },
        { bounds: HUNTINGDON, minZoom: 14, maxZoom: 14 },
      ),
    ]
    const { x, y } = lonLatToTile(-0.1847, 52.3309, 14)
    const tile = tiles.find((candidate) => candidate.x === x && candidate.y === y)
    expect(tile).toBeDefined()
    const layers = decode(gunzipSync(tile!.data)).layers
    expect(Object.keys(layers).sort()).toEqual(['earth', 'places'])
  })

  it('finds the box around any geometry', () => {
    expect(geometryBounds(streets.features[0].geometry)).toEqual([-0.1868, 52.3296, -0.1821, 52.3318])
    expect(
      geometryBounds({
        type: 'GeometryCollection',
        geometries: [
          { type: 'Point', coordinates: [1, 2] },
          {
            type: 'MultiPolygon',
            coordinates: [
              [
                [
                  [3, -4],
                  [5, 6],
                  [3, 6],
                  [3, -4],
                ],
              ],
            ],
          },
        ],
      }),
    ).toEqual([1, -4, 5, 6])
    expect(geometryBounds({ type: 'MultiPoint', coordinates: [] })).toBeNull()
  })

  it('names the layer a feature got wrong', () => {
    const collection: FeatureCollection = {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [-0.18, 52.33] }, properties: { layer: 'road' } }],
    }
    expect(() => [...tilesFromGeojson(collection, { bounds: HUNTINGDON, minZoom: 0, maxZoom: 1 })]).toThrow(/feature 0 names layer "road"/)
  })
})

describe('district extraction', () => {
  it('copies the district out of a larger archive, keeping its layers and attribution', async () => {
    const planet = writePmtiles(tilesFromGeojson(streets, { bounds: HUNTINGDON, minZoom: 0, maxZoom: 15 }), {
      tileType: 'mvt',
      tileCompression: 'gzip',
      minZoom: 0,
      maxZoom: 15,
      bounds: [-180, -85, 180, 85],
      metadata: { name: 'planet', attribution: 'OSM test', vector_layers: [{ id: 'roads', fields: {} }], description: 'test planet' },
    })
    const progress: number[] = []
    const district = await extractDistrict(new MemorySource(planet), {
      bounds: HUNTINGDON,
      minZoom: 10,
      maxZoom: 15,
      concurrency: 4,
      onProgress: ({ done }) => progress.push(done),
    })
    const [source, extract] = [readerOf(planet), readerOf(district)]
    const header = await extract.getHeader()
    expect(header).toMatchObject({
      minZoom: 10,
      maxZoom: 15,
      tileType: TileType.Mvt,
      tileCompression: Compression.Gzip,
      minLon: -0.2,
      maxLat: 52.34,
    })
    expect(await extract.getMetadata()).toMatchObject({
      name: 'district',
      attribution: 'OSM test',
      vector_layers: [{ id: 'roads', fields: {} }],
    })
    expect(progress.at(-1)).toBe(progress.length)

    const { x, y } = lonLatToTile(-0.1847, 52.3309, 15)
    expect((await extract.getZxy(15, x, y))!.data).toEqual((await source.getZxy(15, x, y))!.data)
    expect(await extract.getZxy(9, 255, 168)).toBeUndefined()
  })

  it('takes the newest daily build, looking back a week at most', async () => {
    const today = new Date('2026-03-02T08:00:00Z')
    expect(candidateBuildDates(today)).toEqual([
      '20260302',
      '20260301',
      '20260228',
      '20260227',
      '20260226',
      '20260225',
      '20260224',
      '20260223',
    ])
    const asked: string[] = []
    const fetchImpl = (async (url: string | URL | Request) => {
      asked.push(String(url))
      return new Response(null, { status: String(url).endsWith('20260228.pmtiles') ? 200 : 404 })
    }) as typeof fetch
    expect(await findNewestBuild({ today, fetchImpl })).toEqual({ date: '20260228', url: 'https://build.protomaps.com/20260228.pmtiles' })
    expect(asked).toHaveLength(3)

    const offline = (async () => {
      throw new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND build.protomaps.com') })
    }) as typeof fetch
    const failure = await findNewestBuild({ today, fetchImpl: offline }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(BuildUnavailableError)
    expect((failure as BuildUnavailableError).tried).toEqual([
      'https://build.protomaps.com/20260302.pmtiles: fetch failed: getaddrinfo ENOTFOUND build.protomaps.com',
    ])
  })
})
