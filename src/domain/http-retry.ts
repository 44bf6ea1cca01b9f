/** Spec §7: statuses worth one more try. */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504])
/** Spec §7: GET is retried once by default. */
export const DEFAULT_GET_RETRIES = 1
export const RETRY_DELAY_MS = 300

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Whether attempt number `attempt` (0 = the first) may be followed by another. Never for writes. */
export function shouldRetry({
  method,
  status,
  attempt,
  retries = DEFAULT_GET_RETRIES,
}: {
  method: string
  status: number | 'network-error'
  attempt: number
  retries?: number
}): boolean {
  if (method.toUpperCase() !== 'GET') return false
  if (attempt >= retries) return false
  return status === 'network-error' || RETRY_STATUSES.has(status)
}
