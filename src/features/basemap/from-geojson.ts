import { gzipSync } from 'node:zlib'

import { GeoJSONVT, type GeoJSONVTTile } from '@maplibre/geojson-vt'
import { fromGeojsonVt } from '@maplibre/vt-pbf'
import type { Feature, FeatureCollection, Geometry } from 'geojson'

import { OSM_ATTRIBUTION } from '@/domain/district-map'
import { type Bounds, tilesOfBounds } from '@/domain/tile-math'

import { type EncodedTile, writePmtiles } from './pmtiles-writer'

/** The vector layers of the Protomaps basemap schema, the only ones `@protomaps/basemaps` styles draw. */
export const BASEMAP_LAYERS = [
  'earth',
  'water',
  'landuse',
  'landcover',
  'natural',
  'roads',
  'buildings',
  'transit',
  'places',
  'pois',
  'boundaries',
] as const
export type BasemapLayer = (typeof BASEMAP_LAYERS)[number]

export type GeojsonTilingOptions = { bounds: Bounds; minZoom: number; maxZoom: number }

const TILE_EXTENT = 4096
const TILE_BUFFER = 64

function defaultLayer(geometry: Geometry): BasemapLayer {
  switch (geometry.type) {
    case 'Point':
    case 'MultiPoint':
      return 'places'
    case 'LineString':
    case 'MultiLineString':
      return 'roads'
    case 'GeometryCollection':
      return geometry.geometries.length > 0 ? defaultLayer(geometry.geometries[0]) : 'earth'
    default:
      return 'earth'
  }
}

/** The box around a geometry's positions, or null when it has none. */
export function geometryBounds(geometry: Geometry): Bounds | null {
  const box: Bounds = [Infinity, Infinity, -Infinity, -Infinity]
  const visit = (value: unknown): void => {
    if (!Array.isArray(value)) return
    if (typeof value[0] === 'number' && typeof value[1] === 'number') {
      box[0] = Math.min(box[0], value[0])
      box[1] = Math.min(box[1], value[1])
      box[2] = Math.max(box[2], value[0])
      box[3] = Math.max(box[3], value[1])
    } else value.forEach(visit)
  }
  const positionsOf = (member: Geometry): unknown =>
    member.type === 'GeometryCollection' ? member.geometries.map(positionsOf) : member.coordinates
  visit(positionsOf(geometry))
  return box[0] <= box[2] ? box : null
}

function isBasemapLayer(name: unknown): name is BasemapLayer {
  return (BASEMAP_LAYERS as readonly unknown[]).includes(name)
}

/** Features grouped by the vector layer `properties.layer` names, that property itself left out of the tiles. */
export function featuresByLayer(collection: FeatureCollection): Map<BasemapLayer, Feature[]> {
  const byLayer = new Map<BasemapLayer, Feature[]>()
  collection.features.forEach((feature, index) => {
    if (!feature?.geometry) return
    const { layer, ...properties } = feature.properties ?? {}
    const name = layer ?? defaultLayer(feature.geometry)
    if (!isBasemapLayer(name))
      throw new Error(`feature ${index} names layer ${JSON.stringify(name)}, not one of ${BASEMAP_LAYERS.join(', ')}`)
    // Vector tile ids are unsigned integers; GeoJSON also allows strings, which the encoder cannot write.
    const id = Number.isSafeInteger(feature.id) && Number(feature.id) >= 0 ? feature.id : undefined
    let features = byLayer.get(name)
    if (!features) byLayer.set(name, (features = []))
    features.push({ type: 'Feature', id, geometry: feature.geometry, properties })
  })
  return byLayer
}

/** Gzip-compressed MVT tiles of `collection` for every tile of `bounds` that has a feature in it. */
export function* tilesFromGeojson(
  collection: FeatureCollection,
  { bounds, minZoom, maxZoom }: GeojsonTilingOptions,
): Generator<EncodedTile> {
  const indexes = [...featuresByLayer(collection)].map(
    ([layer, features]) =>
      [layer, new GeoJSONVT({ type: 'FeatureCollection', features }, { maxZoom, extent: TILE_EXTENT, buffer: TILE_BUFFER })] as const,
  )
  for (const { z, x, y } of tilesOfBounds(bounds, minZoom, maxZoom)) {
    const layers: Record<string, GeoJSONVTTile> = {}
    for (const [layer, index] of indexes) {
      const tile = index.getTile(z, x, y)
      if (tile && tile.features.length > 0) layers[layer] = tile
    }
    if (Object.keys(layers).length === 0) continue
    yield { z, x, y, data: gzipSync(fromGeojsonVt(layers, { version: 2, extent: TILE_EXTENT })) }
  }
}

/** A PMTiles archive of `collection` in the Protomaps schema, described the way the basemap style expects. */
export function buildPmtilesFromGeojson(collection: FeatureCollection, options: GeojsonTilingOptions): Uint8Array {
  const layers = BASEMAP_LAYERS.filter((layer) => featuresByLayer(collection).has(layer))
  return writePmtiles(tilesFromGeojson(collection, options), {
    tileType: 'mvt',
    tileCompression: 'gzip',
    minZoom: options.minZoom,
    maxZoom: options.maxZoom,
    bounds: options.bounds,
    metadata: {
      name: 'district',
      attribution: OSM_ATTRIBUTION,
      vector_layers: layers.map((id) => ({ id, fields: {} })),
    },
  })
}
