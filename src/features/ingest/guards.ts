import type { Pool } from 'pg'
import type * as z from '@/domain/zod'

import { hitClientAndEndpoint } from '@/data/rate-limit-store'
import { clientAddressOf } from '@/domain/client-address.mjs'
import { postgresDataException } from '@/domain/postgres-errors'
import { BODY_LIMITS } from '@/domain/request-limits.mjs'
import { problemsOf } from '@/domain/usage-event-schemas'
import type { Problem } from '@/domain/usage-event-schemas'
import { readBodyWithin } from '@/features/http/request-body'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export const problem = (status: number, error: string, problems?: Problem[], headers?: Record<string, string>) =>
  json(status, problems ? { error, problems } : { error }, headers)

/** Origins allowed besides the request's own host: SERVER_URL and a comma list in INGEST_ALLOWED_ORIGINS. */
function allowedHosts(request: Request): Set<string> {
  const hosts = new Set<string>()
  const own = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host
  hosts.add(own)
  for (const origin of [process.env.SERVER_URL, ...(process.env.INGEST_ALLOWED_ORIGINS ?? '').split(',')]) {
    if (!origin?.trim()) continue
    try {
      hosts.add(new URL(origin.trim()).host)
    } catch {
      // a malformed entry allows nothing
    }
  }
  return hosts
}

/** Browsers always send Origin on a POST; a foreign one (or a cross-site fetch) is refused. */
export function foreignOrigin(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true
  const origin = request.headers.get('origin')
  if (!origin) return false
  try {
    return !allowedHosts(request).has(new URL(origin).host)
  } catch {
    return true
  }
}

/** Whether a request declares a JSON body (the only kind the public write endpoints take). */
export const sendsJson = (request: Request) => /^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')

/**
 * The shared guard of the ingest endpoints, in order: foreign Origin → 403, not JSON → 415,
 * over 64 KB → 413 (a stalled body 408), over the per-client or the endpoint-wide rate → 429, unparsable or invalid → 400 with the list of
 * problems. Only a body that passes every check reaches the writer.
 */
export async function guardedBody<T extends z.ZodMiniType>(
  request: Request,
  { endpoint, schema, pool }: { endpoint: string; schema: T; pool: Pool },
): Promise<{ ok: true; data: z.infer<T> } | { ok: false; response: Response }> {
  if (foreignOrigin(request)) return { ok: false, response: problem(403, 'foreign origin') }
  if (!sendsJson(request)) return { ok: false, response: problem(415, 'send application/json') }
  const read = await readBodyWithin(request, BODY_LIMITS.ingest)
  if (!read.ok) return { ok: false, response: problem(read.status, read.error) }
  const rate = await hitClientAndEndpoint(pool, clientAddressOf(request.headers), endpoint)
  if (!rate.allowed)
    return { ok: false, response: problem(429, 'too many requests', undefined, { 'Retry-After': String(rate.retryAfterSeconds) }) }
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder().decode(read.bytes))
  } catch {
    return { ok: false, response: problem(400, 'invalid body', [{ path: '(body)', message: 'not valid JSON' }]) }
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) return { ok: false, response: problem(400, 'invalid body', problemsOf(parsed.error)) }
  return { ok: true, data: parsed.data }
}

export const accepted = (body: unknown) => json(202, body)

/**
 * An ingest endpoint whose storage fails (Postgres down, pool exhausted) answers 503 with
 * Retry-After: the client's sync queue keeps the item and sends it again later. Never a 500.
 * A value Postgres refuses (a data exception) is no outage: sending it again would fail again,
 * so it is a 400, a refusal the client counts against the item's retries (dropped after 3).
 */
export function unavailableOnFailure(handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    try {
      return await handler(request)
    } catch (error) {
      const refused = postgresDataException(error)
      if (refused) {
        console.warn(`[ingest] ${new URL(request.url).pathname}: value refused by the database: ${refused.message}`)
        return problem(400, 'invalid body', [{ path: '(body)', message: `a value the database cannot store: ${refused.message}` }])
      }
      console.error(`[ingest] ${new URL(request.url).pathname}: storage unavailable:`, error instanceof Error ? error.message : error)
      return problem(503, 'storage unavailable: try again later', undefined, { 'Retry-After': '30' })
    }
  }
}
