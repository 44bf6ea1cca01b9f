import { randomBytes } from 'node:crypto'
import { execFile } from 'node:child_process'
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { PMTiles, type RangeResponse, type Source } from 'pmtiles'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { lonLatToTile } from '@/domain/tile-math'

import { buildDistrictFixture, FIXTURE_DATE, FIXTURE_STREET } from '../fixtures/district-map'

vi.mock('server-only', () => ({}))

const dir = mkdtempSync(path.join(tmpdir(), 'basemap-'))
const FILE = 'district-20261127.pmtiles'
const params = <T>(value: T) => ({ params: Promise.resolve(value) })

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>
let tiles: Handler
let style: (request: Request) => Promise<Response>

beforeAll(async () => {
  process.env.BASEMAP_DIR = dir
  tiles = (await import('@/app/tiles/[file]/route')).GET as Handler
  style = (await import('@/app/map/style.json/route')).GET
})
afterAll(() => {
  delete process.env.BASEMAP_DIR
  rmSync(dir, { recursive: true, force: true })
})

const tileRequest = (headers: Record<string, string> = {}, file = FILE) =>
  tiles(new Request(`http://guide.test/tiles/${file}`, { headers }), params({ file }))

describe('/map/style.json without a district file', () => {
  it('redirects to the configured style, uncached', async () => {
    const response = await style(new Request('http://guide.test/map/style.json?lang=fr'))
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toMatch(/^https:\/\//)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('serves no tiles', async () => {
    expect((await tileRequest()).status).toBe(404)
  })
})

describe('the tiles route', () => {
  const bytes = randomBytes(40_000)
  beforeAll(() => writeFileSync(path.join(dir, FILE), bytes))

  it('answers a range with 206, the bytes asked for and cache headers for ever', async () => {
    const response = await tileRequest({ Range: 'bytes=100-199' })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`)
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(response.headers.get('content-length')).toBe('100')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes.subarray(100, 200))
  })

  it('clamps a range past the end (a reader asks for 16 KiB whatever the size) and answers suffix ranges', async () => {
    const tail = await tileRequest({ Range: `bytes=39990-60000` })
    expect(tail.status).toBe(206)
    expect(tail.headers.get('content-range')).toBe(`bytes 39990-39999/${bytes.length}`)
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(39_990))
    const suffix = await tileRequest({ Range: 'bytes=-16' })
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 16))
  })

  it('answers 416 for a range that starts past the end, and the whole file for a header that is no valid range', async () => {
    for (const range of [`bytes=${bytes.length}-`, 'bytes=-0']) {
      const response = await tileRequest({ Range: range })
      expect(response.status, range).toBe(416)
      expect(response.headers.get('content-range')).toBe(`bytes */${bytes.length}`)
    }
    for (const range of ['bytes=500-100', 'bytes=abc']) {
      const response = await tileRequest({ Range: range })
      expect(response.status, range).toBe(200)
      expect(response.headers.get('content-length')).toBe(String(bytes.length))
    }
  })

  it('answers 304 to its own ETag, and the whole file without a range', async () => {
    const whole = await tileRequest()
    expect(whole.status).toBe(200)
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(bytes)
    const again = await tileRequest({ 'If-None-Match': whole.headers.get('etag')!, Range: 'bytes=0-10' })
    expect(again.status).toBe(304)
    // If-None-Match compares weakly (RFC 9110 §13.1.2).
    expect((await tileRequest({ 'If-None-Match': `"other", W/${whole.headers.get('etag')}` })).status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('ignores a range whose If-Range names another version of the file', async () => {
    const response = await tileRequest({ Range: 'bytes=0-9', 'If-Range': '"another-file"' })
    expect(response.status).toBe(200)
  })

  it('serves only district files from its folder', async () => {
    writeFileSync(path.join(dir, 'secret.txt'), 'no')
    for (const file of ['secret.txt', '..%2Fsecret.txt', '../district-20261127.pmtiles', 'district-2026.pmtiles']) {
      expect((await tileRequest({}, file)).status, file).toBe(404)
    }
  })
})

describe('/map/style.json with a district file', () => {
  it('is our own streets over pmtiles on our origin, labelled in the page language, with OpenStreetMap credited', async () => {
    const response = await style(new Request('http://guide.test/map/style.json?lang=pl'))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, no-cache')
    const body = await response.json()
    expect(body.version).toBe(8)
    expect(body.sources.protomaps.url).toMatch(new RegExp(`^pmtiles:///tiles/${FILE}\\?v=[0-9a-z]+$`))
    expect(body.sources.protomaps.attribution).toContain('© OpenStreetMap contributors')
    expect(body.sources.protomaps.attribution).toContain('https://www.openstreetmap.org/copyright')
    expect(body.layers.length).toBeGreaterThan(20)
    expect(body.layers.some((layer: { id: string }) => layer.id === 'roads_major')).toBe(true)
    // No glyphs in the folder: no label layers that could not be drawn, and no glyph address.
    expect(body.glyphs).toBeUndefined()
    expect(body.layers.every((layer: { type: string }) => layer.type !== 'symbol')).toBe(true)
    // Nothing from another host.
    const hosts = new Set([...JSON.stringify(body).matchAll(/https?:\/\/([^/"\\]+)/g)].map((match) => match[1]))
    expect([...hosts]).toEqual(['www.openstreetmap.org'])
  })

  it('labels in the page language with the deploy step glyphs and sprite present, local name otherwise', async () => {
    mkdirSync(path.join(dir, 'fonts', 'Noto Sans Regular'), { recursive: true })
    writeFileSync(path.join(dir, 'fonts', 'Noto Sans Regular', '0-255.pbf'), randomBytes(10))
    mkdirSync(path.join(dir, 'sprites'), { recursive: true })
    writeFileSync(path.join(dir, 'sprites', 'light.json'), '{}')
    const body = await (await style(new Request('http://guide.test/map/style.json?lang=fr'))).json()
    expect(body.glyphs).toBe('/map/fonts/{fontstack}/{range}.pbf')
    expect(body.sprite).toBe('/map/sprites/light')
    // What a device keeps to draw it offline.
    expect(body.metadata['town-guide:assets']).toEqual(['/map/fonts/Noto%20Sans%20Regular/0-255.pbf', '/map/sprites/light.json'])
    const labels = JSON.stringify(body.layers.find((layer: { id: string }) => layer.id === 'roads_labels_major'))
    expect(labels).toContain('name:fr')
    expect(labels).toContain('"name"')
    const unknown = await (await style(new Request('http://guide.test/map/style.json?lang=xx'))).json()
    expect(JSON.stringify(unknown.layers)).toContain('name:en')
  })

  it('gives a file rebuilt under the same name a new address, so devices never mix its bytes with the old', async () => {
    const before = (await (await style(new Request('http://guide.test/map/style.json'))).json()).sources.protomaps.url
    writeFileSync(path.join(dir, FILE), randomBytes(41_000))
    const after = (await (await style(new Request('http://guide.test/map/style.json'))).json()).sources.protomaps.url
    expect(after).not.toBe(before)
    expect(after.split('?')[0]).toBe(before.split('?')[0])
  })

  it('takes a newer file dropped in place at once', async () => {
    writeFileSync(path.join(dir, 'district-20261201.pmtiles'), randomBytes(20_000))
    const body = await (await style(new Request('http://guide.test/map/style.json'))).json()
    expect(body.sources.protomaps.url).toMatch(/^pmtiles:\/\/\/tiles\/district-20261201\.pmtiles\?v=/)
    rmSync(path.join(dir, 'district-20261201.pmtiles'))
  })
})

describe('npm run basemap -- --from-geojson', () => {
  /** A PMTiles reader whose every byte comes through the tiles route, as MapLibre's would. */
  const throughTheRoute = (file: string): Source => ({
    getKey: () => file,
    async getBytes(offset, length): Promise<RangeResponse> {
      const response = await tileRequest({ Range: `bytes=${offset}-${offset + length - 1}` }, file)
      expect(response.status).toBe(206)
      return { data: await response.arrayBuffer(), etag: response.headers.get('etag') ?? undefined }
    },
  })

  it('builds a district file from local GeoJSON that the route serves and a PMTiles reader reads back', async () => {
    const { output } = await buildDistrictFixture(dir)
    expect(output).toMatch(new RegExp(`district-${FIXTURE_DATE}\\.pmtiles: \\d+ KB, [\\d,]+ tiles`))
    const reader = new PMTiles(throughTheRoute(`district-${FIXTURE_DATE}.pmtiles`))
    const header = await reader.getHeader()
    expect([header.minZoom, header.maxZoom]).toEqual([0, 15])
    expect((await reader.getMetadata()) as { attribution: string }).toMatchObject({ attribution: expect.stringContaining('OpenStreetMap') })
    const { x, y } = lonLatToTile(-0.1845, 52.3305, 15)
    const tile = await reader.getZxy(15, x, y)
    expect(tile, 'the tile under Market Hill').toBeDefined()
    expect(Buffer.from(tile!.data).toString('latin1')).toContain(FIXTURE_STREET)
    // Far from any street: only the land.
    const empty = await reader.getZxy(15, ...(Object.values(lonLatToTile(-0.32, 52.48, 15)) as [number, number]))
    expect(Buffer.from(empty?.data ?? new ArrayBuffer(0)).toString('latin1')).not.toContain(FIXTURE_STREET)
  })

  it('refuses input that is not GeoJSON with one clear line, and leaves the current file alone', async () => {
    const before = readFileSync(path.join(dir, `district-${FIXTURE_DATE}.pmtiles`))
    writeFileSync(path.join(dir, 'broken.json'), '{"type": "Feature"')
    const tsx = path.resolve('node_modules/tsx/dist/cli.mjs')
    const failure = await promisify(execFile)(process.execPath, [
      tsx,
      'scripts/basemap.ts',
      '--from-geojson',
      path.join(dir, 'broken.json'),
      '--out',
      dir,
    ]).catch((error: { code: number; stderr: string }) => error)
    expect(failure).toMatchObject({ code: 1 })
    expect((failure as { stderr: string }).stderr).toMatch(/is not valid JSON/)
    expect((failure as { stderr: string }).stderr).not.toMatch(/\n\s+at /)
    expect(readFileSync(path.join(dir, `district-${FIXTURE_DATE}.pmtiles`))).toEqual(before)
  })
})

describe('the street pictures under the map’s first picture', () => {
  let pictures: Handler
  beforeAll(async () => {
    pictures = (await import('@/app/map/streets/[z]/[x]/[y]/route')).GET as Handler
    await buildDistrictFixture(dir)
  })
  const picture = (z: number, x: number | string, y: number | string, version = '') =>
    pictures(
      new Request(`http://guide.test/map/streets/${z}/${x}/${y}.svg${version && `?v=${version}`}`),
      params({ z: String(z), x: String(x), y: `${y}.svg` }),
    )
  const currentVersion = async () => {
    const body = (await (await style(new Request('http://guide.test/map/style.json'))).json()) as {
      metadata: Record<string, { path: string }>
    }
    return new URL(body.metadata['town-guide:district-file']!.path, 'http://guide.test').searchParams.get('v')!
  }

  it('draws a tile’s streets and river as an SVG in the live map’s colours, kept for good under the current version', async () => {
    const { x, y } = lonLatToTile(-0.1845, 52.3305, 15)
    const response = await picture(15, x, y, await currentVersion())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 512 512"/)
    // The white main roads (High Street, Ermine Street) over their casing, and Market Hill.
    expect(svg).toMatch(/<path fill="none" stroke="#cfc9bd" stroke-width="7\.5"/)
    expect(svg).toMatch(/<path fill="none" stroke="#ffffff" stroke-width="6"[^>]* d="M[-\d.]+ [-\d.]+L/)
    expect(svg).toMatch(/<path fill="none" stroke="#ebebeb" stroke-width="3\.5"/)
    expect(svg).not.toMatch(/<script|on\w+=/i)
    // The Great Ouse, south-east of the market.
    const river = lonLatToTile(-0.179, 52.3246, 15)
    expect(await (await picture(15, river.x, river.y)).text()).toMatch(/<path fill="#a9cfe0" fill-rule="evenodd" d="M[^"]+Z"/)
  })

  it('draws the same streets thinner further out, and an older page’s address only briefly', async () => {
    const { x, y } = lonLatToTile(-0.1845, 52.3305, 13)
    const response = await picture(13, x, y, 'an-older-version')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    expect(await response.text()).toMatch(/stroke="#ffffff" stroke-width="1\.5"/)
  })

  it('answers 404 for addresses outside the district or the pictures’ zooms, and for made-up ones', async () => {
    const inside = lonLatToTile(-0.1845, 52.3305, 15)
    const outside = lonLatToTile(0.5, 52.3305, 15)
    for (const [z, x, y] of [
      [15, outside.x, outside.y],
      [10, 511, 340],
      [16, inside.x * 2, inside.y * 2],
      [15, `${inside.x}a`, inside.y],
      [15, inside.x, '-1'],
    ] as const) {
      const response = await picture(z, x, y)
      expect(response.status, `${z}/${x}/${y}`).toBe(404)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('answers 404 once no district file is in place', async () => {
    const { x, y } = lonLatToTile(-0.1845, 52.3305, 15)
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'basemap-none-'))
    process.env.BASEMAP_DIR = elsewhere
    try {
      expect((await picture(15, x, y)).status).toBe(404)
    } finally {
      process.env.BASEMAP_DIR = dir
      rmSync(elsewhere, { recursive: true, force: true })
    }
  })
})
