import type { Pool } from 'pg'

import { retentionCutoff, retentionMonths, VISITOR_DATA } from '@/domain/retention'

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
