'use client'

import { Serwist } from '@serwist/window'
import { useAtomValue } from 'jotai'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { afterLoad } from '@/components/after-load'
import { OFFLINE_READY_MARK, READY_TOAST_MS } from '@/domain/offline-pages'
import { displayModeOf } from '@/domain/kiosk-settings'
import { QUEUE_INTERVAL_MS } from '@/domain/offline-queue'
import { useOnline } from '@/hooks/useOnline'

import { keepAppCodeWhenIdle } from './keep-app-code'
import styles from './NoticeStrip.module.css'
import { processQueues, queueStatusAtom, refreshQueueStatus } from './queues'
import { cacheForOffline, keepStaticFilesLoadedOutsideWorker, loadedSameOriginFiles, SERVICE_WORKER_URL } from './service-worker-client'

const READY_DISMISSED_KEY = 'town-guide:offline-ready-dismissed'

function readyDismissed(): boolean {
  try {
    return localStorage.getItem(READY_DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

/**
 * Mounted once on every public page: registers the service worker, runs both queues (on `online`
 * and every 60 s) and shows the notice strip of spec §2: new content (Reload), ready offline
 * (Dismiss, remembered), and offline with what is queued or that cached content is available.
 */
export function OfflineRuntime() {
  const t = useTranslations('Offline')
  const { actions } = useAtomValue(queueStatusAtom)
  const online = useOnline()
  const [offlineReady, setOfflineReady] = useState(false)
  const [update, setUpdate] = useState<Serwist | null>(null)

  useEffect(() => {
    const onOnline = () => void processQueues()
    // What earlier pages left queued goes once this page has loaded, not while it starts.
    const cancelFirstRun = afterLoad(() => {
      void refreshQueueStatus()
      void processQueues()
    })
    window.addEventListener('online', onOnline)
    const timer = setInterval(() => void processQueues(), QUEUE_INTERVAL_MS)
    return () => {
      cancelFirstRun()
      window.removeEventListener('online', onOnline)
      clearInterval(timer)
    }
  }, [])

  useEffect(() => {
    // Not in `next dev`: a service worker there would serve stale code between edits.
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
    const serwist = new Serwist(SERVICE_WORKER_URL, { scope: '/', type: 'module' })
    let stopWatching: () => void = () => undefined
    serwist.addEventListener('controlling', (event) => {
      // Spec §4: activating an update reloads the page. On the first install, keep what this
      // page already loaded so it works offline too.
      if (event.isUpdate) window.location.reload()
      else {
        void cacheForOffline(loadedSameOriginFiles())
        stopWatching = keepStaticFilesLoadedOutsideWorker()
      }
    })
    serwist.addEventListener('waiting', () => setUpdate(serwist))
    // Registration fails where service workers are blocked (some browsers, private modes): the guide works online without one.
    serwist.register().catch(() => undefined)
    // Ready offline means every public feature's code is kept, not only the worker installed.
    const stopKeeping = keepAppCodeWhenIdle(({ missing }) => {
      if (missing > 0) return
      if (!performance.getEntriesByName(OFFLINE_READY_MARK).length) performance.mark(OFFLINE_READY_MARK)
      // A kiosk or screen is not the visitor's device: nobody there needs to know, or should have to dismiss it.
      if (!readyDismissed() && displayModeOf(window.location.pathname) === null) setOfflineReady(true)
    })
    return () => {
      stopWatching()
      stopKeeping()
    }
  }, [])

  useEffect(() => {
    if (!offlineReady) return
    const timer = setTimeout(dismissReady, READY_TOAST_MS)
    return () => clearTimeout(timer)
  }, [offlineReady])

  function dismissReady() {
    setOfflineReady(false)
    try {
      localStorage.setItem(READY_DISMISSED_KEY, '1')
    } catch {
      // not remembered in private mode
    }
  }

  return (
    <div className={styles.strip} aria-live="polite">
      {!online && (
        <p className={`${styles.toast} ${styles.offline}`}>{actions > 0 ? t('offlineQueued', { count: actions }) : t('offlineCached')}</p>
      )}
      {update && (
        <p className={styles.toast}>
          <span>{t('newContent')}</span>
          <button type="button" className="button" onClick={() => update.messageSkipWaiting()}>
            {t('reload')}
          </button>
        </p>
      )}
      {offlineReady && (
        <p className={styles.toast}>
          <span>{t('ready')}</span>
          <button type="button" className="button button--light" onClick={dismissReady}>
            {t('dismiss')}
          </button>
        </p>
      )}
    </div>
  )
}
