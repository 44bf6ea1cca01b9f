// `npm run basemap`: builds the district's own basemap, one PMTiles file of OpenStreetMap vector tiles, into
// BASEMAP_DIR (default .data/basemap), cut out of the newest Protomaps daily planet build, with the glyphs and sprites
// its style uses. Run at deploy time; a second run on the same day finds the file in place and downloads nothing.
//
// `npm run basemap -- --from-geojson FILE [--date YYYYMMDD] [--out DIR]` builds the same kind of file from local
// GeoJSON in the Protomaps schema instead (each feature's `layer` property names its vector layer): for tests, and for
// a council's own layers. Either way the folder ends up holding just the new district-YYYYMMDD.pmtiles.
import { mkdir, readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'

import type { FeatureCollection } from 'geojson'
import { bytesToHeader } from 'pmtiles'

import { basemapDir } from '@/features/basemap/basemap-dir.mjs'
import { DISTRICT_BOUNDS, DISTRICT_FILE_PATTERN, DISTRICT_MAX_ZOOM, DISTRICT_MIN_ZOOM, districtFileName } from '@/domain/district-map'
import { boundsIntersect } from '@/domain/tile-math'
import {
  buildDateOf,
  BuildUnavailableError,
  extractDistrict,
  fetchStyleAssets,
  findNewestBuild,
  readPmtilesFile,
  writeFileAtomically,
} from '@/features/basemap/extract'
import { buildPmtilesFromGeojson, geometryBounds } from '@/features/basemap/from-geojson'

/** What a failed download means for the site, and what to do about it. */
const nothingBuiltAdvice = (dir: string) => [
  'The map keeps using the configured style URL (NEXT_PUBLIC_MAP_STYLE_URL, or the default OpenFreeMap style) until a district file is built.',
  `Files already in ${dir} were left as they were.`,
  'Retry with `npm run basemap` once the network is back, or build from local data with `npm run basemap -- --from-geojson FILE`.',
]

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
}

function describeFile(fileName: string, bytes: number, tiles: number): string {
  return `${fileName}: ${formatSize(bytes)}, ${tiles.toLocaleString('en-GB')} tiles`
}

/** The folder keeps only the file just written; a server picking the newest name never meets a stale one. */
async function removeOtherDistrictFiles(dir: string, keep: string) {
  for (const name of await readdir(dir)) {
    if (name !== keep && DISTRICT_FILE_PATTERN.test(name)) {
      await rm(path.join(dir, name), { force: true })
      console.log(`removed the older ${name}`)
    }
  }
}

async function reportStyleAssets(dir: string) {
  const { present, fetched, failed } = await fetchStyleAssets(dir)
  if (failed.length === 0) {
    console.log(`glyphs and sprites: ${present + fetched} files in place (${fetched} downloaded now)`)
    return
  }
  console.warn(`glyphs and sprites: ${failed.length} of ${present + fetched + failed.length} files missing; labels and icons need them.`)
  console.warn(`  first failure: ${failed[0]}`)
  console.warn('  Run `npm run basemap` again once protomaps.github.io is reachable.')
}

function validDate(date: string): boolean {
  return /^\d{8}$/.test(date) && buildDateOf(new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T00:00:00Z`)) === date
}

async function readFeatureCollection(file: string) {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new Error(`cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : (code ?? String(error))}`)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`)
  }
  const collection = parsed as { type?: unknown; features?: unknown }
  if (collection?.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    throw new Error(`${file} is not a GeoJSON FeatureCollection (expected {"type": "FeatureCollection", "features": [...]})`)
  }
  return parsed as FeatureCollection
}

