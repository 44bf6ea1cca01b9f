import { judgeBatch, usageBatchSchema } from '@/domain/usage-event-schemas'
import { accepted, guardedBody, unavailableOnFailure } from '@/features/ingest/guards'
import { ingestPool, writeUsageEvents } from '@/data/ingest-store'

export const dynamic = 'force-dynamic'

/**
 * Spec §7: POST /api/usage-stats/batch `{ events: [...], sentAt? }` (1–100 events). Answers 202
 * `{ received, stored, rejected: [{ index, id?, problems }] }`: the valid events are stored (a
 * replayed client id once), the invalid ones listed, so one bad event never sinks the others and
 * the client knows which of its items to drop. Only a body that is not a batch at all is a 400.
 */
export const POST = unavailableOnFailure(async (request: Request) => {
  const pool = ingestPool()
  const guarded = await guardedBody(request, { endpoint: 'usage-batch', schema: usageBatchSchema, pool })
  if (!guarded.ok) return guarded.response
  const { accepted: events, rejected } = judgeBatch(guarded.data, Date.now())
  const stored = events.length ? await writeUsageEvents(pool, events) : 0
  return accepted({ received: guarded.data.events.length, stored, rejected })
})
