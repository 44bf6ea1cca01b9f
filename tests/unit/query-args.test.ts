import { describe, expect, it } from 'vitest'

import { pagingProblems, whereConditions } from '@/domain/query-args'

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
      { path: 'longitude', operator: 'near' },
      { path: 'slug', operator: 'equals' },
      { path: 'slug', operator: 'exists' },
    ])
    expect(whereConditions({ or: [{ id: { all: 1 } }, { AND: [{ 'town.name': { like: 'a' } }] }] })).toEqual([
      { path: 'id', operator: 'all' },
      { path: 'town.name', operator: 'like' },
    ])
  })

  it('skips what Payload would not read as a condition', () => {
    for (const where of [undefined, null, 5, 'text', [], { slug: 'x' }, { slug: ['x'] }, { slug: null }]) expect(whereConditions(where)).toEqual([])
    expect(whereConditions({ or: { 0: { id: { equals: 1 } } } })).toEqual([{ path: 'or', operator: '0' }])
  })
})
