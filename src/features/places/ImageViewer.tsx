'use client'

import { ImageOff, LoaderCircle } from 'lucide-react'
import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Dialog } from '@/components/Dialog'

import styles from './panels.module.css'

/**
 * A place's photo, and the site's dialog as a viewer for it (focus trapped, Escape closes, focus
 * returns to the thumbnail), with designed loading and "Failed to load image" states. Photos come
 * from editors in any size: CSS sizes them, so next/image only draws them (`unoptimized`, eager).
 */
export function ImageViewer({ src, placeName }: { src: string; placeName: string }) {
  const t = useTranslations('Places')
  const [open, setOpen] = useState(false)
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading')
  const [thumbFailed, setThumbFailed] = useState(false)

  const show = () => {
    setState((s) => (s === 'error' ? 'loading' : s))
    setOpen(true)
  }

  return (
    <>
      <button type="button" className={styles.imageButton} onClick={show} aria-haspopup="dialog" aria-label={t('viewImage', { placeName })}>
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
      <Dialog open={open} onClose={() => setOpen(false)} title={placeName} closeLabel={t('closeImage')} size="media">
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
      </Dialog>
    </>
  )
}
