'use client'

import { ImageOff, LoaderCircle, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import styles from './panels.module.css'

/**
 * A place's photo, and a modal viewer for it (native <dialog>: focus trapped, ESC closes, focus
 * returns to the thumbnail), with designed loading and "Failed to load image" states.
 */
export function ImageViewer({ src, placeName }: { src: string; placeName: string }) {
  const t = useTranslations('Places')
  const dialog = useRef<HTMLDialogElement>(null)
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading')
  const [thumbFailed, setThumbFailed] = useState(false)

  const open = () => {
    setState((s) => (s === 'error' ? 'loading' : s))
    dialog.current?.showModal()
  }

  return (
    <>
      <button type="button" className={styles.imageButton} onClick={open} aria-haspopup="dialog" aria-label={t('viewImage', { placeName })}>
        {thumbFailed ? (
          <span className={styles.imageFallback}>
            <ImageOff aria-hidden="true" size={28} />
          </span>
        ) : (
          <img src={src} alt="" className={styles.thumb} onError={() => setThumbFailed(true)} />
        )}
      </button>
      <dialog
        ref={dialog}
        className={styles.viewer}
        aria-label={t('imageAlt', { placeName })}
        onClick={(e) => {
          if (e.target === dialog.current) dialog.current?.close()
        }}
      >
        <div className={styles.viewerBar}>
          <p className={styles.viewerTitle}>{placeName}</p>
          <button type="button" className={styles.iconButton} onClick={() => dialog.current?.close()} aria-label={t('closeImage')}>
            <X aria-hidden="true" size={24} />
          </button>
        </div>
        <div className={styles.viewerBody} aria-busy={state === 'loading'}>
          {state === 'loading' && (
            <p className={styles.viewerState} role="status">
              <LoaderCircle aria-hidden="true" size={32} className={styles.spin} />
              {t('imageLoading')}
            </p>
          )}
          {state === 'error' ? (
            <p className={styles.viewerState} role="alert">
              <ImageOff aria-hidden="true" size={32} />
              {t('imageError')}
            </p>
          ) : (
            <img
              key={src}
              src={src}
              alt={t('imageAlt', { placeName })}
              className={styles.full}
              hidden={state !== 'loaded'}
              onLoad={() => setState('loaded')}
              onError={() => setState('error')}
            />
          )}
        </div>
      </dialog>
    </>
  )
}
