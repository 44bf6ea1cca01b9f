'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import { useNearViewport } from '@/hooks/useNearViewport'

import type { AdminMapProps } from './AdminMap'
import styles from './PositionPicker.module.css'

/** MapLibre (over 1 MB) loads with the admin's maps only, never with the rest of the admin. */
const AdminMap = dynamic(() => import('./AdminMap'), { ssr: false })

/**
 * An admin map that starts when scrolled near (a town's edit view has three), and says so when
 * MapLibre cannot be loaded; the form around it works either way.
 */
export function LazyAdminMap({ unavailable, ...props }: Omit<AdminMapProps, 'onUnavailable'> & { unavailable: string }) {
  const [failed, setFailed] = useState(false)
  const [slot, wanted] = useNearViewport<HTMLDivElement>()
  return (
    <div ref={slot} className={props.small ? undefined : styles.mapSlot}>
      {failed ? (
        <p className={styles.note} role="status">
          {unavailable}
        </p>
      ) : (
        wanted && <AdminMap {...props} onUnavailable={() => setFailed(true)} />
      )}
    </div>
  )
}
