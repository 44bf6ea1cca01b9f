export type MapTown = {
  slug: string
  name: string
  /** the town's key in the API (/api/departures/{mode}/{dbKey}); null on demo pages with no town behind them */
  dbKey: string | null
  /** whether the town has a railway station, whose place then shows its trains */
  hasStation: boolean
  centre: [number, number]
  zoom: number
  minZoom: number
  maxZoom: number
  maxBounds: [[number, number], [number, number]]
}
