'use client'

import { useAtomValue, useSetAtom } from 'jotai'
import { type ReactNode, useEffect, useState } from 'react'

import { type DisplayMode, highlightsPathFor } from '@/domain/kiosk-settings'
import { localizedPath } from '@/domain/locales'
import { useBrowserValue } from '@/hooks/useBrowserValue'

import { IdleCountdown } from './IdleCountdown'
import styles from './Kiosk.module.css'
import { KioskToolbar } from './KioskToolbar'
import { LinkQrDialog } from './LinkQrDialog'
import { resetDisplay } from './reset-display'
import { applySettingsFromUrl, highContrastAtom, kioskSettingsAtom, reachModeAtom, readStoredSettings } from './settings'
import { useIdleReset } from './useIdleReset'
import { useKioskGuards } from './useKioskGuards'

const hydrated = () => true

/**
 * The kiosk and screen chrome (layouts map-kiosk and map-screen): hides the site header and footer,
 * applies the settings parameters, runs the idle timer with its countdown, turns links that would
 * leave the kiosk into QR codes, and offers Start again, reach mode and high contrast/large text.
 */
export function KioskShell({ mode, isHome, children }: { mode: DisplayMode; isHome: boolean; children: ReactNode }) {
  const setSettings = useSetAtom(kioskSettingsAtom)
  const reach = useAtomValue(reachModeAtom)
  const contrast = useAtomValue(highContrastAtom)
  const [qrUrl, setQrUrl] = useState<string | null>(null)
  // Issue 29: whatever the visitor did (another town, another language), a reset returns to the
  // kiosk's own home: the town and language of its stored settings, read at the moment of the reset.
  const home = () => {
    const { town, lang } = readStoredSettings()
    return localizedPath(lang, highlightsPathFor(mode, town))
  }
  const reset = () => resetDisplay(home())
  // A kiosk waits untouched only on its own home: on any other page (another town's highlights a
  // visitor left it on) the two minutes run from the start. A screen is never touched: it waits.
  const armedAtStart = () => (mode === 'kiosk' ? window.location.pathname !== home() : !isHome)
  const { countdown, cancelCountdown } = useIdleReset(reset, armedAtStart)
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
