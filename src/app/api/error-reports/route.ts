import { errorReportSchema, withCorrectedTime } from '@/domain/usage-event-schemas'
import { accepted, guardedBody, problem, unavailableOnFailure } from '@/features/ingest/guards'
import { ingestPool } from '@/features/ingest/db'
import { writeErrorReport } from '@/features/ingest/writers'

export const dynamic = 'force-dynamic'

/**
 * Spec §7: POST /api/error-reports with the report as the body (and optionally `sentAt`, the
 * device's clock, which corrects its `ts`); stored once per client id.
 */
export const POST = unavailableOnFailure(async (request: Request) => {
  const pool = ingestPool()
  const guarded = await guardedBody(request, { endpoint: 'error-reports', schema: errorReportSchema, pool })
  if (!guarded.ok) return guarded.response
  const timed = withCorrectedTime(guarded.data, Date.now())
  if (!timed.ok) return problem(400, 'invalid body', timed.problems)
  const stored = await writeErrorReport(pool, timed.data)
  return accepted({ received: 1, stored })
})
