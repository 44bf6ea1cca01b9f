/** Longitude/latitude pairs, the GeoJSON way round: [lng, lat]. */
export type LngLat = readonly [number, number]

/** Mean Earth radius (IUGG), in kilometres. */
export const EARTH_RADIUS_KM = 6371.0088

const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(from: LngLat, to: LngLat): number {
  const dLat = rad(to[1] - from[1])
  const dLng = rad(to[0] - from[0])
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from[1])) * Math.cos(rad(to[1])) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

export function isValidLngLat(value: unknown): value is [number, number] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number' &&
    Number.isFinite(value[0]) &&
    Number.isFinite(value[1]) &&
    Math.abs(value[0]) <= 180 &&
    Math.abs(value[1]) <= 90
  )
}

/** Whether a point lies inside [[west, south], [east, north]]. */
export function withinBounds(point: LngLat, bounds: readonly [LngLat, LngLat]): boolean {
  const [[west, south], [east, north]] = bounds
  return point[0] >= west && point[0] <= east && point[1] >= south && point[1] <= north
}
