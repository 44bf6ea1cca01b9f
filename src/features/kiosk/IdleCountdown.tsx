'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import styles from './Kiosk.module.css'

/**
 * "Are you still there?" over the kiosk while the idle countdown runs; the button takes focus when it
 * appears. A modal dialog opened last, so it sits in the top layer above any dialog already open (a
 * QR code, the language list) and is always what a touch reaches; Escape counts as "I'm still here".
 */
export function IdleCountdown({ secondsLeft, onStay }: { secondsLeft: number; onStay: () => void }) {
  const t = useTranslations('Kiosk')
  const dialog = useRef<HTMLDialogElement>(null)
  const stay = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    stay.current?.focus()
    return () => element?.close()
  }, [])
  return (
    <dialog
      ref={dialog}
      className={styles.countdown}
      role="alertdialog"
      aria-labelledby="kiosk-idle-title"
      aria-describedby="kiosk-idle-text"
      onCancel={(event) => {
        event.preventDefault()
        onStay()
      }}
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
    </dialog>
  )
}
