/** A longitude/latitude box in degrees, in the order TileJSON and PMTiles headers use. */
export type Bounds = [west: number, south: number, east: number, north: number]

export type TileXY = { x: number; y: number }
export type TileZXY = { z: number; x: number; y: number }
export type TileRange = { minX: number; minY: number; maxX: number; maxY: number }

/** Web mercator squashes the poles to infinity; tiles stop at the latitude that makes the world square. */
export const MAX_MERCATOR_LATITUDE = 85.0511287798066

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** The tile holding a point at zoom `z`; points off the mercator square land in its edge tiles. */
export function lonLatToTile(lon: number, lat: number, z: number): TileXY {
  const tilesPerSide = 2 ** z
  const latRad = (clamp(lat, -MAX_MERCATOR_LATITUDE, MAX_MERCATOR_LATITUDE) * Math.PI) / 180
  const x = Math.floor(((lon + 180) / 360) * tilesPerSide)
  const y = Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * tilesPerSide)
  return { x: clamp(x, 0, tilesPerSide - 1), y: clamp(y, 0, tilesPerSide - 1) }
}

/** The tiles at zoom `z` that cover `bounds`; tile rows count down from the north. */
export function tileRangeOfBounds([west, south, east, north]: Bounds, z: number): TileRange {
  const northWest = lonLatToTile(west, north, z)
  const southEast = lonLatToTile(east, south, z)
  return { minX: northWest.x, minY: northWest.y, maxX: southEast.x, maxY: southEast.y }
}

export function* tilesOfBounds(bounds: Bounds, minZoom: number, maxZoom: number): Generator<TileZXY> {
  for (let z = minZoom; z <= maxZoom; z++) {
    const { minX, minY, maxX, maxY } = tileRangeOfBounds(bounds, z)
    for (let x = minX; x <= maxX; x++) for (let y = minY; y <= maxY; y++) yield { z, x, y }
  }
}

export function tileCountOfBounds(bounds: Bounds, minZoom: number, maxZoom: number): number {
  let count = 0
  for (let z = minZoom; z <= maxZoom; z++) {
    const { minX, minY, maxX, maxY } = tileRangeOfBounds(bounds, z)
    count += (maxX - minX + 1) * (maxY - minY + 1)
  }
  return count
}

/** Whether two boxes share any point, edges included. */
export function boundsIntersect([west, south, east, north]: Bounds, other: Bounds): boolean {
  return west <= other[2] && other[0] <= east && south <= other[3] && other[1] <= north
}

const tileLongitude = (x: number, z: number) => (x / 2 ** z) * 360 - 180
const tileLatitude = (y: number, z: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI

/** The box a tile covers, edges included. */
export function tileBounds(z: number, x: number, y: number): Bounds {
  return [tileLongitude(x, z), tileLatitude(y + 1, z), tileLongitude(x + 1, z), tileLatitude(y, z)]
}
