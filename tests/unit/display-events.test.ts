import { describe, expect, it } from 'vitest'

import { displayEvents, todaysEvents } from '@/domain/display-events'

// 23:30 on 1 June in London is 22:30 UTC: "today" is the town's day, not the server's.
const NOW = new Date('2026-06-01T22:30:00Z')
const event = (id: string, start: string, end: string | null = null) => ({ id, start, end })

describe('today’s events on a kiosk or screen', () => {
  const earlier = event('earlier', '2026-06-01T08:00:00Z', '2026-06-01T09:00:00Z')
  const late = event('late', '2026-06-01T22:00:00Z', '2026-06-01T23:45:00Z')
  const evening = event('evening', '2026-06-01T20:00:00Z', '2026-06-01T23:00:00Z')
  const tomorrow = event('tomorrow', '2026-06-02T10:00:00Z')
  const festival = event('festival', '2026-05-30T09:00:00Z', '2026-06-03T17:00:00Z')
  const nextWeek = event('next-week', '2026-06-08T10:00:00Z')

  it('are those of the town’s day that have not finished, soonest first, including ones that span it', () => {
    expect(todaysEvents([tomorrow, late, earlier, evening, festival], NOW).map((e) => e.id)).toEqual(['festival', 'evening', 'late'])
  })

  it('are replaced by the next upcoming ones, as many as asked, when none is today', () => {
    expect(displayEvents([nextWeek, earlier, tomorrow], NOW, 1)).toEqual({ isToday: false, events: [tomorrow] })
    expect(displayEvents([nextWeek, earlier, tomorrow], NOW, 3)).toEqual({ isToday: false, events: [tomorrow, nextWeek] })
    expect(displayEvents([late, tomorrow], NOW, 3)).toEqual({ isToday: true, events: [late] })
    expect(displayEvents([], NOW, 3)).toEqual({ isToday: false, events: [] })
  })
})
