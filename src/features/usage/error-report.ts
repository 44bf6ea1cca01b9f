'use client'

import type { ErrorReportInput } from '@/domain/usage-event-schemas'
import { INGEST_LIMITS } from '@/domain/usage-events'

import { enqueueSync, newClientId } from '../offline/queues'
import { usageContext } from './recorder'

/** Sends an error the visitor met to the editors' error log, through the sync queue. Never throws. */
export function reportError(error: Error & { digest?: string }): void {
  try {
    const { locale, mode, path } = usageContext(window.location.pathname)
    // Every field is cut to its limit here; the server checks the body against errorReportSchema.
    const report: ErrorReportInput = {
      id: newClientId(),
      ts: Date.now(),
      message: (error.message || error.name || 'Error').slice(0, INGEST_LIMITS.errorMessage),
      name: error.name?.slice(0, INGEST_LIMITS.slug),
      stack: error.stack?.slice(0, INGEST_LIMITS.errorStack),
      digest: error.digest?.slice(0, INGEST_LIMITS.slug),
      path,
      locale,
      mode,
      userAgent: navigator.userAgent.slice(0, INGEST_LIMITS.path),
    }
    void enqueueSync('error_report', report).catch(() => undefined)
  } catch {
    // reporting must never make an error page fail
  }
}
