/** Idle rules (spec §4 "Kiosk idle", "Tab idle"; §7 "Kiosk idle timeout 2 min; tab idle 2 min checked every 10 s"). */

export const KIOSK_IDLE_MS = 2 * 60_000
export const TAB_IDLE_MS = 2 * 60_000
export const TAB_IDLE_CHECK_MS = 10_000
/** The visible countdown shown before a kiosk resets; a touch during it cancels the reset. */
export const KIOSK_COUNTDOWN_SECONDS = 10

/** Events that count as a visitor's activity. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

export type IdlePhase = { phase: 'active' } | { phase: 'countdown'; secondsLeft: number } | { phase: 'reset' }

/**
 * Where a kiosk is, `now - lastActivity` ms after the last touch: active until KIOSK_IDLE_MS, then a
 * countdown of KIOSK_COUNTDOWN_SECONDS, then reset.
 */
export function kioskIdlePhase(
  lastActivity: number,
  now: number,
  idleMs = KIOSK_IDLE_MS,
  countdownSeconds = KIOSK_COUNTDOWN_SECONDS,
): IdlePhase {
  const idleFor = Math.max(0, now - lastActivity)
  if (idleFor < idleMs) return { phase: 'active' }
  const left = countdownSeconds - Math.floor((idleFor - idleMs) / 1000)
  return left > 0 ? { phase: 'countdown', secondsLeft: left } : { phase: 'reset' }
}

/** Tab idle: idle once TAB_IDLE_MS have passed without activity (checked every TAB_IDLE_CHECK_MS). */
export function isTabIdle(lastActivity: number, now: number, idleMs = TAB_IDLE_MS): boolean {
  return now - lastActivity >= idleMs
}
