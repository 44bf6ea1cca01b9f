import type { ReactNode } from 'react'

import { InEnglish } from '@/components/InEnglish'
import type { TourView } from '@/data/view-models'

import styles from './Tours.module.css'

/** A stop as its tour's list says it: its name (numbered for screen readers), then `children`, then its note. */
export function TourStopText({
  stop,
  numberLabel,
  children,
}: {
  stop: TourView['stops'][number]
  /** "Stop 3", read before the name; the list's number badge is hidden from assistive technology. */
  numberLabel: string
  children?: ReactNode
}) {
  return (
    <>
      <h3>
        <span className="visually-hidden">{numberLabel}: </span>
        {stop.place.name}
      </h3>
      {children}
      {stop.note && (
        <InEnglish className={styles.note} when={stop.noteInEnglish}>
          {stop.note}
        </InEnglish>
      )}
    </>
  )
}
