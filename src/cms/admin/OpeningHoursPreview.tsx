'use client'

import { FieldDescription, useFormFields, useTranslation } from '@payloadcms/ui'
import type { TextFieldDescriptionClientComponent } from 'payload'
import { useEffect, useState } from 'react'

import type * as OpeningHoursCheck from '@/domain/opening-hours-check'

import styles from './OpeningHoursPreview.module.css'

/** The state ("open now · closes 17:00") changes by the minute. */
const REFRESH_MS = 60_000

/**
 * Issue 22 (4): under a place's opening hours, as the editor types, what visitors will see: open or
 * closed now and until when, the next seven days in words, or why the value cannot be read (the
 * same message that refuses the save), in the editor's admin language. The rules are in
 * src/domain/opening-hours-check.ts; the opening_hours library is large, so it loads only here.
 */
export const OpeningHoursPreview: TextFieldDescriptionClientComponent = ({ field, path }) => {
  const { i18n } = useTranslation()
  const language = i18n.language
  const siblings = path.slice(0, path.lastIndexOf('.') + 1)
  const value = useFormFields(([fields]) => fields[path]?.value)
  const longitude = useFormFields(([fields]) => fields[`${siblings}longitude`]?.value)
  const latitude = useFormFields(([fields]) => fields[`${siblings}latitude`]?.value)
  // Loaded after the first render, so the server's render and the browser's agree (no clock in either).
  const [check, setCheck] = useState<typeof OpeningHoursCheck | null>(null)
  const [now, setNow] = useState(() => new Date())

  useEffect(() => {
    let cancelled = false
    void import('@/domain/opening-hours-check').then((module) => !cancelled && setCheck(() => module))
    const timer = window.setInterval(() => setNow(new Date()), REFRESH_MS)
    return () => {
      cancelled = true
      window.clearInterval(timer)
    }
  }, [])

  const coordinates: [number, number] | undefined =
    typeof longitude === 'number' && typeof latitude === 'number' ? [longitude, latitude] : undefined
  const preview = check?.previewOpeningHours(typeof value === 'string' ? value : null, now, language, coordinates)
  const today = new Intl.RelativeTimeFormat(check?.adminLanguage(language) ?? 'en', { numeric: 'auto' }).format(0, 'day')

  return (
    <>
      <FieldDescription description={field.admin?.description} path={path} />
      {preview?.kind === 'problem' && (
        <p className={`${styles.preview} ${styles.problem}`} data-testid="opening-hours-problem">
          {preview.problem}
        </p>
      )}
      {preview?.kind === 'hours' && (
        <section className={styles.preview} aria-label={check!.openingHoursWord(language, 'heading')} data-testid="opening-hours-preview">
          <p className={styles.caption}>{check!.openingHoursWord(language, 'heading')}</p>
          {preview.status && <p className={styles.status}>{preview.status}</p>}
          <table className={styles.week}>
            <caption className={styles.caption}>{check!.openingHoursWord(language, 'nextDays')}</caption>
            <tbody>
              {preview.days.map((day) => (
                <tr key={day.day} className={day.today ? styles.today : undefined}>
                  <th scope="row">
                    {day.day}
                    {day.today && <span className={styles.note}> ({today})</span>}
                  </th>
                  <td>{day.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {preview.standardForm && <p className={styles.note}>{preview.standardForm}</p>}
        </section>
      )}
    </>
  )
}
