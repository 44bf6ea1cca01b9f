'use client'

import { LoaderCircle, LocateFixed, LocateOff } from 'lucide-react'
import { useTranslations } from 'next-intl'

import type { Origin } from '@/domain/location'
import { type LocationRequestState, locationMessage } from '@/domain/map-view'

import styles from './MapExperience.module.css'

/** "Use my location" (or why it is off), and what the location in use is, for every visitor. */
export function LocationControl({
  state,
  origin,
  usingMock,
  townName,
  onRequest,
}: {
  state: LocationRequestState
  origin: Origin
  usingMock: boolean
  townName: string
  onRequest: () => void
}) {
  const t = useTranslations('Location')
  const message = locationMessage(origin, state, usingMock)
  return (
    <>
      {state === 'disabled' ? (
        <p className={styles.locationOff}>
          <LocateOff aria-hidden="true" size={20} />
          <span>{t('disabled')}</span>
        </p>
      ) : (
        <button
          type="button"
          className={styles.barButton}
          onClick={onRequest}
          aria-label={t('useMyLocation')}
          aria-busy={state === 'locating'}
        >
          {state === 'locating' ? (
            <LoaderCircle aria-hidden="true" size={22} className={styles.spin} />
          ) : (
            <LocateFixed aria-hidden="true" size={22} />
          )}
          <span className={styles.barButtonText}>{t('useMyLocation')}</span>
        </button>
      )}
      <p className={styles.locationStatus} role="status">
        {message === 'tooFar' ? t('tooFar', { townName }) : message ? t(message) : ''}
      </p>
    </>
  )
}
