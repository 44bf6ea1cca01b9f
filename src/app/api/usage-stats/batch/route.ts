import { usageBatchSchema } from '@/domain/usage-event-schemas'
import { accepted, guardedBody, problem, unavailableOnFailure } from '@/features/ingest/guards'
import { ingestPool } from '@/features/ingest/db'
import { staleProblems, writeUsageEvents } from '@/features/ingest/writers'

export const dynamic = 'force-dynamic'

/** Spec §7: POST /api/usage-stats/batch `{ events: [...] }` (1–100). Replays of a client id are stored once. */
export const POST = unavailableOnFailure(async (request: Request) => {
  const pool = ingestPool()
  const guarded = await guardedBody(request, { endpoint: 'usage-batch', schema: usageBatchSchema, pool })
  if (!guarded.ok) return guarded.response
  const stale = staleProblems(guarded.data.events, Date.now(), 'events.')
  if (stale.length) return problem(400, 'invalid body', stale)
  const stored = await writeUsageEvents(pool, guarded.data.events)
  return accepted({ received: guarded.data.events.length, stored })
})
