'use client'

import { useEffect } from 'react'

import { LIVE_PREVIEW_SAVED_KEY, savedSince } from '@/domain/preview'

/**
 * In the admin's live preview pane (an iframe of this page, same origin), the page loads again each
 * time the editor saves, so the pane shows the draft just saved. The admin writes each save's time
 * to localStorage (src/cms/admin/LivePreviewSaveSignal.tsx): a save made while this page was
 * loading is seen here on mount, a later one through the storage event. A reload, not a router
 * refresh: the map keeps its places and open place in client state, which a refresh leaves as
 * they were. Opened on its own (the Preview button's tab), it does nothing.
 */
export function LivePreviewRefresh() {
  useEffect(() => {
    if (window.parent === window) return
    const loadedAt = performance.timeOrigin
    const reloadIfSaved = () => {
      if (savedSince(localStorage.getItem(LIVE_PREVIEW_SAVED_KEY), loadedAt)) window.location.reload()
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === LIVE_PREVIEW_SAVED_KEY) reloadIfSaved()
    }
    window.addEventListener('storage', onStorage)
    try {
      reloadIfSaved()
    } catch {
      // No storage here: saves are not followed, the editor reloads the pane.
    }
    return () => window.removeEventListener('storage', onStorage)
  }, [])
  return null
}
