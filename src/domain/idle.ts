/** Idle rules (spec §4 "Kiosk idle", "Tab idle"; §7 "Kiosk idle timeout 2 min; tab idle 2 min checked every 10 s"). */

export const KIOSK_IDLE_MS = 2 * 60_000
export const TAB_IDLE_MS = 2 * 60_000
export const TAB_IDLE_CHECK_MS = 10_000
/** The visible countdown before a kiosk resets, inside its two idle minutes; a touch during it cancels the reset. */
export const KIOSK_COUNTDOWN_SECONDS = 10

/** Events that count as a visitor's activity. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

export type IdlePhase = { phase: 'active' } | { phase: 'countdown'; secondsLeft: number } | { phase: 'reset' }

/**
 * Where a kiosk is, `now - lastActivity` ms after the last touch: active, then for the last
 * KIOSK_COUNTDOWN_SECONDS of KIOSK_IDLE_MS a countdown (from 1 min 50 s), then reset at exactly
 * KIOSK_IDLE_MS (spec §4: "after 2 minutes of inactivity").
 */
export function kioskIdlePhase(
  lastActivity: number,
  now: number,
  idleMs = KIOSK_IDLE_MS,
  countdownSeconds = KIOSK_COUNTDOWN_SECONDS,
): IdlePhase {
  const idleFor = Math.max(0, now - lastActivity)
  if (idleFor >= idleMs) return { phase: 'reset' }
  if (idleFor < idleMs - countdownSeconds * 1000) return { phase: 'active' }
  return { phase: 'countdown', secondsLeft: Math.ceil((idleMs - idleFor) / 1000) }
}

/** Tab idle: idle once TAB_IDLE_MS have passed without activity (checked every TAB_IDLE_CHECK_MS). */
export function isTabIdle(lastActivity: number, now: number, idleMs = TAB_IDLE_MS): boolean {
  return now - lastActivity >= idleMs
}
