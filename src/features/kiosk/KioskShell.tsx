'use client'

import { useAtom, useSetAtom } from 'jotai'
import { Contrast, Hand, RotateCcw } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'

import { ACTIVITY_EVENTS, KIOSK_COUNTDOWN_SECONDS, KIOSK_IDLE_MS, kioskIdlePhase } from '@/domain/idle'
import { type DisplayMode, highlightsPathFor, kioskPathFor } from '@/domain/kiosk-settings'
import { localizedPath } from '@/domain/locales'
import { RECENT_SEARCHES_STORAGE_KEY } from '@/domain/search'
import { flushUsage, recordUsage } from '@/features/usage'

import styles from './Kiosk.module.css'
import { QrCode } from './QrCode'
import { applySettingsFromUrl, highContrastAtom, kioskSettingsAtom, reachModeAtom } from './settings'

const TICK_MS = 1_000
/** How long an idle reset waits for its usage event to be sent before reloading (the page load would cancel it). */
const RESET_FLUSH_WAIT_MS = 1_500

/** Clears a visitor's traces and opens the mode's highlights page afresh (a full load empties panels and search). */
export function resetDisplay(target: string) {
  try {
    sessionStorage.clear()
  } catch {}
  try {
    localStorage.removeItem(RECENT_SEARCHES_STORAGE_KEY)
  } catch {}
  window.scrollTo(0, 0)
  window.location.assign(target)
}

/**
 * The kiosk and screen chrome (layouts map-kiosk and map-screen): hides the site header and footer,
 * applies the settings parameters, runs the idle timer with its countdown, turns links that would
 * leave the kiosk into QR codes, and offers Start again, reach mode and high contrast/large text.
 */
