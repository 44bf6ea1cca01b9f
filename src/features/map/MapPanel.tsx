'use client'

import { ChevronDown, ChevronUp, List, PanelLeftClose } from 'lucide-react'
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import styles from './MapExperience.module.css'
import type { useMapPanel } from './useMapPanel'

/**
 * The places panel beside the map (wide screens) or under it (a bottom sheet with a drag handle),
 * with its title, its show/hide toggle, and the list or a place's details as `children`.
 */
export function MapPanel({
  panel,
  title,
  count,
  children,
}: {
  panel: ReturnType<typeof useMapPanel>
  title: string
  count?: number
  children: ReactNode
}) {
  const t = useTranslations('Map')
  const { isSide, open, toggle, handle, toggleRef, showPanelRef, panelRef } = panel
  return (
    <>
      {isSide && !open && (
        <button type="button" ref={showPanelRef} className={`button ${styles.showPanel}`} onClick={toggle} aria-controls="map-panel">
          <List aria-hidden="true" size={20} />
          {t('showPanel')}
        </button>
      )}
      <aside id="map-panel" ref={panelRef} className={styles.panel} aria-label={t('panelLabel')} hidden={isSide && !open}>
        <div className={styles.panelHeader}>
          {!isSide && (
            <div className={styles.handleZone} {...handle} aria-hidden="true">
              <span className={styles.handle} />
            </div>
          )}
          <div className={styles.panelTitleRow}>
            <p className={styles.panelTitle}>
              {title}
              {count != null && <span className={styles.panelCount}> · {count}</span>}
            </p>
            <button
              type="button"
              ref={toggleRef}
              className={styles.toggle}
              onClick={toggle}
              aria-expanded={open}
              aria-controls="map-panel-body"
            >
              {isSide ? (
                <PanelLeftClose aria-hidden="true" size={20} />
              ) : open ? (
                <ChevronDown aria-hidden="true" size={20} />
              ) : (
                <ChevronUp aria-hidden="true" size={20} />
              )}
              {open ? t('hidePanel') : t('showPanel')}
            </button>
          </div>
        </div>
        <div id="map-panel-body" className={styles.panelBody} inert={!open}>
          {children}
        </div>
      </aside>
    </>
  )
}
