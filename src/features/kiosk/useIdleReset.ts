'use client'

import { useEffect, useEffectEvent, useRef, useState } from 'react'

import { ACTIVITY_EVENTS, KIOSK_COUNTDOWN_SECONDS, KIOSK_IDLE_MS, kioskIdlePhase } from '@/domain/idle'
import { recordUsage, usageStored } from '@/features/usage'

/** Often enough that the reset comes within a quarter second of the two minutes. */
const TICK_MS = 250
/**
 * How long an idle reset waits for its usage event to reach the sync queue before reloading: the
 * highlights page then sends it. Sending it first would hold the reset past the two minutes.
 */
const RESET_STORE_WAIT_MS = 300

/**
 * The kiosk's idle timer: the last seconds of KIOSK_IDLE_MS without activity show a countdown (its
 * seconds left, or null), any activity cancels it, and at two minutes `reset` runs. Until armed nothing
 * counts down (the display's own home page needs no reset until a visitor has touched it):
 * `armedAtStart` is asked once, in the browser, when the page starts.
 */
export function useIdleReset(reset: () => void, armedAtStart: () => boolean) {
  const [countdown, setCountdown] = useState<number | null>(null)
  const lastActivity = useRef(0)
  const armed = useRef(false)
  const onReset = useEffectEvent(reset)
  const isArmedAtStart = useEffectEvent(armedAtStart)

  useEffect(() => {
    armed.current = isArmedAtStart()
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
        void Promise.race([usageStored(), new Promise((resolve) => window.setTimeout(resolve, RESET_STORE_WAIT_MS))]).finally(() =>
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
