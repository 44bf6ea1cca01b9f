import { distanceKm, type LngLat } from './geo'

/**
 * Spec §3 (Place: walking time, driving time) and §1 (walking and driving times): estimates from
 * a straight line, since the guide has no routing engine. The constants are the whole rule.
 */

/** Average adult walking pace on pavements, km/h. */
export const WALKING_SPEED_KMH = 4.8
/** Streets are not straight lines: the walked distance is this much longer than the great circle. */
export const STREET_DETOUR_FACTOR = 1.3
/** Average door-to-door speed in a small market town (junctions, 20–30 mph limits), km/h. */
export const URBAN_DRIVING_SPEED_KMH = 24
/** Roads detour more than footpaths through a medieval centre (one-way streets, pedestrian zones). */
export const ROAD_DETOUR_FACTOR = 1.4
/** Minutes added to every drive for finding a space and walking from the car park. */
export const PARKING_ALLOWANCE_MINUTES = 5
/** Nothing is closer than a minute away. */
export const MINIMUM_MINUTES = 1
/** From this many minutes a duration reads as hours plus minutes (spec §3: "hours plus minutes when long"). */
export const HOURS_FROM_MINUTES = 60

const minutesAt = (km: number, speedKmh: number) => (km / speedKmh) * 60

export function walkingMinutes(from: LngLat, to: LngLat): number {
  const km = distanceKm(from, to) * STREET_DETOUR_FACTOR
  return Math.max(MINIMUM_MINUTES, Math.ceil(minutesAt(km, WALKING_SPEED_KMH)))
}

export function drivingMinutes(from: LngLat, to: LngLat): number {
  const km = distanceKm(from, to) * ROAD_DETOUR_FACTOR
  return Math.ceil(minutesAt(km, URBAN_DRIVING_SPEED_KMH)) + PARKING_ALLOWANCE_MINUTES
}

export type Duration = { hours: number; minutes: number }

/** 45 → {0, 45}; 60 → {1, 0}; 135 → {2, 15}. Below an hour, hours stay 0 and the text reads in minutes. */
export function splitDuration(totalMinutes: number): Duration {
  const whole = Math.max(0, Math.round(totalMinutes))
  if (whole < HOURS_FROM_MINUTES) return { hours: 0, minutes: whole }
  return { hours: Math.floor(whole / 60), minutes: whole % 60 }
}

export type TravelTimes = { walking: number; driving: number; distanceKm: number }

export function travelTimes(from: LngLat, to: LngLat): TravelTimes {
  return { walking: walkingMinutes(from, to), driving: drivingMinutes(from, to), distanceKm: distanceKm(from, to) }
}
