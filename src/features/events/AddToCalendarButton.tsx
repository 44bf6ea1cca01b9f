'use client'

import { CalendarPlus } from 'lucide-react'
import { useTranslations } from 'next-intl'

import type { CalendarEvent } from './calendar-event'
import { downloadIcs } from './download-ics'

/** "Add to calendar (.ics)": saves the event as a file any calendar app opens, online or offline. */
export function AddToCalendarButton({ event }: { event: CalendarEvent }) {
  const t = useTranslations('Events')
  return (
    <button
      type="button"
      className="button button--secondary"
      // A kiosk cannot hand a file to a visitor: the kiosk chrome hides this (the QR code of the event replaces it).
      data-kiosk-hidden
      onClick={() => void downloadIcs(event)}
    >
      <CalendarPlus aria-hidden="true" size={20} />
      {t('download')}
      <span className="visually-hidden">: {event.title}</span>
    </button>
  )
}
