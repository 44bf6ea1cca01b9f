'use client'

import { MapPin } from 'lucide-react'
import { useTranslations } from 'next-intl'

import styles from './MapExperience.module.css'

/** Shown while MapLibre downloads: a calm tinted canvas with a pin, not a blank box. */
export function MapLoading() {
  const t = useTranslations('Map')
  return (
    <div className={styles.loading} role="status" data-testid="map-loading">
      <span className={styles.loadingPin}>
        <MapPin aria-hidden="true" size={36} />
      </span>
      <span>{t('loading')}</span>
    </div>
  )
}
