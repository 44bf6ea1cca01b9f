'use client'

import { useEffect } from 'react'

/** Payload's live preview messages (@payloadcms/live-preview): the pane says it is ready; the admin says "saved". */
const READY = { type: 'payload-live-preview', ready: true }
const SAVED = 'payload-document-event'
/** The admin may start listening after the pane has loaded: it is told again until it answers. */
const ANNOUNCE_EVERY_MS = 1000
const ANNOUNCE_TRIES = 30

/**
 * In the admin's live preview pane (an iframe of this page, same origin), the page loads again
 * each time the editor saves, so the pane shows the draft just saved. A reload, not a router
 * refresh: the map keeps its places and open place in client state, which a refresh leaves as
 * they were. Opened on its own (the Preview button's tab), it does nothing.
 */
export function LivePreviewRefresh() {
  useEffect(() => {
    if (window.parent === window) return
    const origin = window.location.origin
    let heard = false
    let tries = 0
    const announce = () => {
      if (heard || tries++ >= ANNOUNCE_TRIES) return window.clearInterval(timer)
      window.parent.postMessage(READY, origin)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || typeof event.data !== 'object' || !event.data) return
      // Any message from the admin means it heard us (it sends the form's data once ready).
      heard = true
      if (event.data.type === SAVED) window.location.reload()
    }
    window.addEventListener('message', onMessage)
    const timer = window.setInterval(announce, ANNOUNCE_EVERY_MS)
    announce()
    return () => {
      window.removeEventListener('message', onMessage)
      window.clearInterval(timer)
    }
  }, [])
  return null
}
