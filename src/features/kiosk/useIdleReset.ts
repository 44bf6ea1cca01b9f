'use client'

import { useEffect, useEffectEvent, useRef, useState } from 'react'

import { ACTIVITY_EVENTS, KIOSK_COUNTDOWN_SECONDS, KIOSK_IDLE_MS, kioskIdlePhase } from '@/domain/idle'
import { flushUsage, recordUsage } from '@/features/usage'

const TICK_MS = 1_000
/** How long an idle reset waits for its usage event to be sent before reloading (the page load would cancel it). */
const RESET_FLUSH_WAIT_MS = 1_500

/**
 * The kiosk's idle timer: KIOSK_IDLE_MS without activity starts a countdown (its seconds left, or
 * null), any activity cancels it, and at zero `reset` runs. Until `armed` nothing counts down (the
 * mode's own highlights page needs no reset until a visitor has touched it).
 */
export function useIdleReset(reset: () => void, armedAtStart: boolean) {
  const [countdown, setCountdown] = useState<number | null>(null)
  const lastActivity = useRef(0)
  const armed = useRef(armedAtStart)
  const onReset = useEffectEvent(reset)

  useEffect(() => {
    lastActivity.current = Date.now()
    const onActivity = () => {
      lastActivity.current = Date.now()
      armed.current = true
      setCountdown(null)
    }
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true })
    const timer = window.setInterval(() => {
      if (!armed.current) return
      const phase = kioskIdlePhase(lastActivity.current, Date.now(), KIOSK_IDLE_MS, KIOSK_COUNTDOWN_SECONDS)
      if (phase.phase === 'active') setCountdown(null)
      else if (phase.phase === 'countdown') setCountdown(phase.secondsLeft)
      else {
        window.clearInterval(timer)
        recordUsage({ type: 'kiosk_idle_reset' })
        void Promise.race([flushUsage(), new Promise((resolve) => window.setTimeout(resolve, RESET_FLUSH_WAIT_MS))]).finally(() =>
          onReset(),
        )
      }
    }, TICK_MS)
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true })
      window.clearInterval(timer)
    }
  }, [])

  return { countdown, cancelCountdown: () => setCountdown(null) }
}
