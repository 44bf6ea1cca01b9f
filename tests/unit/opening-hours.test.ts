import { describe, expect, it } from 'vitest'

import { formatTime, openingStatus, wallClock, weeklyHours } from '@/domain/opening-hours'
import { GUIDE_TIME_ZONE } from '@/domain/time-zone'

// Spec §3/§4: the details panel shows "open now / closes at", computed from OSM opening_hours, in UK time.
const SHOP = 'Mo-Sa 09:00-17:30; Su 10:00-16:00; PH off'

describe('wallClock', () => {
  it('reads instants in the towns’ time zone, summer and winter', () => {
    expect(GUIDE_TIME_ZONE).toBe('Europe/London')
    expect(wallClock(new Date('2026-01-14T12:00:00Z'))).toMatchObject({ hour: 12, minute: 0, weekday: 3 })
    expect(wallClock(new Date('2026-07-14T12:00:00Z'))).toMatchObject({ hour: 13, minute: 0, weekday: 2 })
  })
  it('formats times as HH:MM', () => {
    expect(formatTime({ hour: 9, minute: 5 })).toBe('09:05')
  })
})

describe('openingStatus', () => {
  it('is null without hours or with hours that do not parse', () => {
    expect(openingStatus(null, new Date())).toBeNull()
    expect(openingStatus('  ', new Date())).toBeNull()
    expect(openingStatus('whenever the owner feels like it', new Date())).toBeNull()
  })

  it('says open now and when it closes (a Wednesday in winter, 11:00 GMT)', () => {
    const status = openingStatus(SHOP, new Date('2026-01-14T11:00:00Z'))
    expect(status).toMatchObject({ state: 'open', closes: { time: '17:30', dayOffset: 0 } })
  })

  it('uses UK summer time, not UTC (10:00 UTC in July is 11:00 in Huntingdon)', () => {
    expect(openingStatus('Mo-Su 11:00-12:00', new Date('2026-07-15T10:00:00Z'))).toMatchObject({
      state: 'open',
      closes: { time: '12:00' },
    })
    expect(openingStatus('Mo-Su 11:00-12:00', new Date('2026-01-14T10:00:00Z'))).toMatchObject({
      state: 'closed',
      opens: { time: '11:00', dayOffset: 0 },
    })
  })

  it('says when a closed place opens next, on a later day', () => {
    // Saturday 18:00 → opens Sunday 10:00.
    expect(openingStatus(SHOP, new Date('2026-01-17T18:00:00Z'))).toMatchObject({
      state: 'closed',
      opens: { time: '10:00', dayOffset: 1 },
    })
  })

  it('closes on English public holidays (Christmas Day 2026 is a Friday)', () => {
    expect(openingStatus(SHOP, new Date('2026-12-25T12:00:00Z'))).toMatchObject({ state: 'closed' })
    expect(openingStatus(SHOP, new Date('2026-12-24T12:00:00Z'))).toMatchObject({ state: 'open' })
  })

  it('handles 24/7 and places with no next change', () => {
    expect(openingStatus('24/7', new Date('2026-01-14T03:00:00Z'))).toMatchObject({ state: 'open', closes: null })
  })

  it('reports unknown states and comments', () => {
    expect(openingStatus('Mo-Su 10:00-16:00 unknown "by appointment"', new Date('2026-01-14T12:00:00Z'))).toMatchObject({
      state: 'unknown',
      comment: 'by appointment',
    })
  })
})

describe('a week of opening hours, for search engines (issue 25)', () => {
  // Thursday 26 November 2026: the week is Friday 27 to Thursday 3 December (no public holiday).
  const NOW = new Date('2026-11-26T12:00:00Z')

  it('gives each opening its weekday and wall-clock times', () => {
    const week = weeklyHours('Mo-Fr 09:00-17:00; Sa 10:00-16:00', NOW)!
    expect(week.filter((opening) => opening.weekday === 3)).toEqual([{ weekday: 3, opens: '09:00', closes: '17:00' }])
    expect(week.find((opening) => opening.weekday === 6)).toEqual({ weekday: 6, opens: '10:00', closes: '16:00' })
    expect(week.some((opening) => opening.weekday === 0)).toBe(false)
    expect(week).toHaveLength(6)
  })

  it('cuts a night past midnight at the end of the day, and keeps London time in summer', () => {
    expect(weeklyHours('Fr 20:00-02:00', NOW)).toEqual([
      { weekday: 5, opens: '20:00', closes: '23:59' },
      { weekday: 6, opens: '00:00', closes: '02:00' },
    ])
    expect(weeklyHours('24/7', NOW)).toHaveLength(7)
    expect(weeklyHours('Mo 09:00-17:00', new Date('2026-07-01T12:00:00Z'))).toEqual([{ weekday: 1, opens: '09:00', closes: '17:00' }])
  })

  it('says nothing for hours that change with holidays or the season, which one week cannot show', () => {
    expect(weeklyHours('Mo-Sa 09:00-17:30; Su 10:00-16:00; PH off', NOW)).toBeNull()
    expect(weeklyHours('Apr-Oct: Mo-Su 10:00-17:00', NOW)).toBeNull()
    expect(weeklyHours('Mo-Fr 09:00-17:00; SH off', NOW)).toBeNull()
    expect(weeklyHours('Mo[1] 10:00-12:00', NOW)).toBeNull()
  })

  it('says nothing for hours that do not parse or never open', () => {
    expect(weeklyHours('whenever we feel like it', NOW)).toBeNull()
    expect(weeklyHours('off', NOW)).toBeNull()
    expect(weeklyHours('', NOW)).toBeNull()
  })
})