async function fromGeojson(file: string, date: string, dir: string) {
  const collection = await readFeatureCollection(file)
  const inside = collection.features.filter((feature) => {
    const bounds = feature?.geometry ? geometryBounds(feature.geometry) : null
    return bounds !== null && boundsIntersect(bounds, DISTRICT_BOUNDS)
  })
  // Low-zoom tiles span the world, so features far away would still fill a few; that file would replace a working basemap.
  if (inside.length === 0) throw new Error(`${file}: none of its ${collection.features.length} features lies inside the district`)
  let bytes: Uint8Array
  try {
    bytes = buildPmtilesFromGeojson(collection, { bounds: DISTRICT_BOUNDS, minZoom: DISTRICT_MIN_ZOOM, maxZoom: DISTRICT_MAX_ZOOM })
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`)
  }
  const tiles = bytesToHeader(bytes.slice(0, 127).buffer).numAddressedTiles
  const fileName = districtFileName(date)
  await writeFileAtomically(path.join(dir, fileName), bytes)
  await removeOtherDistrictFiles(dir, fileName)
  await reportStyleAssets(dir)
  console.log(`wrote ${describeFile(path.join(dir, fileName), bytes.length, tiles)}`)
}

async function fromDailyBuild(dir: string) {
  let build: { date: string; url: string }
  try {
    // BASEMAP_BUILDS_URL points at a mirror of the daily builds (or a local server, to try this script offline).
    build = await findNewestBuild({ buildsUrl: process.env.BASEMAP_BUILDS_URL || undefined })
  } catch (error) {
    if (!(error instanceof BuildUnavailableError)) throw error
    throw new Error(
      [
        'could not reach a Protomaps daily build, so no district basemap was built. Tried:',
        ...error.tried.map((attempt) => `  ${attempt}`),
        ...nothingBuiltAdvice(dir),
      ].join('\n'),
    )
  }

  const fileName = districtFileName(build.date)
  const filePath = path.join(dir, fileName)
  const existing = await readPmtilesFile(filePath)
  if (existing) {
    console.log(`${fileName} is already here and reads back; nothing to download.`)
    await removeOtherDistrictFiles(dir, fileName)
    await reportStyleAssets(dir)
    console.log(describeFile(filePath, existing.size, existing.header.numAddressedTiles))
    return
  }

  console.log(`extracting the district from ${build.url}`)
  let lastReported = 0
  let bytes: Uint8Array
  try {
    bytes = await extractDistrict(build.url, {
      onProgress: ({ done, total, kept }) => {
        const percent = Math.floor((done / total) * 100)
        if (percent >= lastReported + 10 || done === total) {
          lastReported = percent
          console.log(`  ${done}/${total} tiles read, ${kept} kept`)
        }
      },
    })
  } catch (error) {
    throw new Error([`extracting from ${build.url} failed: ${(error as Error).message}`, ...nothingBuiltAdvice(dir)].join('\n'))
  }
  await writeFileAtomically(filePath, bytes)
  await removeOtherDistrictFiles(dir, fileName)
  await reportStyleAssets(dir)
  const tiles = bytesToHeader(bytes.slice(0, 127).buffer).numAddressedTiles
  console.log(`wrote ${describeFile(filePath, bytes.length, tiles)}`)
}

async function main() {
  const { values } = parseArgs({
    options: {
      'from-geojson': { type: 'string' },
      date: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    console.log('usage: npm run basemap [-- --out DIR]\n       npm run basemap -- --from-geojson FILE [--date YYYYMMDD] [--out DIR]')
    return
  }
  const dir = values.out || basemapDir()
  await mkdir(dir, { recursive: true })
  if (values['from-geojson']) {
    const date = values.date ?? buildDateOf(new Date())
    if (!validDate(date)) throw new Error(`--date ${date} is not a date written YYYYMMDD`)
    await fromGeojson(values['from-geojson'], date, dir)
  } else {
    if (values.date) throw new Error('--date only applies with --from-geojson; a download is named by its build date')
    await fromDailyBuild(dir)
  }
}

main().catch((error: unknown) => {
  // parseArgs' own errors (unknown option, missing value) are usage mistakes too; none of these needs a stack.
  console.error(`basemap: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
