import { describe, expect, it } from 'vitest'

import { parseFilter } from '@/features/usage/stats-filter'

const now = new Date('2026-03-31T12:00:00Z')

describe('usage statistics filter', () => {
  it('defaults to the last 30 days and all towns, and orders a reversed range', () => {
    expect(parseFilter({}, now)).toEqual({ filter: { from: '2026-03-02', to: '2026-03-31', town: null }, problems: [] })
    expect(parseFilter({ from: '', to: '' }, now).problems).toEqual([])
    expect(parseFilter({ from: '2026-03-10', to: '2026-03-01', town: 'st-ives' }, now)).toEqual({
      filter: { from: '2026-03-01', to: '2026-03-10', town: 'st-ives' },
      problems: [],
    })
  })

  it('names each date that is not a real day, and falls back to its default', () => {
    const { filter, problems } = parseFilter({ from: '2026-13-45', to: ['yesterday', '2026-03-01'] }, now)
    expect(filter).toEqual({ from: '2026-03-02', to: '2026-03-31', town: null })
    expect(problems).toEqual([
      'from must be a date as YYYY-MM-DD: "2026-13-45" is not one',
      'to must be a date as YYYY-MM-DD: "yesterday" is not one',
    ])
  })
})
