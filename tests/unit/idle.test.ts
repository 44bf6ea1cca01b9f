import { describe, expect, it } from 'vitest'

import { isTabIdle, KIOSK_COUNTDOWN_SECONDS, KIOSK_IDLE_MS, kioskIdlePhase, TAB_IDLE_CHECK_MS, TAB_IDLE_MS } from '@/domain/idle'

// Spec §7: kiosk idle timeout 2 min; tab idle 2 min checked every 10 s.
describe('idle constants', () => {
  it('match the spec', () => {
    expect(KIOSK_IDLE_MS).toBe(120_000)
    expect(TAB_IDLE_MS).toBe(120_000)
    expect(TAB_IDLE_CHECK_MS).toBe(10_000)
    expect(KIOSK_COUNTDOWN_SECONDS).toBe(10)
  })
})

describe('kioskIdlePhase', () => {
  const t0 = 1_000_000
  it('stays active until 1 min 50 s have passed', () => {
    expect(kioskIdlePhase(t0, t0)).toEqual({ phase: 'active' })
    expect(kioskIdlePhase(t0, t0 + 110_000 - 1)).toEqual({ phase: 'active' })
  })
  it('then counts down the last ten seconds of the two minutes', () => {
    expect(kioskIdlePhase(t0, t0 + 110_000)).toEqual({ phase: 'countdown', secondsLeft: 10 })
    expect(kioskIdlePhase(t0, t0 + 110_999)).toEqual({ phase: 'countdown', secondsLeft: 10 })
    expect(kioskIdlePhase(t0, t0 + 111_000)).toEqual({ phase: 'countdown', secondsLeft: 9 })
    expect(kioskIdlePhase(t0, t0 + KIOSK_IDLE_MS - 1)).toEqual({ phase: 'countdown', secondsLeft: 1 })
  })
  it('then resets at exactly two minutes', () => {
    expect(kioskIdlePhase(t0, t0 + KIOSK_IDLE_MS)).toEqual({ phase: 'reset' })
    expect(kioskIdlePhase(t0, t0 + KIOSK_IDLE_MS + 60_000)).toEqual({ phase: 'reset' })
  })
  it('treats clocks going backwards as activity now', () => {
    expect(kioskIdlePhase(t0, t0 - 5_000)).toEqual({ phase: 'active' })
  })
})

describe('isTabIdle', () => {
  it('is idle from two minutes on', () => {
    expect(isTabIdle(0, TAB_IDLE_MS - 1)).toBe(false)
    expect(isTabIdle(0, TAB_IDLE_MS)).toBe(true)
  })
})
