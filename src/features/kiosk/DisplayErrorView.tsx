'use client'

import type { DisplayMode } from '@/domain/kiosk-settings'
import { ErrorView } from '@/features/pages/ErrorView'

import { KioskShell } from './KioskShell'

/**
 * An error or a missing page on a kiosk or screen (issue 29): said inside the display's own frame,
 * with its controls and its idle reset, never as the phone site with nothing to bring it back.
 */
export function DisplayErrorView({ mode, ...error }: { mode: DisplayMode } & Parameters<typeof ErrorView>[0]) {
  return (
    <KioskShell mode={mode} isHome={false}>
      <ErrorView {...error} homeLink={false} />
    </KioskShell>
  )
}
