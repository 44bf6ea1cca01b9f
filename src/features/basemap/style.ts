import { layers, namedFlavor } from '@protomaps/basemaps'
import type { StyleSpecification } from 'maplibre-gl'

import { DISTRICT_FILE_METADATA, OSM_ATTRIBUTION, STYLE_ASSETS_METADATA, TILES_PATH } from '@/domain/district-map'

/** Paths on our origin; the map makes them absolute (MapLibre needs absolute URLs, and the style is cached per origin). */
export const GLYPHS_PATH = '/map/fonts/{fontstack}/{range}.pbf'
export const SPRITE_PATH = '/map/sprites/light'

const SOURCE = 'protomaps'

/**
 * Protomaps' light flavour in the guide's colours: a calm map in which the places' coloured markers
 * are what stands out, and the river (the towns grew along the Great Ouse and the Nene) reads as
 * the brand's blue.
 */
export const GUIDE_FLAVOR = {
  ...namedFlavor('light'),
  background: '#e3e6e2',
  // A shade darker than the white roads, so streets read at a glance on a bright kiosk screen.
  earth: '#e9e6df',
  water: '#a9cfe0',
  park_a: '#dbe8d5',
  park_b: '#d3e3cc',
  wood_a: '#d5e3cf',
  wood_b: '#cbdcc4',
  buildings: '#e2ded6',
  roads_label_major: '#46555f',
  roads_label_minor: '#5b6a73',
  city_label: '#172026',
  subplace_label: '#46555f',
}

/**
 * The district's street map over our own tiles: Protomaps' layers with labels in the page's language
 * where OpenStreetMap has a name in it, the local name otherwise. Without the deploy step's glyphs
 * (a map built from local GeoJSON, in tests) no label can be drawn, so symbol layers are left out
 * rather than failing; OpenStreetMap's points of interest are left out always: the guide's own
 * places are the points of interest, and two sets of icons would compete.
 */
export function districtStyle({
  file,
  lang,
  assets,
}: {
  file: { name: string; size: number; date: string; version: string }
  lang: string
  /** The glyph and sprite files in place, by path (district.ts). */
  assets: { glyphs: string[]; sprite: string[] }
}): StyleSpecification {
  const glyphs = assets.glyphs.length > 0
  const all = layers(SOURCE, GUIDE_FLAVOR, { lang }) as StyleSpecification['layers']
  const shown = all.filter((layer) => layer.id !== 'pois' && (glyphs || layer.type !== 'symbol'))
  const path = `${TILES_PATH}${file.name}?v=${file.version}`
  return {
    version: 8,
    name: 'Town guide',
    // What a device keeps to draw this map offline, and what "Save the district map" says before it starts.
    metadata: {
      [DISTRICT_FILE_METADATA]: { name: file.name, size: file.size, date: file.date, path },
      [STYLE_ASSETS_METADATA]: [...assets.glyphs, ...assets.sprite],
    },
    ...(glyphs ? { glyphs: GLYPHS_PATH } : {}),
    ...(glyphs && assets.sprite.length > 0 ? { sprite: SPRITE_PATH } : {}),
    sources: {
      [SOURCE]: { type: 'vector', url: `pmtiles://${path}`, attribution: OSM_ATTRIBUTION },
    },
    layers: shown,
  }
}
