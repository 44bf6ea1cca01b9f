'use client'

import { ImageOff, LoaderCircle, X } from 'lucide-react'
import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import styles from './panels.module.css'

/**
 * A place's photo, and a modal viewer for it (native <dialog>: focus trapped, ESC closes, focus
 * returns to the thumbnail), with designed loading and "Failed to load image" states. Photos come
 * from editors in any size: CSS sizes them, so next/image only draws them (`unoptimized`, eager).
 */
export function ImageViewer({ src, placeName }: { src: string; placeName: string }) {
  const t = useTranslations('Places')
  const dialog = useRef<HTMLDialogElement>(null)
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading')
  const [thumbFailed, setThumbFailed] = useState(false)

  // A click on the backdrop (the dialog itself, outside its content) closes it, as Escape does.
  useEffect(() => {
    const element = dialog.current
    const onClick = (event: MouseEvent) => {
      if (event.target === element) element?.close()
    }
    element?.addEventListener('click', onClick)
    return () => element?.removeEventListener('click', onClick)
  }, [])

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
          <Image
            src={src}
            alt=""
            width={0}
            height={0}
            unoptimized
            loading="eager"
            className={styles.thumb}
            onError={() => setThumbFailed(true)}
          />
        )}
      </button>
      <dialog ref={dialog} className={styles.viewer} aria-label={t('imageAlt', { placeName })}>
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
            <Image
              key={src}
              src={src}
              alt={t('imageAlt', { placeName })}
              width={0}
              height={0}
              unoptimized
              loading="eager"
              style={{ width: 'auto', height: 'auto' }}
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
