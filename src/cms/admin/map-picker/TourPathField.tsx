import type { UIFieldServerComponent } from 'payload'

import { adminWords, mapCategories, mapPlaces, mapTowns } from './map-data'
import { TourPathPicker } from './TourPathPicker'

/** Issue 22 (1): a tour's path drawn on the map, with the town's bounds and places read on the server. */
export const TourPathField: UIFieldServerComponent = async ({ payload, req, i18n }) => {
  const [{ categories, icons }, towns, places] = await Promise.all([
    mapCategories(payload, req),
    mapTowns(payload, req),
    mapPlaces(payload, req),
  ])
  const words = adminWords(i18n, {
    heading: 'The path on the map',
    hint: 'Click the map to add a point at the end of the path. Drag a point, or focus it and use the arrow keys (Shift: further), to move it. The tour’s stops are shown in order.',
    point: 'Point {n} of the path',
    fromStops: 'Start from the stops',
    removeLast: 'Remove the last point',
    clear: 'Clear the path',
    count: '{count} points; without a path of two or more, the route is drawn stop to stop.',
    chooseTown: 'Choose the town first: its map appears here.',
    mapOf: 'Map of {town}',
    unavailable: 'The map could not be loaded.',
  })
  return <TourPathPicker words={words} categories={categories} icons={icons} towns={towns} places={places} />
}
