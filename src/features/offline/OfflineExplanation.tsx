'use client'

import { useTranslations } from 'next-intl'
import { placeOfPath } from '@/domain/offline-pages'
import { useBrowserValue } from '@/hooks/useBrowserValue'

/**
 * The offline page's heading and text. The service worker serves this one precached page for any
 * address it never kept: for a place's address it says that place is not offline yet, and how to
 * make it so, instead of the general words.
 */
export function OfflineExplanation() {
  const t = useTranslations('Offline')
  const forPlace = useBrowserValue(() => Boolean(placeOfPath(window.location.pathname)), false)
  return (
    <>
      <h1>{forPlace ? t('placeHeading') : t('pageHeading')}</h1>
      <p className="lede">{forPlace ? t('placeText') : t('pageText')}</p>
    </>
  )
}
