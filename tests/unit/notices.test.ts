import { describe, expect, it } from 'vitest'

import { activeDays, isNoticeActive, londonDayNumber, noticeStatus, visibleNotices } from '@/domain/notices'
import { GUIDE_TIME_ZONE } from '@/domain/time-zone'

// Spec §3 "Notice: active age in days, expired state"; §4 "shows active notices by default, or all including past ones after the toggle".
const NOW = new Date('2026-03-28T10:00:00Z')
const notice = (id: number, startDate: string, endDate: string | null) => ({ id, title: `n${id}`, startDate, endDate })

describe('notice status with a fixed clock', () => {
  it('is active from its start until its end, inclusive', () => {
    expect(noticeStatus(notice(1, '2026-03-28T10:00:00Z', '2026-04-01T00:00:00Z'), NOW)).toBe('active')
    expect(noticeStatus(notice(1, '2026-03-20T00:00:00Z', '2026-03-28T10:00:00Z'), NOW)).toBe('active')
    expect(isNoticeActive(notice(1, '2026-03-20T00:00:00Z', null), NOW)).toBe(true)
  })

  it('is expired after its end and scheduled before its start', () => {
    expect(noticeStatus(notice(1, '2026-03-01T00:00:00Z', '2026-03-28T09:59:59Z'), NOW)).toBe('expired')
    expect(noticeStatus(notice(1, '2026-03-28T10:00:01Z', null), NOW)).toBe('scheduled')
    expect(isNoticeActive(notice(1, '2026-03-29T00:00:00Z', '2026-04-29T00:00:00Z'), NOW)).toBe(false)
  })
})

describe('"Active for {days} days": London calendar days since the start', () => {
  it('counts 0 on the first day and whole calendar days after', () => {
    expect(GUIDE_TIME_ZONE).toBe('Europe/London')
    expect(activeDays({ startDate: '2026-03-28T00:30:00Z' }, NOW)).toBe(0)
    expect(activeDays({ startDate: '2026-03-27T22:00:00Z' }, NOW)).toBe(1)
    expect(activeDays({ startDate: '2026-03-25T10:00:00Z' }, NOW)).toBe(3)
    expect(activeDays({ startDate: '2026-02-26T10:00:00Z' }, NOW)).toBe(30)
  })

  it('uses the London date, not UTC, across the clocks going forward (29 March 2026) and in summer time', () => {
    // 23:30 UTC on 29 June is 00:30 on 30 June in London (BST).
    const summer = new Date('2026-06-30T08:00:00Z')
    expect(londonDayNumber(new Date('2026-06-29T23:30:00Z'))).toBe(londonDayNumber(summer))
    expect(activeDays({ startDate: '2026-06-29T23:30:00Z' }, summer)).toBe(0)
    expect(activeDays({ startDate: '2026-03-28T12:00:00Z' }, new Date('2026-03-30T00:30:00Z'))).toBe(2)
  })

  it('never counts negative days for a notice that has not started', () => {
    expect(activeDays({ startDate: '2026-04-10T00:00:00Z' }, NOW)).toBe(0)
  })
})

describe('which notices the modal lists', () => {
  const notices = [
    notice(1, '2026-03-25T09:00:00Z', '2026-04-11T09:00:00Z'), // active, started 3 days ago
    notice(2, '2026-02-21T09:00:00Z', '2026-03-22T09:00:00Z'), // expired 6 days ago
    notice(3, '2026-03-27T09:00:00Z', null), // active, open-ended, newest
    notice(4, '2026-04-02T09:00:00Z', '2026-04-20T09:00:00Z'), // scheduled
    notice(5, '2026-01-01T09:00:00Z', '2026-01-10T09:00:00Z'), // expired long ago
  ]

  it('shows only active ones by default, newest first', () => {
    expect(visibleNotices(notices, NOW, false).map((n) => n.id)).toEqual([3, 1])
  })

  it('adds expired ones after the toggle, most recently ended first, and never scheduled ones', () => {
    const all = visibleNotices(notices, NOW, true)
    expect(all.map((n) => n.id)).toEqual([3, 1, 2, 5])
    expect(all.map((n) => n.status)).toEqual(['active', 'active', 'expired', 'expired'])
  })

  it('is empty when nothing is active', () => {
    expect(visibleNotices([notices[1]], NOW, false)).toEqual([])
  })
})
