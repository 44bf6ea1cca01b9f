'use client'

import { MapPin } from 'lucide-react'
import { useTranslations } from 'next-intl'

import styles from './MapExperience.module.css'

/** Shown over the map's first picture while MapLibre downloads and starts. */
export function MapLoading() {
  const t = useTranslations('Loading')
  return (
    <div className={styles.pill} role="status">
      <span className={styles.loadingPin}>
        <MapPin aria-hidden="true" size={18} />
      </span>
      <span>{t('map')}</span>
    </div>
  )
}
