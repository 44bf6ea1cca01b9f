'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import styles from './Kiosk.module.css'

/** "Are you still there?" over the kiosk while the idle countdown runs; the button takes focus when it appears. */
export function IdleCountdown({ secondsLeft, onStay }: { secondsLeft: number; onStay: () => void }) {
  const t = useTranslations('Kiosk')
  const stay = useRef<HTMLButtonElement>(null)
  useEffect(() => stay.current?.focus(), [])
  return (
    <div
      className={styles.countdown}
      role="alertdialog"
      aria-modal="false"
      aria-labelledby="kiosk-idle-title"
      aria-describedby="kiosk-idle-text"
    >
      <div className={styles.countdownBox}>
        <h2 id="kiosk-idle-title">{t('idleTitle')}</h2>
        <p id="kiosk-idle-text" aria-live="polite">
          {t('idleCountdown', { seconds: secondsLeft })}
        </p>
        <button type="button" ref={stay} className={`button ${styles.bigButton}`} onClick={onStay}>
          {t('stillHere')}
        </button>
      </div>
    </div>
  )
}
