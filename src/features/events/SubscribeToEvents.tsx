'use client'

import { Check, Copy, Rss } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import styles from './Events.module.css'

export type TownFeeds = { townName: string; calendar: string; atom: string }

/**
 * Subscribe to a town's events (issue 25): a webcal link that opens the calendar app, the address to
 * paste into one that asks for it (Google Calendar's "From URL"), and the Atom feed for feed readers.
 */
export function SubscribeToEvents({ feeds }: { feeds: TownFeeds }) {
  const t = useTranslations('Events')
  const inputId = useId()
  const [copied, setCopied] = useState<'copied' | 'manually' | null>(null)
  const webcal = feeds.calendar.replace(/^https?:/, 'webcal:')

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feeds.calendar)
      setCopied('copied')
      setTimeout(() => setCopied(null), 4000)
    } catch {
      // No clipboard (an insecure page, or permission refused): the address is selected for the visitor to copy.
      const input = document.querySelector<HTMLInputElement>(`[id="${inputId}"]`)
      input?.focus()
      input?.select()
      setCopied('manually')
    }
  }

  return (
    <div className={styles.subscribe} data-kiosk-hidden>
      <p className={styles.subscribeIntro}>{t('subscribeIntro', { townName: feeds.townName })}</p>
      <p className={styles.subscribeLinks}>
        <a href={webcal} className="button button--secondary">
          {t('subscribeCalendar')}
        </a>
        <a href={feeds.atom} type="application/atom+xml" className={styles.feedLink}>
          <Rss aria-hidden="true" size={18} />
          {t('subscribeFeed')}
        </a>
      </p>
      <label htmlFor={inputId} className={styles.subscribeLabel}>
        {t('calendarAddress')}
      </label>
      <div className={styles.copyRow}>
        <input id={inputId} type="url" readOnly value={feeds.calendar} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button--secondary" onClick={copy}>
          {copied === 'copied' ? <Check aria-hidden="true" size={18} /> : <Copy aria-hidden="true" size={18} />}
          {t('copy')}
        </button>
      </div>
      <p role="status" className={styles.copied}>
        {copied === 'copied' ? t('copied') : copied === 'manually' ? t('copyManually') : ''}
      </p>
    </div>
  )
}
