'use client'

import { useEffect } from 'react'

import { DisplayErrorView } from '@/features/kiosk/DisplayErrorView'
import { reportError } from '@/features/usage/error-report'

export default function KioskError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => reportError(error), [error])
  return <DisplayErrorView mode="kiosk" status={500} message={error.digest} onRetry={reset} />
}
