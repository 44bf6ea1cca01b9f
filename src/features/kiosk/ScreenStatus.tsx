'use client'

import { useAtomValue } from 'jotai'
import { useTranslations } from 'next-intl'
import { useEffect, useState, useSyncExternalStore } from 'react'

import { screenLastUpdated } from '@/domain/kiosk-settings'
import { buildAtom, isStaleAtom } from '@/features/build-check/build-atom'
import { guardedReload } from '@/features/build-check/reload'
import { useGuideFormatter } from '@/hooks/useGuideFormatter'

import styles from './Attract.module.css'

/** How often the clock is redrawn: well inside a minute, so it never shows the wrong minute for long. */
const CLOCK_TICK_MS = 5_000

const subscribeToClock = (tick: () => void) => {
  const timer = setInterval(tick, CLOCK_TICK_MS)
  return () => clearInterval(timer)
}
// The same value through a whole tick, as React asks of a snapshot.
const clockNow = () => Math.floor(Date.now() / CLOCK_TICK_MS) * CLOCK_TICK_MS
const noClock = () => null

/**
 * A screen's corner: the time and date in London time, and, once the server has not answered
 * for SCREEN_OUT_OF_DATE_MS, when its content was last confirmed. A screen never follows a link, so
 * it takes a newly published build by reloading itself (guarded, like every forced reload).
 */
export function ScreenStatus() {
  const t = useTranslations('Screen')
  const format = useGuideFormatter()
  const build = useAtomValue(buildAtom)
  const stale = useAtomValue(isStaleAtom)
  const [loadedAt] = useState(() => Date.now())
  // Drawn in the browser only: the prerendered page must not carry the time it was built at.
  const now = useSyncExternalStore(subscribeToClock, clockNow, noClock)

  useEffect(() => {
    if (stale) guardedReload(window.location.pathname + window.location.search)
  }, [stale])

  if (now === null) return <div className={styles.screenStatus} />
  const lastUpdated = screenLastUpdated(build?.checkedAt ?? null, loadedAt, now)
  const time = (value: number) => format.dateTime(value, { hour: '2-digit', minute: '2-digit' })
  return (
    <div className={styles.screenStatus}>
      <p className={styles.screenTime}>
        <time dateTime={new Date(now).toISOString()}>{time(now)}</time>
      </p>
      <p className={styles.screenDate}>{format.dateTime(now, { weekday: 'long', day: 'numeric', month: 'long' })}</p>
      {lastUpdated !== null && (
        <p className={styles.screenUpdated} role="status">
          {t('lastUpdated', { time: time(lastUpdated) })}
        </p>
      )}
    </div>
  )
}
