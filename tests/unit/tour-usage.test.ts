import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { stoppedAt, whereVisitorsStop } from '@/domain/tour-usage'

describe('where visitors stop a tour (issue 20)', () => {
  it('reads the drop between consecutive stops', () => {
    // 10 started; 8 reached stop 1, 7 stop 2, 3 stop 3, 3 stop 4 (the last), 3 finished.
    const reached = [
      { stop: 1, reached: 8 },
      { stop: 2, reached: 7 },
      { stop: 3, reached: 3 },
      { stop: 4, reached: 3 },
    ]
    expect([...stoppedAt(10, 3, reached)]).toEqual([
      [0, 2],
      [1, 1],
      [2, 4],
      [3, 0],
      [4, 0],
    ])
    expect(whereVisitorsStop(10, 3, reached)).toBe(2)
  })

  it('nobody stopped short, or nobody came: no stop', () => {
    expect(whereVisitorsStop(2, 2, [{ stop: 1, reached: 2 }])).toBeNull()
    expect(whereVisitorsStop(0, 0, [])).toBeNull()
    expect(whereVisitorsStop(4, 0, [])).toBe(0)
  })

  it('for any walk of visitors through a tour: the counts add up to those who did not finish', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 60 }), fc.integer({ min: 1, max: 6 }), (lastReached, stops) => {
        // Each visitor reached stops 1…n (n = 0: none); reaching the last stop is finishing.
        const walks = lastReached.map((n) => Math.min(n, stops))
        const reached = Array.from({ length: stops }, (_, i) => ({ stop: i + 1, reached: walks.filter((n) => n >= i + 1).length }))
        const finished = walks.filter((n) => n === stops).length
        const stopped = stoppedAt(walks.length, finished, reached)
        for (let stop = 0; stop < stops; stop++) expect(stopped.get(stop) ?? 0).toBe(walks.filter((n) => n === stop).length)
        const worst = whereVisitorsStop(walks.length, finished, reached)
        if (finished === walks.length) expect(worst).toBeNull()
        else expect(walks.filter((n) => n === worst).length).toBe(Math.max(...[...stopped.values()]))
      }),
    )
  })
})
