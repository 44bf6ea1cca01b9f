import type { UIFieldServerComponent } from 'payload'

import { adminWords, mapCategories, mapPlaces, mapTowns } from './map-data'
import { PositionPicker, type PositionPickerProps, type PositionPickerWords } from './PositionPicker'

/**
 * Issue 22 (1): the map picker of a position (a place's, a town's camera and kiosk sites), with what
 * it needs read once on the server: the categories' colours and icons as the public map draws them,
 * the towns' bounds, and the places around to find and to show.
 */
export const PositionField: UIFieldServerComponent = async ({ payload, req, i18n, path, field }) => {
  const options = (field.custom ?? {}) as Pick<PositionPickerProps, 'town' | 'confidenceField'>
  const [{ categories, icons }, towns, places] = await Promise.all([
    mapCategories(payload, req),
    mapTowns(payload, req),
    mapPlaces(payload, req),
  ])
  const words: PositionPickerWords = adminWords(i18n, {
    heading: 'Position on the map',
    hint: 'Drag the pin, or click the map to put it there. With the pin focused, the arrow keys move it (Shift: further). The two numbers follow, and the pin follows them.',
    pin: 'The place’s pin',
    find: 'Find a place in {town}',
    noMatch: 'No place in {town} matches.',
    show: 'Show on the map',
    outside:
      'The pin is outside the map bounds of {town}: visitors cannot scroll the town’s map to it. Check the position, or widen the town’s bounds.',
    chooseTown: 'Choose the town first: its map appears here.',
    offerChecked: 'This position came with low confidence. Now that you have placed the pin, mark it as checked on a map?',
    markChecked: 'Mark as checked',
    markedChecked: 'Marked as checked on a map: save to keep it.',
    mapOf: 'Map of {town}',
    unavailable: 'The map could not be loaded. The two numbers still work.',
  })
  return (
    <PositionPicker
      path={path}
      words={words}
      categories={categories}
      icons={icons}
      towns={towns}
      places={places}
      town={options.town ?? 'self'}
      confidenceField={options.confidenceField}
    />
  )
}
