'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { placeOfPath } from '@/domain/offline-pages'

/**
 * The offline page's heading and text. The service worker serves this one precached page for any
 * address it never kept: for a place's address it says that place is not offline yet, and how to
 * make it so, instead of the general words.
 */
export function OfflineExplanation() {
  const t = useTranslations('Offline')
  const [forPlace, setForPlace] = useState(false)
  useEffect(() => setForPlace(Boolean(placeOfPath(window.location.pathname))), [])
  return (
    <>
      <h1 data-testid="offline-heading">{forPlace ? t('placeHeading') : t('pageHeading')}</h1>
      <p className="lede">{forPlace ? t('placeText') : t('pageText')}</p>
    </>
  )
}
