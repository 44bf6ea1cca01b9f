import 'server-only'

import { VectorTile, type VectorTileFeature } from '@mapbox/vector-tile'
import { PbfReader } from 'pbf'
import { PMTiles } from 'pmtiles'

import { TILE_SIZE } from '@/domain/map-preview'

import type { DistrictFile } from './district'
import { districtFileVersion } from './district'
import { NodeFileSource } from './extract'
import { GUIDE_FLAVOR } from './style'

/** Green ground, as the live style's landuse layers colour it. */
const GREEN_KINDS = new Set([
  'park',
  'garden',
  'grass',
  'golf_course',
  'nature_reserve',
  'recreation_ground',
  'playground',
  'village_green',
  'cemetery',
  'grave_yard',
  'allotments',
  'meadow',
])
const WOOD_KINDS = new Set(['wood', 'forest'])

/** A shade darker than the ground: the live map draws its casings over a busier picture, this one has only them. */
const CASING = '#cfc9bd'

/**
 * The roads the picture draws, widest first, with their width in CSS pixels at zoom 15 and their
 * colours; the live map's flavour, a casing under the white main roads so they read on light ground.
 */
const ROADS = [
  { kind: 'highway', width: 8, colour: GUIDE_FLAVOR.highway, casing: CASING },
  { kind: 'major_road', width: 6, colour: GUIDE_FLAVOR.major, casing: CASING },
  { kind: 'minor_road', width: 3.5, colour: GUIDE_FLAVOR.minor_a, casing: CASING },
  { kind: 'other', width: 2, colour: GUIDE_FLAVOR.other },
  { kind: 'path', width: 1.2, colour: GUIDE_FLAVOR.other, dash: '3 2' },
  { kind: 'rail', width: 1.5, colour: GUIDE_FLAVOR.railway, dash: '6 3' },
] as const

type Shape = { path: string; polygon: boolean }

const round = (value: number) => Math.round(value * 10) / 10

/** A feature's geometry as SVG path data in the picture's pixels. */
function shapeOf(feature: VectorTileFeature): Shape | null {
  if (feature.type !== 2 && feature.type !== 3) return null
  const scale = TILE_SIZE / feature.extent
  const polygon = feature.type === 3
  const path = feature
    .loadGeometry()
    .filter((ring) => ring.length > 1)
    .map((ring) => 'M' + ring.map((p) => `${round(p.x * scale)} ${round(p.y * scale)}`).join('L') + (polygon ? 'Z' : ''))
    .join('')
  return path ? { path, polygon } : null
}

function shapesOf(tile: VectorTile, layerName: string, wanted: (kind: string) => boolean, polygon: boolean): string {
  const layer = tile.layers[layerName]
  if (!layer) return ''
  let path = ''
  for (let i = 0; i < layer.length; i++) {
    const feature = layer.feature(i)
    if (!wanted(String(feature.properties.kind ?? ''))) continue
    const shape = shapeOf(feature)
    if (shape && shape.polygon === polygon) path += shape.path
  }
  return path
}

const fill = (d: string, colour: string) => (d ? `<path fill="${colour}" fill-rule="evenodd" d="${d}"/>` : '')
const stroke = (d: string, colour: string, width: number, dash?: string) =>
  d
    ? `<path fill="none" stroke="${colour}" stroke-width="${round(width)}" stroke-linecap="round" stroke-linejoin="round"${dash ? ` stroke-dasharray="${dash}"` : ''} d="${d}"/>`
    : ''

/**
 * One district tile drawn as a picture of its ground, parks, woods, water and roads, in the live
 * map's colours, for the map's first picture (src/domain/street-picture.ts). No labels: the live
 * map names the streets once it loads.
 */
export function streetPictureSvg(tileBytes: Uint8Array, z: number): string {
  const tile = new VectorTile(new PbfReader(tileBytes))
  const widthScale = 2 ** (z - 15)
  const parts = [
    `<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="${GUIDE_FLAVOR.earth}"/>`,
    fill(
      shapesOf(tile, 'landuse', (kind) => GREEN_KINDS.has(kind), true),
      GUIDE_FLAVOR.park_a,
    ),
    fill(
      shapesOf(tile, 'landuse', (kind) => WOOD_KINDS.has(kind), true),
      GUIDE_FLAVOR.wood_a,
    ),
    fill(
      shapesOf(tile, 'water', () => true, true),
      GUIDE_FLAVOR.water,
    ),
    stroke(
      shapesOf(tile, 'water', () => true, false),
      GUIDE_FLAVOR.water,
      Math.max(1, 4 * widthScale),
    ),
  ]
  const roads = ROADS.map((road) => ({
    ...road,
    d: shapesOf(tile, 'roads', (kind) => kind === road.kind, false),
    width: road.width * widthScale,
  }))
  const drawn = roads.filter((road) => road.d && road.width >= 0.4)
  // Casings first, all of them, so a junction is not cut by the casing of the road crossing it.
  for (const road of [...drawn].reverse())
    if ('casing' in road && road.width >= 2) parts.push(stroke(road.d, road.casing, road.width + 1.5))
  for (const road of [...drawn].reverse()) parts.push(stroke(road.d, road.colour, road.width, 'dash' in road ? road.dash : undefined))
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${TILE_SIZE} ${TILE_SIZE}" width="${TILE_SIZE}" height="${TILE_SIZE}">${parts.join('')}</svg>`
}

let reader: { key: string; archive: PMTiles } | null = null

/** One tile of the district file, unpacked; null where the file has none. A reader per file version keeps its directories in memory. */
export async function districtTile(file: DistrictFile, z: number, x: number, y: number): Promise<Uint8Array | null> {
  const key = `${file.path}?v=${districtFileVersion(file)}`
  if (reader?.key !== key) reader = { key, archive: new PMTiles(new NodeFileSource(file.path)) }
  const tile = await reader.archive.getZxy(z, x, y)
  return tile ? new Uint8Array(tile.data) : null
}
