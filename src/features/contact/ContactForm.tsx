'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useRef, useState } from 'react'

import { CONTACT_FIELDS, CONTACT_HONEYPOT, CONTACT_LIMITS, type ContactField, contactErrors } from '@/domain/contact'

import { HttpError, QueuedError, send } from '../http/client'

import styles from './ContactForm.module.css'

type Status = 'idle' | 'sending' | 'success' | 'queued' | 'failure' | 'rate-limited'

const EMPTY = { name: '', email: '', subject: '', message: '' }

export function ContactForm() {
  const t = useTranslations('Contact')
  const locale = useLocale()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({})
  const [status, setStatus] = useState<Status>('idle')
  const [retryMinutes, setRetryMinutes] = useState(1)
  const honeypot = useRef<HTMLInputElement>(null)
  const summary = useRef<HTMLDivElement>(null)
  const success = useRef<HTMLDivElement>(null)
  const failure = useRef<HTMLDivElement>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = contactErrors(values)
    setErrors(found)
    if (Object.keys(found).length) {
      requestAnimationFrame(() => summary.current?.focus())
      return
    }
    setStatus('sending')
    try {
      await send('/api/contact-messages', {
        method: 'POST',
        body: { ...values, locale, [CONTACT_HONEYPOT]: honeypot.current?.value ?? '' },
      })
      setStatus('success')
      setValues(EMPTY)
      requestAnimationFrame(() => success.current?.focus())
    } catch (error) {
      if (error instanceof QueuedError) {
        // Kept in the offline queue and sent once the connection is back.
        setStatus('queued')
        setValues(EMPTY)
        requestAnimationFrame(() => success.current?.focus())
        return
      }
      // What was typed stays in the form so nothing is lost.
      if (error instanceof HttpError && error.status === 429) {
        setRetryMinutes(Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)))
        setStatus('rate-limited')
      } else setStatus('failure')
      requestAnimationFrame(() => failure.current?.focus())
    }
  }

  const field = (name: ContactField, label: string, input: 'input' | 'textarea', type = 'text') => {
    const error = errors[name]
    const props = {
      id: `contact-${name}`,
      name,
      value: values[name],
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `contact-${name}-error` : undefined,
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
      className: styles.control,
    }
    return (
      <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
        <label htmlFor={`contact-${name}`}>
          {label} <span className={styles.required}>({t('required')})</span>
        </label>
        {error && (
          <p id={`contact-${name}-error`} className={styles.error}>
            {t(error as never)}
          </p>
        )}
        {input === 'textarea' ? (
          <textarea {...props} rows={7} maxLength={CONTACT_LIMITS.message} />
        ) : (
          <input
            {...props}
            type={type}
            autoComplete={name === 'name' ? 'name' : name === 'email' ? 'email' : 'off'}
            maxLength={CONTACT_LIMITS[name as 'name' | 'email' | 'subject']}
          />
        )}
      </div>
    )
  }

  const errorList = CONTACT_FIELDS.filter((name) => errors[name])

  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-busy={status === 'sending'}>
      {errorList.length > 0 && (
        <div ref={summary} tabIndex={-1} role="alert" className={styles.summary}>
          <h2>{t('errorSummary')}</h2>
          <ul>
            {errorList.map((name) => (
              <li key={name}>
                <a href={`#contact-${name}`}>{t(errors[name] as never)}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {(status === 'success' || status === 'queued') && (
        <div ref={success} tabIndex={-1} role="status" className={styles.success}>
          {status === 'success' ? t('success') : t('queued')}
        </div>
      )}
      {(status === 'failure' || status === 'rate-limited') && (
        <div ref={failure} tabIndex={-1} role="alert" className={styles.failure}>
          {status === 'failure' ? t('failure') : t('rateLimited', { minutes: retryMinutes })}
        </div>
      )}
      {/* For bots only: never shown, so no person or screen reader meets it. */}
      <div className={styles.trap}>
        <label htmlFor={`contact-${CONTACT_HONEYPOT}`}>{t('honeypot')}</label>
        <input
          ref={honeypot}
          id={`contact-${CONTACT_HONEYPOT}`}
          name={CONTACT_HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {field('name', t('name'), 'input')}
      {field('email', t('email'), 'input', 'email')}
      {field('subject', t('subject'), 'input')}
      {field('message', t('message'), 'textarea')}
      <button type="submit" className="button" disabled={status === 'sending'}>
        {status === 'sending' ? t('sending') : t('send')}
      </button>
    </form>
  )
}
