'use client'

import { ImageOff, LoaderCircle } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Dialog } from '@/components/Dialog'
import type { PhotoView } from '@/data/view-models'
import { SIDE_PANEL_QUERY, SIDE_PANEL_WIDTH } from '@/domain/map-view'

import styles from './panels.module.css'
import { PlacePhoto } from '@/components/PlacePhoto'

/** The panel is the screen's width on phones and kiosks, a fixed side column on wide landscape screens. */
const THUMB_SIZES = `${SIDE_PANEL_QUERY} ${SIDE_PANEL_WIDTH}px, 100vw`

/**
 * A place's photo, and the site's dialog as a viewer for it (focus trapped, Escape closes, focus
 * returns to the thumbnail), with designed loading and "Failed to load image" states. The viewer's
 * copy is fetched only once it is opened: a visitor who never opens it never downloads it.
 */
export function ImageViewer({ photo, placeName }: { photo: PhotoView; placeName: string }) {
  const t = useTranslations('Places')
  const [open, setOpen] = useState(false)
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading')

  const show = () => {
    setState('loading')
    setOpen(true)
  }

  return (
    <>
      <button type="button" className={styles.imageButton} onClick={show} aria-haspopup="dialog">
        {/* The action, then the photo's own description (its alt) complete the button's name. */}
        <span className="visually-hidden">{t('viewImage', { placeName })}</span>
        <PlacePhoto
          photo={photo}
          sizes={THUMB_SIZES}
          className={styles.thumb}
          fallback={
            <span className={styles.imageFallback}>
              <ImageOff aria-hidden="true" size={28} />
            </span>
          }
        />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={placeName} closeLabel={t('closeImage')} size="media">
        <div className={styles.viewerBody} aria-busy={state === 'loading'}>
          {state === 'loading' && (
            <p className={styles.viewerState} role="status">
              <LoaderCircle aria-hidden="true" size={32} className={styles.spin} />
              {t('imageLoading')}
            </p>
          )}
          {state === 'error' && (
            <p className={styles.viewerState} role="alert">
              <ImageOff aria-hidden="true" size={32} />
              {t('imageError')}
            </p>
          )}
          {open && state !== 'error' && (
            <span className={styles.fullFrame} hidden={state !== 'loaded'}>
              <PlacePhoto
                photo={photo}
                // The whole screen's width at most, and never wider than the upload itself.
                sizes={`(max-width: ${photo.width}px) 100vw, ${photo.width}px`}
                priority
                className={styles.full}
                onLoad={() => setState('loaded')}
                onFailed={() => setState('error')}
              />
            </span>
          )}
        </div>
      </Dialog>
    </>
  )
}
