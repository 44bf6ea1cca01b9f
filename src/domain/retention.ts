/**
 * How long visitor data is kept (issue 16): usage events, feedback, error reports and contact
 * messages older than this are deleted by the housekeeping job. RETENTION_MONTHS changes it.
 */
export const DEFAULT_RETENTION_MONTHS = 13

/** The months in force: RETENTION_MONTHS when it is a whole number from 1 to 120, else the default. */
export function retentionMonths(env: Record<string, string | undefined> = process.env): number {
  const months = Number(env.RETENTION_MONTHS)
  return Number.isInteger(months) && months >= 1 && months <= 120 ? months : DEFAULT_RETENTION_MONTHS
}

/** The moment before which visitor data is deleted: the same day of the month, `months` back (clamped to its last day). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now)
  const day = cutoff.getUTCDate()
  cutoff.setUTCDate(1)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate()
  cutoff.setUTCDate(Math.min(day, lastDay))
  return cutoff
}

/** Each table of visitor data and the column that dates a row. */
export const VISITOR_DATA = [
  { table: 'usage_events', column: 'occurred_at' },
  { table: 'feedback_messages', column: 'created_at' },
  { table: 'error_reports_log', column: 'created_at' },
  { table: 'contact_messages', column: 'created_at' },
] as const

/** How often the housekeeping job runs: visitor data hourly, rate-limit counters every ten minutes. */
export const HOUSEKEEPING = { retentionEveryMs: 60 * 60 * 1000, countersEveryMs: 10 * 60 * 1000, firstRunAfterMs: 30 * 1000 } as const
