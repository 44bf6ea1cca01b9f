import { buildIcs, ICS_MIME_TYPE, icsFileName, type IcsEvent } from '@/domain/events'

/** Saves one event as an .ics file, built in the browser (no server route, nothing for the proxy to route). */
export function downloadIcs(event: IcsEvent) {
  const ics = buildIcs(event, { now: new Date(), uidDomain: window.location.hostname || 'town-guide' })
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
