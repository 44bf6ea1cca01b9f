'use client'

import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { buildAtom, isStaleAtom } from '../build-check/build-atom'
import { memoryCache } from '../http/client'
import { processQueues, queueStatusAtom } from '../offline/queues'
import styles from './diagnostics.module.css'
import { cacheBypassAtom, debugAtom, initialFlags, setBypassForRequests, storeDebug } from './session-flags'

/** Applies ?bustcache and ?debug on load, and shows the debug panel while debug mode is on. */
export function SessionFlags() {
  const setBypass = useSetAtom(cacheBypassAtom)
  const [debug, setDebug] = useAtom(debugAtom)

  useEffect(() => {
    const flags = initialFlags(window.location.search)
    // Once stored in the session, the flags leave the address bar: a reload then keeps the
    // visitor's later choice (turning the bypass off) instead of re-applying the link's.
    const url = new URL(window.location.href)
    if (url.searchParams.has('bustcache') || url.searchParams.has('debug')) {
      url.searchParams.delete('bustcache')
      url.searchParams.delete('debug')
      window.history.replaceState(window.history.state, '', url)
    }
    setBypassForRequests(flags.bypass)
    setBypass(flags.bypass)
    setDebug(flags.debug)
  }, [setBypass, setDebug])

  if (!debug) return null
  return (
    <DebugPanel
      onDisable={() => {
        storeDebug(false)
        setDebug(false)
      }}
    />
  )
}

function DebugPanel({ onDisable }: { onDisable: () => void }) {
  const t = useTranslations('Diagnostics')
  const build = useAtomValue(buildAtom)
  const stale = useAtomValue(isStaleAtom)
  const bypass = useAtomValue(cacheBypassAtom)
  const { syncing } = useAtomValue(queueStatusAtom)
  const [storedKb, setStoredKb] = useState<number | null>(null)
  const [sendResult, setSendResult] = useState<'sent' | 'cannotSyncOffline' | null>(null)
  const [, tick] = useState(0)
  useEffect(() => {
    const refresh = () => {
      tick((n) => n + 1)
      // What this site keeps on the device: service-worker caches and the queues.
      navigator.storage?.estimate?.().then(
        (estimate) => setStoredKb(Math.round((estimate.usage ?? 0) / 1024)),
        () => undefined,
      )
    }
    refresh()
    const timer = setInterval(refresh, 2000)
    return () => clearInterval(timer)
  }, [])

  return (
    <aside className={styles.debug} aria-label={t('debugActive')}>
      <p className={styles.debugTitle}>{t('debugActive')}</p>
      <dl>
        <dt>{t('buildId')}</dt>
        <dd>
          <code>{build?.loadedId ?? '…'}</code>
          {stale && <> → {t('newBuild')}</>}
        </dd>
        <dt>{t('cacheEntries')}</dt>
        <dd>{t('cacheSummary', { count: memoryCache.size, rate: Math.round(memoryCache.hitRate() * 100) })}</dd>
        {storedKb !== null && (
          <>
            <dt>{t('storage')}</dt>
            <dd>{t('storageKb', { kb: storedKb })}</dd>
          </>
        )}
        <dt>{t('sync')}</dt>
        <dd>{t('syncing', { count: syncing })}</dd>
        <dt>{t('bypass')}</dt>
        <dd>{bypass ? t('on') : t('off')}</dd>
      </dl>
      <p className={styles.debugActions}>
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            processQueues({ force: true }).then(
              () => setSendResult('sent'),
              () => setSendResult('cannotSyncOffline'),
            )
          }
        >
          {t('sendNow')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDisable}>
          {t('disable')}
        </button>
      </p>
      <p role="status" className={styles.debugStatus}>
        {sendResult && t(sendResult)}
      </p>
    </aside>
  )
}
