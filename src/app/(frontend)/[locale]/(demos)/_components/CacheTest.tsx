'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, useSyncExternalStore } from 'react'

import { ttlFor } from '@/domain/cache-ttl'
import { getJson, memoryCache } from '@/features/http/client'
import { type TownFeedKind, useTownFeed } from '@/features/http/useTownFeed'

import styles from './diagnostics.module.css'

const KINDS: TownFeedKind[] = ['places', 'events', 'notices']

// The table's clock: it ticks every second, and at once after a load or a clear so new entries show age 0.
let clock = 0
let timer: ReturnType<typeof setInterval> | undefined
const listeners = new Set<() => void>()
function tick() {
  clock = Date.now()
  for (const listener of listeners) listener()
}
function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) {
    tick()
    timer = setInterval(tick, 1000)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) clearInterval(timer)
  }
}

/** What the memory cache holds right now, each entry's age and TTL, and the hit rate. */
export function CacheTest({ towns }: { towns: { dbKey: string; name: string }[] }) {
  const t = useTranslations('CacheDemo')
  const shared = useTranslations('Diagnostics')
  const locale = useLocale()
  const now = useSyncExternalStore(
    subscribe,
    () => clock,
    () => 0,
  )
  const [dbKey, setDbKey] = useState(towns[0]?.dbKey ?? null)
  const [error, setError] = useState<string | null>(null)
  const places = useTownFeed<{ items: unknown[] }>('places', dbKey, locale)

  const load = (kind: TownFeedKind, key: string) => {
    setError(null)
    getJson(`/api/${kind}/town/${key}?locale=${locale}`, { kind })
      .catch((e: Error) => setError(e.message))
      .finally(tick)
  }

  const entries = memoryCache.list()
  return (
    <>
      <p>
        {shared('cacheSummary', { count: memoryCache.size, rate: Math.round(memoryCache.hitRate() * 100) })} ·{' '}
        {t('hitsMisses', { hits: memoryCache.hits, misses: memoryCache.misses })}
      </p>
      <p>{places.data ? t('swrPlaces', { count: places.data.items.length }) : t('loading')}</p>
      <label htmlFor="cache-town">{t('town')}</label>{' '}
      <select id="cache-town" value={dbKey ?? ''} onChange={(e) => setDbKey(e.target.value)} className={styles.select}>
        {towns.map((town) => (
          <option key={town.dbKey} value={town.dbKey}>
            {town.name}
          </option>
        ))}
      </select>
      <div className={styles.actions}>
        {KINDS.map((kind) => (
          <button key={kind} type="button" className="button button--secondary" onClick={() => dbKey && load(kind, dbKey)}>
            {t(`load_${kind}`)}
          </button>
        ))}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            memoryCache.clear()
            tick()
          }}
        >
          {t('clear')}
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
      {entries.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{t('tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('key')}</th>
              <th scope="col">{t('age')}</th>
              <th scope="col">{t('ttl')}</th>
              <th scope="col">{t('state')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => {
              const age = Math.round((now - entry.timestamp) / 1000)
              return (
                <tr key={entry.key}>
                  <td>
                    <code>{entry.key}</code>
                  </td>
                  <td>{t('seconds', { count: age })}</td>
                  <td>{t('seconds', { count: Math.round(entry.ttl / 1000) })}</td>
                  <td>{now - entry.timestamp < entry.ttl ? t('fresh') : t('expired')}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      <p>{t('ttlNote', { places: ttlFor('places') / 60000, events: ttlFor('events') / 60000 })}</p>
    </>
  )
}
