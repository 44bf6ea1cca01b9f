'use client'

import { ErrorView } from '@/features/pages/ErrorView'

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView status={500} message={error.digest} onRetry={reset} />
}
