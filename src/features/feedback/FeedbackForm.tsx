'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useId, useState } from 'react'

import type { FeedbackInput } from '@/domain/usage-event-schemas'
import { INGEST_LIMITS } from '@/domain/usage-events'

import styles from '../contact/ContactForm.module.css'
import { enqueueSync, newClientId, processQueues } from '../offline/queues'
import { usageContext } from '../usage/recorder'

type Status = 'idle' | 'sent' | 'queued' | 'invalid' | 'failure'

/**
 * A short note about the guide, sent through the sync queue (spec §3): kept on the device while
 * offline and delivered once, even if the connection drops mid-way (the server dedupes by id).
 */
export function FeedbackForm() {
  const t = useTranslations('Feedback')
  const id = useId()
  const [message, setMessage] = useState('')
  const [status, setStatus] = useState<Status>('idle')

  async function submit(event: FormEvent) {
    event.preventDefault()
    // The visitor types only the message (its length is capped by the field); the server checks the
    // whole body against feedbackSchema. zod stays out of the bundle every page loads.
    const text = message.trim()
    if (!text) {
      setStatus('invalid')
      return
    }
    const { locale, mode, town, path } = usageContext(window.location.pathname)
    const feedback: FeedbackInput = { id: newClientId(), ts: Date.now(), message: text, locale, mode, town, path }
    try {
      await enqueueSync('feedback', feedback)
      setMessage('')
      if (navigator.onLine) {
        void processQueues()
        setStatus('sent')
      } else setStatus('queued')
    } catch {
      // No IndexedDB: keep the text so nothing is lost.
      setStatus('failure')
    }
  }

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <div className={`${styles.field} ${status === 'invalid' ? styles.invalid : ''}`}>
        <label htmlFor={`${id}-message`}>{t('label')}</label>
        {status === 'invalid' && (
          <p id={`${id}-error`} className={styles.error}>
            {t('errorEmpty')}
          </p>
        )}
        <textarea
          id={`${id}-message`}
          className={styles.control}
          rows={5}
          maxLength={INGEST_LIMITS.feedbackMessage}
          value={message}
          required
          aria-invalid={status === 'invalid' || undefined}
          aria-describedby={status === 'invalid' ? `${id}-error` : undefined}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      {(status === 'sent' || status === 'queued') && (
        <p role="status" className={styles.success}>
          {status === 'sent' ? t('thanks') : t('queued')}
        </p>
      )}
      {status === 'failure' && (
        <p role="alert" className={styles.failure}>
          {t('failure')}
        </p>
      )}
      <button type="submit" className="button">
        {t('send')}
      </button>
    </form>
  )
}
