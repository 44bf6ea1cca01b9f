'use client'

import { useDocumentEvents } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

import { LIVE_PREVIEW_SAVED_KEY } from '@/domain/preview'

/**
 * Issue 22 (2): tells the live preview pane that a document was saved, through localStorage rather
 * than Payload's one-shot postMessage, which is lost when it arrives while the pane is loading. The
 * pane (src/features/preview/LivePreviewRefresh.tsx) reads it on loading and hears each change.
 * Registered as an admin provider, so it sees every save in the admin.
 */
export function LivePreviewSaveSignal({ children }: { children: ReactNode }) {
  const { mostRecentUpdate } = useDocumentEvents()
  useEffect(() => {
    if (!mostRecentUpdate) return
    try {
      localStorage.setItem(LIVE_PREVIEW_SAVED_KEY, String(Date.now()))
    } catch {
      // Storage refused (private mode, full): the pane shows the draft at its next load.
    }
  }, [mostRecentUpdate])
  return children
}
