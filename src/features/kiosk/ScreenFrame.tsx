import type { ReactNode } from 'react'

import type { TownView } from '@/data/view-models'
import { TownLogos } from '@/features/towns/TownLogos'

import styles from './Attract.module.css'
import { KioskShell } from './KioskShell'
import { ScreenFit } from './ScreenFit'
import { ScreenStatus } from './ScreenStatus'

/** A logo's height on a 1080-pixel screen (the stylesheet scales it with the screen, in em). */
const SCREEN_LOGO_PX = 80

/**
 * Every screen route's frame (layout map-screen): the town and its tagline, the time and date, the
 * route's content in whatever room is left, and an optional footer. Exactly one screen high, in
 * either orientation, sized from the screen's short side: nothing on a wall display may scroll.
 */
export function ScreenFrame({ town, children, footer }: { town: TownView; children: ReactNode; footer?: ReactNode }) {
  return (
    <KioskShell mode="screen" isHome>
      <ScreenFit>
        <header className={styles.screenHeader}>
          <div className={styles.screenTitle}>
            <h1>{town.name}</h1>
            {town.tagline && <p>{town.tagline}</p>}
          </div>
          <div className={styles.screenLogos}>
            <TownLogos town={town} height={SCREEN_LOGO_PX} />
          </div>
          <ScreenStatus />
        </header>
        <div className={styles.screenMain}>{children}</div>
        {footer}
      </ScreenFit>
    </KioskShell>
  )
}
