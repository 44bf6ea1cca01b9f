'use client'

import { useAtomValue, useSetAtom } from 'jotai'
import { useLocale } from 'next-intl'
import { type ReactNode, useEffect, useState } from 'react'

import { type DisplayMode, highlightsPathFor } from '@/domain/kiosk-settings'
import { localizedPath } from '@/domain/locales'
import { useBrowserValue } from '@/hooks/useBrowserValue'

import { IdleCountdown } from './IdleCountdown'
import styles from './Kiosk.module.css'
import { KioskToolbar } from './KioskToolbar'
import { LinkQrDialog } from './LinkQrDialog'
import { resetDisplay } from './reset-display'
import { applySettingsFromUrl, highContrastAtom, kioskSettingsAtom, reachModeAtom } from './settings'
import { useIdleReset } from './useIdleReset'
import { useKioskGuards } from './useKioskGuards'

const hydrated = () => true

/**
 * The kiosk and screen chrome (layouts map-kiosk and map-screen): hides the site header and footer,
 * applies the settings parameters, runs the idle timer with its countdown, turns links that would
 * leave the kiosk into QR codes, and offers Start again, reach mode and high contrast/large text.
 */
export function KioskShell({ mode, town, isHome, children }: { mode: DisplayMode; town: string; isHome: boolean; children: ReactNode }) {
  const locale = useLocale()
  const setSettings = useSetAtom(kioskSettingsAtom)
  const reach = useAtomValue(reachModeAtom)
  const contrast = useAtomValue(highContrastAtom)
  const [qrUrl, setQrUrl] = useState<string | null>(null)
  const home = localizedPath(locale, highlightsPathFor(mode, town))
  const reset = () => resetDisplay(home)
  const { countdown, cancelCountdown } = useIdleReset(reset, !isHome)
  useKioskGuards(setQrUrl)
  // Busy until hydrated: before that the controls, the idle timer and the link guard do not work yet.
  const busy = !useBrowserValue(hydrated, false)

  useEffect(() => {
    applySettingsFromUrl(setSettings)
  }, [setSettings])

  return (
    <div
      className={styles.root}
      data-display-mode={mode}
      data-reach={reach ? 'on' : 'off'}
      data-contrast={contrast ? 'on' : 'off'}
      aria-busy={busy}
    >
      {mode === 'kiosk' && <KioskToolbar onStartAgain={reset} />}
      <div className={styles.content}>{children}</div>
      {countdown !== null && <IdleCountdown secondsLeft={countdown} onStay={cancelCountdown} />}
      <LinkQrDialog url={qrUrl} onClose={() => setQrUrl(null)} />
    </div>
  )
}
