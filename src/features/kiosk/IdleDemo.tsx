'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { ACTIVITY_EVENTS, KIOSK_COUNTDOWN_SECONDS, KIOSK_IDLE_MS, kioskIdlePhase } from '@/domain/idle'

/** /demo/idle-timeout: the kiosk idle timer, live, without resetting anything. */
export function IdleDemo() {
  const t = useTranslations('Demo')
  const [last, setLast] = useState<number | null>(null)
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    const start = Date.now()
    setLast(start)
    setNow(start)
    const onActivity = () => setLast(Date.now())
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true })
    const timer = window.setInterval(() => setNow(Date.now()), 1_000)
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity)
      window.clearInterval(timer)
    }
  }, [])
  if (last === null || now === null) return null
  const phase = kioskIdlePhase(last, now)
  return (
    <div data-testid="idle-demo">
      <p>
        {t('idleLimit', {
          minutes: KIOSK_IDLE_MS / 60_000,
          seconds: KIOSK_COUNTDOWN_SECONDS,
        })}
      </p>
      <p role="status">
        <strong>
          {phase.phase === 'active'
            ? t('idleActive')
            : phase.phase === 'countdown'
              ? t('idleCountdown', { seconds: phase.secondsLeft })
              : t('idleReset')}
        </strong>
        {' · '}
        {t('idleSince', { seconds: Math.floor((now - last) / 1000) })}
      </p>
    </div>
  )
}