export function KioskShell({ mode, town, isHome, children }: { mode: DisplayMode; town: string; isHome: boolean; children: ReactNode }) {
  const t = useTranslations('Kiosk')
  const locale = useLocale()
  const router = useRouter()
  const setSettings = useSetAtom(kioskSettingsAtom)
  const [reach, setReach] = useAtom(reachModeAtom)
  const [contrast, setContrast] = useAtom(highContrastAtom)
  const [countdown, setCountdown] = useState<number | null>(null)
  const [qrUrl, setQrUrl] = useState<string | null>(null)
  const [ready, setReady] = useState(false)
  const qrDialog = useRef<HTMLDialogElement>(null)
  const stillHere = useRef<HTMLButtonElement>(null)
  const lastActivity = useRef(0)
  // On the mode's own highlights page nothing needs resetting until a visitor has touched it.
  const armed = useRef(!isHome)
  const home = localizedPath(locale, highlightsPathFor(mode, town))

  useEffect(() => {
    applySettingsFromUrl(setSettings)
  }, [setSettings])

  const reset = useCallback(() => resetDisplay(home), [home])

  // Idle: KIOSK_IDLE_MS without activity shows the countdown; any activity cancels it.
  useEffect(() => {
    lastActivity.current = Date.now()
    const onActivity = () => {
      lastActivity.current = Date.now()
      armed.current = true
      setCountdown(null)
    }
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onActivity, {
        capture: true,
        passive: true,
      })
    const timer = window.setInterval(() => {
      if (!armed.current) return
      const phase = kioskIdlePhase(lastActivity.current, Date.now(), KIOSK_IDLE_MS, KIOSK_COUNTDOWN_SECONDS)
      if (phase.phase === 'active') setCountdown(null)
      else if (phase.phase === 'countdown') setCountdown(phase.secondsLeft)
      else {
        window.clearInterval(timer)
        recordUsage({ type: 'kiosk_idle_reset' })
        void Promise.race([flushUsage(), new Promise((resolve) => window.setTimeout(resolve, RESET_FLUSH_WAIT_MS))]).finally(reset)
      }
    }, TICK_MS)
    setReady(true)
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true })
      window.clearInterval(timer)
    }
  }, [reset])

  useEffect(() => {
    if (countdown !== null) stillHere.current?.focus()
  }, [countdown !== null]) // eslint-disable-line react-hooks/exhaustive-deps

  // Kiosk safety: no context menu, no page zoom gestures, links that would leave the kiosk become QR codes.
  useEffect(() => {
    const prevent = (e: Event) => e.preventDefault()
    const onWheel = (e: WheelEvent) => {
      if (e.ctrlKey) e.preventDefault()
    }
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0) return
      const anchor = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!anchor || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin === window.location.origin && url.pathname === window.location.pathname && url.hash) return
      e.preventDefault()
      const path = kioskPathFor(url, window.location.origin)
      if (path) router.push(localizedPath(locale, path))
      else setQrUrl(url.href)
    }
    document.addEventListener('contextmenu', prevent)
    document.addEventListener('gesturestart', prevent)
    document.addEventListener('wheel', onWheel, { passive: false })
    document.addEventListener('click', onClick, true)
    return () => {
      document.removeEventListener('contextmenu', prevent)
      document.removeEventListener('gesturestart', prevent)
      document.removeEventListener('wheel', onWheel)
      document.removeEventListener('click', onClick, true)
    }
  }, [router, locale])

  useEffect(() => {
    const dialog = qrDialog.current
    if (!dialog) return
    if (qrUrl && !dialog.open) dialog.showModal()
    else if (!qrUrl && dialog.open) dialog.close()
    // A link that would leave the kiosk is shown as a QR code instead: a QR use (issue 7).
    if (qrUrl) recordUsage({ type: 'qr_open', target: 'link' })
  }, [qrUrl])

  return (
    <div
      className={styles.root}
      data-display-mode={mode}
      data-reach={reach ? 'on' : 'off'}
      data-contrast={contrast ? 'on' : 'off'}
      data-testid="kiosk-root"
      data-ready={ready ? 'true' : undefined}
    >
      {mode === 'kiosk' && (
        <div className={styles.bar} role="group" aria-label={t('toolsLabel')}>
          <button type="button" className={styles.barButton} onClick={reset} data-testid="start-again">
            <RotateCcw aria-hidden="true" size={26} />
            <span className={styles.barText}>{t('startAgain')}</span>
          </button>
          <button
            type="button"
            className={styles.barButton}
            aria-pressed={reach}
            onClick={() => setReach((v) => !v)}
            data-testid="reach-toggle"
          >
            <Hand aria-hidden="true" size={26} />
            <span className={styles.barText}>{t('reach')}</span>
          </button>
          <button
            type="button"
            className={styles.barButton}
            aria-pressed={contrast}
            onClick={() => setContrast((v) => !v)}
            data-testid="contrast-toggle"
          >
            <Contrast aria-hidden="true" size={26} />
            <span className={styles.barText}>{t('contrast')}</span>
          </button>
        </div>
      )}
      <div className={styles.content}>{children}</div>

      {countdown !== null && (
        <div
          className={styles.countdown}
          role="alertdialog"
          aria-modal="false"
          aria-labelledby="kiosk-idle-title"
          aria-describedby="kiosk-idle-text"
          data-testid="idle-countdown"
        >
          <div className={styles.countdownBox}>
            <h2 id="kiosk-idle-title">{t('idleTitle')}</h2>
            <p id="kiosk-idle-text" aria-live="polite">
              {t('idleCountdown', { seconds: countdown })}
            </p>
            <button type="button" ref={stillHere} className={`button ${styles.bigButton}`} onClick={() => setCountdown(null)}>
              {t('stillHere')}
            </button>
          </div>
        </div>
      )}

      <dialog
        ref={qrDialog}
        className={styles.qrDialog}
        aria-labelledby="kiosk-qr-title"
        onClose={() => setQrUrl(null)}
        data-testid="kiosk-link-dialog"
      >
        <h2 id="kiosk-qr-title">{t('qrTitle')}</h2>
        <p>{t('qrText')}</p>
        {qrUrl && <QrCode url={qrUrl} label={t('qrLabel', { url: qrUrl })} size={280} />}
        <button type="button" className={`button ${styles.bigButton}`} onClick={() => setQrUrl(null)}>
          {t('close')}
        </button>
      </dialog>
    </div>
  )
}
