import type { Config, Payload } from 'payload'

import { ADVISORY_LOCKS, tryWithAdvisoryLock } from '@/data/advisory-lock'
import { DATABASE_TIMEOUTS } from '@/domain/database-timeouts'
import { JOBS_RUN } from '@/domain/scheduled-publishing'

/**
 * Payload's jobs queue (issue 22: scheduled publishing). Payload adds the `schedulePublish` task
 * itself for the collections with `versions.drafts.schedulePublish` (townContent's
 * `schedulePublish` option); each scheduled publish or unpublish is a job in `payload_jobs` that
 * waits until its time.
 *
 * The queue runs only through `runDueJobs`, inside a request of the app's own (runner.ts, started
 * from src/instrumentation.ts), never through Payload's `autoRun` cron nor its REST endpoint
 * (GET /api/payload-jobs/run, open to any signed-in user by default): a cron runs outside any
 * request, where Next applies no revalidation (payload#16392), and either would run jobs outside
 * the lock that keeps several instances from running the same one.
 */
export const jobsQueue = {
  jobs: {
    access: { run: () => false },
  },
} satisfies Pick<Config, 'jobs'>

export type JobsRunOutcome =
  | { status: 'busy' }
  | {
      status: 'ran'
      /** jobs found still marked as running, released to run again (their run was cut short) */
      released: number
      /** jobs run, and how each ended */
      jobs: Record<string, string>
    }

/** Marks jobs interrupted mid-run (`processing` with no completion) runnable again; only safe under the queue's lock. */
async function releaseInterruptedJobs(payload: Payload): Promise<number> {
  const released = await payload.db.updateJobs({
    data: { processing: false },
    req: {},
    returning: true,
    where: { and: [{ processing: { equals: true } }, { completedAt: { exists: false } }] },
  })
  return released?.length ?? 0
}

/**
 * Runs the due jobs of every queue, one after another, if no other instance is running them.
 *
 * Payload 3.90 claims a job by reading the runnable ones and then setting `processing` on each by
 * id, with nothing that makes the second of two concurrent claims fail: two instances that read
 * at the same moment both run the job (fixed upstream by payload#17441, a breaking change). So the
 * whole run holds a Postgres advisory lock on a connection of its own: an instance that finds it
 * taken skips this run (`busy`), and the next minute's run picks up whatever is left. As every
 * run holds the lock, a job still marked `processing` when the lock is taken was cut short (its
 * process stopped, freeing the lock with its connection): it is released and runs again.
 */
export async function runDueJobs(payload: Payload, databaseUrl = process.env.DATABASE_URL): Promise<JobsRunOutcome> {
  if (!databaseUrl) throw new Error('No database (DATABASE_URL)')
  const { connectionTimeoutMillis, query_timeout } = DATABASE_TIMEOUTS.payload
  const run = await tryWithAdvisoryLock(
    databaseUrl,
    ADVISORY_LOCKS.jobsQueue,
    async () => {
      const released = await releaseInterruptedJobs(payload)
      // One at a time: each publish bumps the build id, a read-then-write of the build-state global.
      const { jobStatus = {} } = await payload.jobs.run({ allQueues: true, limit: JOBS_RUN.perRun, sequential: true })
      const jobs = Object.fromEntries(Object.entries(jobStatus).map(([id, result]) => [id, result?.status ?? 'unknown']))
      return { released, jobs }
    },
    { connectionTimeoutMillis, query_timeout },
  )
  return run.acquired ? { status: 'ran', ...run.result } : { status: 'busy' }
}
