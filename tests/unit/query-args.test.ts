import { describe, expect, it } from 'vitest'

import { operatorProblem, pagingProblems, whereConditions } from '@/domain/query-args'

describe('page, limit and depth of a REST read', () => {
  it('may be absent, or whole numbers from 0 (page 0 and limit 0 mean what Payload makes of them)', () => {
    expect(pagingProblems({})).toEqual([])
    expect(pagingProblems({ page: 1, limit: 10, depth: 0 })).toEqual([])
    expect(pagingProblems({ page: 0, limit: 0, depth: 2 })).toEqual([])
    expect(pagingProblems({ page: 9_007_199_254_740_991 })).toEqual([])
  })

  it('are refused when negative, fractional, infinite, beyond safe integers or not numbers', () => {
    expect(pagingProblems({ page: -1 })).toEqual(['page must be a whole number, 1 for the first page'])
    expect(pagingProblems({ limit: -5 })).toEqual(['limit must be a whole number, 0 for no limit'])
    expect(pagingProblems({ depth: -1 })).toEqual(['depth must be a whole number from 0'])
    for (const bad of [1.5, Infinity, -Infinity, NaN, 1e20, '2', true]) expect(pagingProblems({ page: bad }), String(bad)).toHaveLength(1)
    expect(pagingProblems({ page: -1, limit: 1e400, depth: 0.5 })).toHaveLength(3)
  })
})

describe('the conditions of a where', () => {
  it('lists each field and operator, through nested and/or lists', () => {
    expect(whereConditions({ longitude: { near: '1,2' }, slug: { equals: 'x', exists: true } })).toEqual([
      { path: 'longitude', operator: 'near', value: '1,2' },
      { path: 'slug', operator: 'equals', value: 'x' },
      { path: 'slug', operator: 'exists', value: true },
    ])
    expect(whereConditions({ or: [{ id: { all: 1 } }, { AND: [{ 'town.name': { like: 'a' } }] }] })).toEqual([
      { path: 'id', operator: 'all', value: 1 },
      { path: 'town.name', operator: 'like', value: 'a' },
    ])
  })

  it('skips what Payload would not read as a condition', () => {
    for (const where of [undefined, null, 5, 'text', [], { slug: 'x' }, { slug: ['x'] }, { slug: null }])
      expect(whereConditions(where)).toEqual([])
    expect(whereConditions({ or: { 0: { id: { equals: 1 } } } })).toEqual([{ path: 'or', operator: '0', value: { id: { equals: 1 } } }])
  })
})

describe('operators the Postgres adapter can apply to a field', () => {
  const text = { type: 'text' }
  const number = { type: 'number' }

  it('allow comparisons everywhere, text patterns on text, geometry on points', () => {
    for (const operator of ['equals', 'not_equals', 'in', 'not_in', 'exists', 'greater_than', 'less_than_equal']) {
      for (const field of [
        text,
        number,
        { type: 'date' },
        { type: 'select' },
        { type: 'relationship', relationTo: 'towns', hasMany: true },
      ]) {
        expect(operatorProblem('f', operator, field), `${operator} on ${field.type}`).toBeUndefined()
      }
    }
    for (const operator of ['like', 'not_like', 'contains']) {
      for (const type of ['text', 'textarea', 'email', 'code']) expect(operatorProblem('f', operator, { type })).toBeUndefined()
    }
    for (const operator of ['near', 'within', 'intersects']) expect(operatorProblem('where', operator, { type: 'point' })).toBeUndefined()
    // A path that names no field is left to Payload, which answers its own 400.
    expect(operatorProblem('nope', 'like', undefined)).toBeUndefined()
    expect(operatorProblem('f', 'equals', { type: 'text', hasMany: true })).toBeUndefined()
  })

  it('refuse what fails inside the adapter, saying why', () => {
    expect(operatorProblem('id', 'all', number)).toBe('all is not supported by this database')
    expect(operatorProblem('nope', 'all', undefined)).toBe('all is not supported by this database')
    expect(operatorProblem('longitude', 'near', number)).toBe('near works on point fields only, not on longitude')
    for (const type of ['number', 'date', 'select', 'radio', 'relationship', 'upload', 'checkbox', 'json', 'richText']) {
      expect(operatorProblem('f', 'like', { type }), type).toBe('like works on text fields only, not on f')
    }
    expect(operatorProblem('tags', 'equals', { type: 'text', hasMany: true, localized: true })).toBe('tags cannot be used to filter')
    const polymorphic = { type: 'relationship', relationTo: ['users', 'towns'] }
    expect(operatorProblem('user', 'exists', polymorphic)).toBe(
      'user links to several collections: filter on user.value and user.relationTo',
    )
    expect(operatorProblem('user.value', 'equals', { ...polymorphic, pairPart: true })).toBeUndefined()
    expect(operatorProblem('user.value', 'in', { ...polymorphic, pairPart: true })).toBe(
      'in cannot be used on user.value: only equals, not_equals and exists',
    )
  })

  it('refuse null as the list of in and not_in, except on text, where "null" is a word like any other', () => {
    const town = { type: 'relationship', relationTo: 'towns' }
    for (const value of [null, 'null']) {
      expect(operatorProblem('town', 'in', town, value)).toBe(
        'in on town needs a list of values, not null (exists=false finds the empty ones)',
      )
      expect(operatorProblem('town.id', 'not_in', number, value)).toMatch(/^not_in on town.id needs a list of values/)
      expect(operatorProblem('slug', 'in', text, value)).toBeUndefined()
    }
    for (const value of ['1,2', ['1'], '', 'NULL']) expect(operatorProblem('town', 'in', town, value), String(value)).toBeUndefined()
    expect(operatorProblem('town', 'equals', town, 'null')).toBeUndefined()
  })
})
