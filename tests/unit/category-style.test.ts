import { icons } from 'lucide-react'
import { describe, expect, it } from 'vitest'

import content from '@/cms/seed/data/content.json'
import {
  CATEGORY_ICONS,
  categoryStyle,
  DEFAULT_CATEGORY_COLOUR,
  DEFAULT_CATEGORY_ICON,
  isCategoryIcon,
  isHexColour,
} from '@/domain/category-style'

import { PROTOTYPE_NAMES } from './prototype-names'

describe('category icons (issue 28: an icon name picks a component)', () => {
  it('are all lucide icons, the default among them', () => {
    expect(CATEGORY_ICONS.filter((name) => !Object.hasOwn(icons, name))).toEqual([])
    expect(isCategoryIcon(DEFAULT_CATEGORY_ICON)).toBe(true)
    expect(new Set(CATEGORY_ICONS).size).toBe(CATEGORY_ICONS.length)
  })

  it('include every icon and colour of the seeded categories', () => {
    for (const category of content.categories) {
      expect(isCategoryIcon(category.icon), category.slug).toBe(true)
      expect(isHexColour(category.colour), category.slug).toBe(true)
    }
  })

  it.each(PROTOTYPE_NAMES)('refuse %s', (name) => {
    expect(isCategoryIcon(name)).toBe(false)
  })

  it('refuse names in another case, blanks and values that are not strings', () => {
    for (const value of ['landmark', 'LANDMARK', ' Landmark', 'Landmark ', '', 'Map Pin', null, undefined, 7, {}]) {
      expect(isCategoryIcon(value), String(value)).toBe(false)
    }
  })
})

describe('category colours: six-digit hex only', () => {
  it('accepts #rrggbb in either case', () => {
    for (const colour of ['#1d5f8a', '#C2410C', '#000000', '#ffffff']) expect(isHexColour(colour), colour).toBe(true)
    expect(isHexColour(DEFAULT_CATEGORY_COLOUR)).toBe(true)
  })

  it('refuses names, short forms, CSS that does more than colour, and trailing text', () => {
    for (const colour of [
      'red',
      '#fff',
      '#1d5f8a80',
      '1d5f8a',
      '#1d5f8g',
      'url(https://tracker.example/x.png)',
      '#1d5f8a; display: none',
      '#1d5f8a\n',
      ' #1d5f8a',
      'var(--brand)',
      null,
      0x1d5f8a,
    ]) {
      expect(isHexColour(colour), String(colour)).toBe(false)
    }
  })
})

describe('categoryStyle: what a stored category is drawn with', () => {
  it('keeps allowed values', () => {
    expect(categoryStyle({ icon: 'Landmark', colour: '#6D28D9' })).toEqual({ icon: 'Landmark', colour: '#6D28D9', rejected: [] })
  })

  it('falls back to the pin and the default colour, naming what it refused', () => {
    expect(categoryStyle({ icon: 'constructor', colour: 'url(x)' })).toEqual({
      icon: DEFAULT_CATEGORY_ICON,
      colour: DEFAULT_CATEGORY_COLOUR,
      rejected: ['icon', 'colour'],
    })
    expect(categoryStyle({ icon: '__proto__', colour: '#6D28D9' })).toEqual({ icon: 'MapPin', colour: '#6D28D9', rejected: ['icon'] })
    expect(categoryStyle({}).rejected).toEqual(['icon', 'colour'])
  })
})
