export type MapTown = {
  slug: string
  name: string
  centre: [number, number]
  zoom: number
  minZoom: number
  maxZoom: number
  maxBounds: [[number, number], [number, number]]
}
