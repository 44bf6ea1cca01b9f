import { ICS_MIME_TYPE, icsFileName } from '@/domain/events'

import type { CalendarEvent } from './calendar-event'

/**
 * Saves one event as an .ics file, built in the browser so it works offline too. The calendar
 * library is loaded on the first click (the service worker keeps its chunk with the rest of the app).
 */
export async function downloadIcs(event: CalendarEvent) {
  const { eventsCalendar } = await import('./calendar')
  const pageUrl = event.url && new URL(event.url, window.location.href).href
  const ics = eventsCalendar([{ ...event, url: pageUrl }], { now: new Date(), uidDomain: window.location.hostname || 'town-guide' })
  const url = URL.createObjectURL(new Blob([ics], { type: ICS_MIME_TYPE }))
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = icsFileName(event.title)
  anchor.hidden = true
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
