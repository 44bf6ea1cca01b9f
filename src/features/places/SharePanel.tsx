'use client'

import { Check, Copy, Share2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useId, useRef, useState, useSyncExternalStore } from 'react'

import { recordUsage } from '@/features/usage'

import styles from './panels.module.css'

const noChange = () => () => {}

/** Share a place: its link in a read-only field, copy to clipboard, and the system share sheet where there is one. */
export function SharePanel({ url, placeName }: { url: string; placeName: string }) {
  const t = useTranslations('Places')
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  // The outcome belongs to the link it was for: another place's link starts afresh.
  const [copied, setCopied] = useState<{ url: string; outcome: 'copied' | 'failed' } | null>(null)
  const copy = copied?.url === url ? copied.outcome : 'idle'
  const setCopy = (outcome: 'copied' | 'failed') => setCopied({ url, outcome })
  const canShare = useSyncExternalStore(
    noChange,
    () => typeof navigator.share === 'function',
    () => false,
  )

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopy('copied')
      recordUsage({ type: 'share', target: 'copy' })
    } catch {
      // Older browsers and insecure origins: select the text so the visitor can copy it themselves.
      input.current?.select()
      const copied = Boolean(document.execCommand?.('copy'))
      setCopy(copied ? 'copied' : 'failed')
      if (copied) recordUsage({ type: 'share', target: 'copy' })
    }
  }

  return (
    <div className={styles.share}>
      <label htmlFor={inputId} className={styles.shareLabel}>
        {t('shareLink', { placeName })}
      </label>
      <input id={inputId} ref={input} className={styles.shareInput} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      <div className={styles.actions}>
        <button type="button" className="button" onClick={copyLink}>
          {copy === 'copied' ? <Check aria-hidden="true" size={20} /> : <Copy aria-hidden="true" size={20} />}
          {t('copyLink')}
        </button>
        {canShare && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              navigator
                .share({ title: placeName, url })
                .then(() => recordUsage({ type: 'share', target: 'native' }))
                .catch(() => undefined)
            }
          >
            <Share2 aria-hidden="true" size={20} />
            {t('shareNative')}
          </button>
        )}
      </div>
      <p className={styles.copyStatus} role="status" data-state={copy}>
        {copy === 'copied' ? t('copied') : copy === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  )
}
