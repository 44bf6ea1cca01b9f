import { errorReportSchema } from '@/domain/usage-event-schemas'
import { accepted, guardedBody, problem, unavailableOnFailure } from '@/features/ingest/guards'
import { ingestPool } from '@/features/ingest/db'
import { staleProblems, writeErrorReport } from '@/features/ingest/writers'

export const dynamic = 'force-dynamic'

/** Spec §7: POST /api/error-reports with the report as the body; stored once per client id. */
export const POST = unavailableOnFailure(async (request: Request) => {
  const pool = ingestPool()
  const guarded = await guardedBody(request, { endpoint: 'error-reports', schema: errorReportSchema, pool })
  if (!guarded.ok) return guarded.response
  const stale = staleProblems([guarded.data])
  if (stale.length) return problem(400, 'invalid body', stale)
  const stored = await writeErrorReport(pool, guarded.data)
  return accepted({ received: 1, stored })
})
