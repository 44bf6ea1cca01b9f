import { describe, expect, it } from 'vitest'

import { isRunnerAuthorization, runnerToken } from '@/features/scheduled-publishing/runner-token'
import { endDateUnpublishPlan, JOBS_RUN, msUntilNextRun, selfOrigin } from '@/domain/scheduled-publishing'

const at = (iso: string) => new Date(iso).getTime()

describe('when the app runs the jobs queue (issue 22: live within a minute of the scheduled time)', () => {
  it('runs a few seconds after each minute turns, so a change set for 07:00 is live by about 07:00:05', () => {
    expect(JOBS_RUN.everyMs).toBe(60_000)
    expect(msUntilNextRun(at('2026-11-30T07:00:00.000Z'))).toBe(3_000)
    expect(msUntilNextRun(at('2026-11-30T06:59:59.000Z'))).toBe(4_000)
    expect(msUntilNextRun(at('2026-11-30T07:00:02.500Z'))).toBe(500)
  })

  it('never runs twice in the same minute, nor waits a minute or more', () => {
    expect(msUntilNextRun(at('2026-11-30T07:00:03.000Z'))).toBe(60_000)
    expect(msUntilNextRun(at('2026-11-30T07:00:03.001Z'))).toBe(59_999)
    for (let ms = 0; ms < 60_000; ms += 997) {
      const wait = msUntilNextRun(at('2026-11-30T07:00:00.000Z') + ms)
      expect(wait).toBeGreaterThan(0)
      expect(wait).toBeLessThanOrEqual(60_000)
      expect((at('2026-11-30T07:00:00.000Z') + ms + wait) % 60_000).toBe(JOBS_RUN.afterTheMinuteMs)
    }
  })

  it('waits for the server to listen before the first run', () => {
    expect(msUntilNextRun(at('2026-11-30T07:00:00.000Z'), 10_000)).toBe(63_000)
    expect(msUntilNextRun(at('2026-11-30T06:59:50.000Z'), 10_000)).toBe(13_000)
  })
})

describe('a notice’s end-date unpublish', () => {
  const now = new Date('2026-11-30T07:00:00Z')
  const end = '2026-12-01T18:00:00.000Z'

  it('is queued at the end of a published notice whose end is still to come', () => {
    expect(endDateUnpublishPlan({ published: true, endDate: end, now, pending: [] })).toEqual({ cancel: [], queueAt: new Date(end) })
  })

  it('is kept when already queued at that moment, and only once', () => {
    const pending = [
      { id: 1, waitUntil: end },
      { id: 2, waitUntil: new Date(end) },
    ]
    expect(endDateUnpublishPlan({ published: true, endDate: end, now, pending })).toEqual({ cancel: [2], queueAt: null })
  })

  it('moves with the end date', () => {
    const plan = endDateUnpublishPlan({ published: true, endDate: end, now, pending: [{ id: 7, waitUntil: '2026-12-01T17:00:00.000Z' }] })
    expect(plan).toEqual({ cancel: [7], queueAt: new Date(end) })
  })

  it('is cancelled when the notice is unpublished, loses its end, or its end has passed', () => {
    const pending = [{ id: 3, waitUntil: end }]
    expect(endDateUnpublishPlan({ published: false, endDate: end, now, pending })).toEqual({ cancel: [3], queueAt: null })
    expect(endDateUnpublishPlan({ published: true, endDate: null, now, pending })).toEqual({ cancel: [3], queueAt: null })
    expect(endDateUnpublishPlan({ published: true, endDate: '', now, pending })).toEqual({ cancel: [3], queueAt: null })
    expect(endDateUnpublishPlan({ published: true, endDate: 'not a date', now, pending })).toEqual({ cancel: [3], queueAt: null })
    expect(endDateUnpublishPlan({ published: true, endDate: now.toISOString(), now, pending: [] })).toEqual({ cancel: [], queueAt: null })
  })
})

describe('where a server process reaches itself', () => {
  it('is its own port on loopback when it binds every interface', () => {
    expect(selfOrigin({})).toBe('http://127.0.0.1:3000')
    expect(selfOrigin({ PORT: '3002' })).toBe('http://127.0.0.1:3002')
    expect(selfOrigin({ PORT: '3002', HOST: '0.0.0.0' })).toBe('http://127.0.0.1:3002')
    expect(selfOrigin({ PORT: '3002', HOST: '::' })).toBe('http://127.0.0.1:3002')
    expect(selfOrigin({ PORT: 'x' })).toBe('http://127.0.0.1:3000')
  })

  it('is the address it binds otherwise', () => {
    expect(selfOrigin({ PORT: '3001', HOST: '10.0.0.5' })).toBe('http://10.0.0.5:3001')
    expect(selfOrigin({ PORT: '3001', HOST: '::1' })).toBe('http://[::1]:3001')
    expect(selfOrigin({ PORT: '3001', HOST: 'localhost' })).toBe('http://localhost:3001')
  })
})

describe('the runner’s token', () => {
  it('is one per process, and only it is accepted', () => {
    expect(runnerToken()).toBe(runnerToken())
    expect(runnerToken()).toMatch(/^[0-9a-f]{64}$/)
    expect(isRunnerAuthorization(`Bearer ${runnerToken()}`)).toBe(true)
    expect(isRunnerAuthorization(null)).toBe(false)
    expect(isRunnerAuthorization('')).toBe(false)
    expect(isRunnerAuthorization(`Bearer ${'0'.repeat(64)}`)).toBe(false)
    expect(isRunnerAuthorization(`Bearer ${runnerToken()}x`)).toBe(false)
  })
})
