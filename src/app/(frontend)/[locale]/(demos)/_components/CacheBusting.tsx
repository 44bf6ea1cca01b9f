'use client'

import { useAtom } from 'jotai'
import { useTranslations } from 'next-intl'

import { cacheBypassAtom, storeCacheBypass } from '@/features/diagnostics/session-flags'

import styles from './diagnostics.module.css'

/** The session's cache-bypass state, with on and off. */
export function CacheBusting() {
  const t = useTranslations('CacheDemo')
  const [bypass, setBypass] = useAtom(cacheBypassAtom)
  const set = (on: boolean) => {
    storeCacheBypass(on)
    setBypass(on)
  }
  return (
    <>
      <p role="status" data-testid="bypass-state">
        {bypass ? t('bypassOn') : t('bypassOff')}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => set(true)} aria-pressed={bypass}>
          {t('turnOn')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => set(false)} aria-pressed={!bypass}>
          {t('turnOff')}
        </button>
      </div>
      <p>{t('bypassHelp')}</p>
    </>
  )
}
