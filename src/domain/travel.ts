import { distanceKm, type LngLat } from './geo'

/**
 * Spec §3 (Place: walking time, driving time) and §1 (walking and driving times): estimates from
 * a straight line, since the guide has no routing engine. The constants are the whole rule.
 */

/** On foot: an average adult's pace on pavements (km/h), and how much longer the streets are than the great circle. */
export const WALKING = { speedKmh: 4.8, detourFactor: 1.3 } as const

/**
 * By car in a small market town: the door-to-door speed (junctions, 20–30 mph limits; km/h), how
 * much more roads detour than footpaths through a medieval centre (one-way streets, pedestrian
 * zones), and the minutes added to every drive for finding a space and walking from the car park.
 */
export const DRIVING = { speedKmh: 24, detourFactor: 1.4, parkingMinutes: 5 } as const

/** Nothing is closer than a minute away. */
export const MINIMUM_MINUTES = 1
/** From this many minutes a duration reads as hours plus minutes (spec §3: "hours plus minutes when long"). */
export const HOURS_FROM_MINUTES = 60

const minutesAt = (km: number, speedKmh: number) => (km / speedKmh) * 60

export function walkingMinutes(from: LngLat, to: LngLat): number {
  const km = distanceKm(from, to) * WALKING.detourFactor
  return Math.max(MINIMUM_MINUTES, Math.ceil(minutesAt(km, WALKING.speedKmh)))
}

export function drivingMinutes(from: LngLat, to: LngLat): number {
  const km = distanceKm(from, to) * DRIVING.detourFactor
  return Math.ceil(minutesAt(km, DRIVING.speedKmh)) + DRIVING.parkingMinutes
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
