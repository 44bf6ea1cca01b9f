import type { LngLat } from './geo'

/**
 * The map page's first picture (issue 8): every place drawn where MapLibre will draw it, before
 * MapLibre has loaded. Pure screen geometry, so the server can render it and the switch to the
 * live map does not move anything.
 */

/** MapLibre's world is 512 CSS pixels wide at zoom 0. */
export const TILE_SIZE = 512

export const worldX = (lng: number, zoom: number) => ((lng + 180) / 360) * TILE_SIZE * 2 ** zoom
export const worldY = (lat: number, zoom: number) => {
  const sin = Math.sin((lat * Math.PI) / 180)
  return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * TILE_SIZE * 2 ** zoom
}

/**
 * Where `point` appears, in CSS pixels from the view's centre (x right, y down), on a Web Mercator
 * map centred on `centre` at `zoom`, turned by `bearing` degrees as MapLibre turns it.
 */
export function offsetFromCentre(point: LngLat, centre: LngLat, zoom: number, bearing = 0): [number, number] {
  const dx = worldX(point[0], zoom) - worldX(centre[0], zoom)
  const dy = worldY(point[1], zoom) - worldY(centre[1], zoom)
  if (!bearing) return [dx, dy]
  const a = (-bearing * Math.PI) / 180
  return [dx * Math.cos(a) - dy * Math.sin(a), dx * Math.sin(a) + dy * Math.cos(a)]
}

export type PreviewGroup<T> = { x: number; y: number; members: T[] }

/**
 * Groups points closer than `radius` pixels, as the live map's clusters do: each group takes the
 * first unassigned point (in the order given) and every later point within `radius` of it, and sits
 * at their mean. Not supercluster's exact result, but the same count of circles at a glance.
 */
export function groupNearby<T>(points: { x: number; y: number; item: T }[], radius: number): PreviewGroup<T>[] {
  const taken = new Array<boolean>(points.length).fill(false)
  const groups: PreviewGroup<T>[] = []
  for (let i = 0; i < points.length; i++) {
    if (taken[i]) continue
    const seed = points[i]
    const members = [seed]
    taken[i] = true
    for (let j = i + 1; j < points.length; j++) {
      if (!taken[j] && Math.hypot(points[j].x - seed.x, points[j].y - seed.y) <= radius) {
        taken[j] = true
        members.push(points[j])
      }
    }
    groups.push({
      x: members.reduce((sum, p) => sum + p.x, 0) / members.length,
      y: members.reduce((sum, p) => sum + p.y, 0) / members.length,
      members: members.map((p) => p.item),
    })
  }
  return groups
}

/** How far a press on a place may move before release and still open it: a finger wobbles a few pixels. */
export const TAP_TOLERANCE_PX = 10

type ScreenPoint = { x: number; y: number }

/** A press released within TAP_TOLERANCE_PX of where it began is a tap, not the start of a drag. */
export const isTap = (down: ScreenPoint, up: ScreenPoint) => Math.hypot(up.x - down.x, up.y - down.y) <= TAP_TOLERANCE_PX
