'use client'

import Image from 'next/image'
import { type ReactNode, useState } from 'react'

import type { PhotoView } from '@/data/view-models'

/**
 * An uploaded photo or logo, sized by Next's image optimiser (a srcset for `sizes`), with its
 * description and its own width and height, so the space it takes is known before it arrives.
 *
 * If the optimised copy fails (offline, where the service worker keeps only the upload's own
 * address; or a file the optimiser cannot read) the upload itself is tried; if that fails too,
 * `fallback` stands in (generated art, an error state) and `onFailed` is told: a broken upload
 * never leaves a broken-image icon or an empty frame.
 */
export function PlacePhoto({
  photo,
  sizes,
  priority = false,
  className,
  fallback = null,
  onLoad,
  onFailed,
}: {
  photo: PhotoView
  /** How wide the photo is drawn, as the `sizes` attribute says it (e.g. `(min-width: 900px) 400px, 100vw`). */
  sizes: string
  /** Above the fold or shown at once (a screen, an opened viewer): fetched early rather than lazily. */
  priority?: boolean
  className?: string
  fallback?: ReactNode
  onLoad?: () => void
  onFailed?: () => void
}) {
  // Which copy failed last, for this address (a new photo starts again from the optimised one).
  const [failure, setFailure] = useState<{ url: string; attempts: number }>({ url: photo.url, attempts: 0 })
  const attempts = failure.url === photo.url ? failure.attempts : 0
  if (attempts >= 2) return fallback

  return (
    <Image
      // A new element for the second try: its load and error events are its own.
      key={attempts}
      src={photo.url}
      alt={photo.alt}
      width={photo.width}
      height={photo.height}
      sizes={sizes}
      unoptimized={attempts === 1}
      preload={priority}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      onLoad={onLoad}
      onError={() => {
        setFailure({ url: photo.url, attempts: attempts + 1 })
        if (attempts + 1 >= 2) onFailed?.()
      }}
    />
  )
}
