import { describe, expect, it } from 'vitest'

import { MAP_LAYERS } from '@/domain/catalogue'
import {
  categoryIndexOf,
  comboKey,
  DEFAULT_FILTERS,
  isFiltered,
  LAYER_SLOTS,
  NO_LAYER,
  placeMatches,
  toggleCategory,
  toggleLayer,
  visibleKeys,
} from '@/domain/map-filters'

const categories = [{ slug: 'food' }, { slug: 'shops' }]
const index = categoryIndexOf(categories)

describe('map filters', () => {
  it('gives each category and layer pair its own key, with a slot for no layer and one for unknown categories', () => {
    expect(comboKey({ categorySlug: 'food', layer: null }, index)).toBe(NO_LAYER)
    expect(comboKey({ categorySlug: 'shops', layer: MAP_LAYERS[0] }, index)).toBe(LAYER_SLOTS)
    expect(comboKey({ categorySlug: 'unknown', layer: null }, index)).toBe(2 * LAYER_SLOTS + NO_LAYER)
  })

  it('shows a place when its category is chosen (or none is) and its layer, if any, is on', () => {
    expect(placeMatches({ categorySlug: 'food', layer: null }, DEFAULT_FILTERS)).toBe(true)
    expect(placeMatches({ categorySlug: 'food', layer: null }, { ...DEFAULT_FILTERS, categories: ['shops'] })).toBe(false)
    expect(placeMatches({ categorySlug: 'food', layer: 'poi' }, { ...DEFAULT_FILTERS, layers: [] })).toBe(false)
    expect(placeMatches({ categorySlug: 'food', layer: null }, { ...DEFAULT_FILTERS, layers: [] })).toBe(true)
  })

  it('lets through the keys of chosen categories on layers that are on', () => {
    const food = comboKey({ categorySlug: 'food', layer: null }, index)
    const shopsPoi = comboKey({ categorySlug: 'shops', layer: 'poi' }, index)
    expect(visibleKeys([food, shopsPoi], categories, DEFAULT_FILTERS)).toEqual([food, shopsPoi])
    expect(visibleKeys([food, shopsPoi], categories, { ...DEFAULT_FILTERS, categories: ['shops'] })).toEqual([shopsPoi])
    expect(visibleKeys([food, shopsPoi], categories, toggleLayer(DEFAULT_FILTERS, 'poi'))).toEqual([food])
  })

  it('toggles categories and layers, keeping the layers in display order', () => {
    const one = toggleCategory(DEFAULT_FILTERS, 'food')
    expect(one.categories).toEqual(['food'])
    expect(isFiltered(one)).toBe(true)
    expect(toggleCategory(one, 'food')).toEqual(DEFAULT_FILTERS)
    const off = toggleLayer(toggleLayer(DEFAULT_FILTERS, MAP_LAYERS[0]), MAP_LAYERS[1])
    expect(toggleLayer(toggleLayer(off, MAP_LAYERS[1]), MAP_LAYERS[0]).layers).toEqual([...MAP_LAYERS])
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false)
  })
})
