'use client'

import { useEffect } from 'react'

import { ErrorView } from '@/features/pages/ErrorView'
import { reportError } from '@/features/usage/error-report'

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => reportError(error), [error])
  return <ErrorView status={500} message={error.digest} onRetry={reset} />
}
