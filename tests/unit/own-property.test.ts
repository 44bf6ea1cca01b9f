import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { hasOwnKey, ownValue } from '@/domain/own-property'

import { PROTOTYPE_NAMES } from './prototype-names'

describe('ownValue: lookups by a value from outside see own properties only', () => {
  const table: Record<string, string> = { saint: 'st', tours: 'Footprints' }

  it('finds what the table holds', () => {
    expect(ownValue(table, 'saint')).toBe('st')
    expect(hasOwnKey(table, 'tours')).toBe(true)
  })

  it.each(PROTOTYPE_NAMES)('answers undefined for %s, which a plain object inherits', (name) => {
    expect(ownValue(table, name)).toBeUndefined()
    expect(hasOwnKey(table, name)).toBe(false)
  })

  it('answers undefined for keys that are not strings', () => {
    for (const key of [undefined, null, 1, {}, ['saint'], Symbol.iterator]) expect(ownValue(table, key)).toBeUndefined()
  })

  it('still finds a prototype name the table holds as its own', () => {
    expect(ownValue({ constructor: 'own' } as Record<string, string>, 'constructor')).toBe('own')
  })

  it('never answers anything but a value the table holds, whatever the key', () => {
    const values = new Set(Object.values(table))
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...PROTOTYPE_NAMES)), (key) => {
        const value = ownValue(table, key)
        expect(value === undefined || values.has(value)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})
