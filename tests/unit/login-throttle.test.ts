import { describe, expect, it } from 'vitest'

import { accountDelayMs, decideLogin, LOGIN_THROTTLE, MIN_PASSWORD_LENGTH, pairLockedUntil } from '@/domain/login-throttle'

const NOW = 1_800_000_000_000
const MIN = 60_000
const times = (count: number, everyMs = 1000, from = NOW) => Array.from({ length: count }, (_, i) => from - i * everyMs)
const none = { address: [], pair: [], accountCount: 0 }

describe('sign-in throttle (issue 28 item 2)', () => {
  it('uses the limits the issue names', () => {
    expect(LOGIN_THROTTLE.address).toMatchObject({ windowMs: 15 * MIN, maxFailures: 10 })
    expect(LOGIN_THROTTLE.pair).toMatchObject({ maxFailures: 5, lockMs: 10 * MIN })
    expect(LOGIN_THROTTLE.account.maxDelayMs).toBe(2000)
    expect(MIN_PASSWORD_LENGTH).toBe(12)
  })

  it('lets a clean attempt through without delay', () => {
    expect(decideLogin(none, NOW, '10.0.0.1')).toEqual({ kind: 'try', delayMs: 0 })
  })

  it('refuses an address after 10 failures in 15 minutes, until the oldest of them ages out', () => {
    expect(decideLogin({ ...none, address: times(9) }, NOW, '10.0.0.1').kind).toBe('try')
    const blocked = decideLogin({ ...none, address: times(10, MIN) }, NOW, '10.0.0.1')
    // The oldest counted failure was 9 minutes ago: 6 minutes to go.
    expect(blocked).toEqual({ kind: 'address-blocked', retryAfterSeconds: 6 * 60 })
    expect(decideLogin({ ...none, address: times(10, MIN, NOW - 6 * MIN) }, NOW, '10.0.0.1').kind).toBe('try')
  })

  it('never blocks the "unknown" address, which every client shares when no server resolves them', () => {
    expect(decideLogin({ ...none, address: times(50) }, NOW, 'unknown').kind).toBe('try')
  })

  it('locks an account for one address 10 minutes after its fifth failure within 10 minutes', () => {
    expect(pairLockedUntil(times(4))).toBe(0)
    expect(pairLockedUntil(times(5))).toBe(NOW + 10 * MIN)
    expect(decideLogin({ ...none, pair: times(5) }, NOW, '10.0.0.1').kind).toBe('locked')
    expect(decideLogin({ ...none, pair: times(5) }, NOW + 10 * MIN + 1, '10.0.0.1').kind).toBe('try')
    // Five failures spread over more than ten minutes lock nothing.
    expect(pairLockedUntil(times(5, 3 * MIN))).toBe(0)
  })

  it('slows an account that fails from everywhere, but never locks it', () => {
    expect(accountDelayMs(LOGIN_THROTTLE.account.freeFailures)).toBe(0)
    expect(accountDelayMs(LOGIN_THROTTLE.account.freeFailures + 1)).toBe(LOGIN_THROTTLE.account.stepMs)
    expect(accountDelayMs(10_000)).toBe(2000)
    expect(decideLogin({ ...none, accountCount: 10_000 }, NOW, '10.0.0.1')).toEqual({ kind: 'try', delayMs: 2000 })
  })
})
