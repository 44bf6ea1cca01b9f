import type { Pool } from 'pg'

import { sidePool } from '@/data/side-pool'
import { DATABASE_TIMEOUTS } from '@/domain/database-timeouts'
import { HOUSEKEEPING, retentionCutoff, retentionMonths, VISITOR_DATA } from '@/domain/retention'
import { pruneRateCounters } from '@/features/ingest/rate-limit-store'

/** Rows deleted per statement: a large backlog goes in short steps that never hold long locks. */
const BATCH = 5000

/** Deletes visitor data older than the retention period; returns rows deleted per table. */
export async function deleteExpiredVisitorData(pool: Pool, now = new Date(), months = retentionMonths()): Promise<Record<string, number>> {
  const cutoff = retentionCutoff(now, months)
  const deleted: Record<string, number> = {}
  for (const { table, column } of VISITOR_DATA) {
    deleted[table] = 0
    for (;;) {
      const result = await pool.query(
        `DELETE FROM ${table} WHERE ctid IN (SELECT ctid FROM ${table} WHERE ${column} < $1 LIMIT ${BATCH})`,
        [cutoff.toISOString()],
      )
      deleted[table] += result.rowCount ?? 0
      if ((result.rowCount ?? 0) < BATCH) break
    }
  }
  return deleted
}

async function safely(label: string, task: () => Promise<unknown>) {
  try {
    await task()
  } catch (error) {
    // A database outage skips this run; the next one catches up.
    console.warn(`[housekeeping] ${label} skipped: ${error instanceof Error ? error.message : error}`)
  }
}

let started = false
/** One connection of its own, with Payload's timeouts: Payload is not loaded for this. */
const housekeepingPool = sidePool({ ...DATABASE_TIMEOUTS.payload, max: 1 })

/** Runs in every server process: each run is idempotent, so several instances may overlap. */
export function startHousekeeping() {
  if (started || !process.env.DATABASE_URL) return
  started = true
  const retention = () =>
    safely('visitor data retention', async () => {
      const deleted = await deleteExpiredVisitorData(housekeepingPool())
      const total = Object.values(deleted).reduce((a, b) => a + b, 0)
      if (total) console.log(`[housekeeping] deleted visitor data older than ${retentionMonths()} months: ${JSON.stringify(deleted)}`)
    })
  const counters = () => safely('rate-limit counters', async () => pruneRateCounters(housekeepingPool()))
  setTimeout(() => {
    void retention()
    void counters()
    setInterval(retention, HOUSEKEEPING.retentionEveryMs).unref()
    setInterval(counters, HOUSEKEEPING.countersEveryMs).unref()
  }, HOUSEKEEPING.firstRunAfterMs).unref()
}
