import { ingestPool } from '@/data/ingest-store'
import { hitClientAndEndpoint } from '@/data/rate-limit-store'
import { clientAddressOf } from '@/domain/client-address.mjs'

import { restError } from './rest-error'

type Rules = { client: { windowMs: number; maxRequests: number }; endpoint: { windowMs: number; maxRequests: number } }

/**
 * Counts a public write to Payload's REST API in the ingest endpoints' shared store: a 429 with
 * Retry-After once its client or everyone together is over `rules`, otherwise undefined.
 */
export async function refusedByRate(request: Request, endpoint: string, rules: Rules, message: string): Promise<Response | undefined> {
  const rate = await hitClientAndEndpoint(ingestPool(), clientAddressOf(request.headers), endpoint, Date.now(), rules)
  return rate.allowed ? undefined : restError(429, message, { 'Retry-After': String(rate.retryAfterSeconds) })
}
