import { pruneRateCounters } from '@/data/rate-limit-store'
import { sidePool } from '@/data/side-pool'
import { deleteExpiredVisitorData } from '@/data/visitor-data-retention'
import { DATABASE_TIMEOUTS } from '@/domain/database-timeouts'
import { HOUSEKEEPING, retentionMonths } from '@/domain/retention'

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
