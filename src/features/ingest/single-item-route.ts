import type { Pool } from 'pg'

import { ingestPool } from '@/data/ingest-store'
import type * as z from '@/domain/zod'
import { withCorrectedTime } from '@/domain/usage-event-schemas'

import { accepted, guardedBody, problem, unavailableOnFailure } from './guards'

type Timed = { ts: number; sentAt?: number | null }

/**
 * POST handler of an endpoint that takes one item as the body (spec §7: /api/feedback,
 * /api/error-reports), with optionally `sentAt`, the device's clock, which corrects its `ts`.
 * Guarded like every ingest endpoint; stored once per client id by `write`.
 */
export function singleItemIngest<S extends z.ZodMiniType<Timed>>({
  endpoint,
  schema,
  write,
}: {
  endpoint: string
  schema: S
  write: (pool: Pool, item: Omit<z.infer<S>, 'sentAt'>) => Promise<number>
}) {
  return unavailableOnFailure(async (request: Request) => {
    const pool = ingestPool()
    const guarded = await guardedBody(request, { endpoint, schema, pool })
    if (!guarded.ok) return guarded.response
    const timed = withCorrectedTime(guarded.data, Date.now())
    if (!timed.ok) return problem(400, 'invalid body', timed.problems)
    const stored = await write(pool, timed.data)
    return accepted({ received: 1, stored })
  })
}
