'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { ACTIVITY_EVENTS, KIOSK_COUNTDOWN_SECONDS, KIOSK_IDLE_MS, kioskIdlePhase } from '@/domain/idle'
import { useBrowserValue } from '@/hooks/useBrowserValue'

const hydrated = () => true

/** /demo/idle-timeout: the kiosk idle timer, live, without resetting anything. */
export function IdleDemo() {
  const t = useTranslations('Demo')
  const [last, setLast] = useState(() => Date.now())
  const [now, setNow] = useState(last)
  // The times are the browser's: nothing is shown until it has them.
  const ready = useBrowserValue(hydrated, false)
  useEffect(() => {
    const onActivity = () => setLast(Date.now())
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true })
    const timer = window.setInterval(() => setNow(Date.now()), 1_000)
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity)
      window.clearInterval(timer)
    }
  }, [])
  if (!ready) return null
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
