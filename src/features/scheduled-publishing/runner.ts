import { JOBS_RUN, msUntilNextRun, selfOrigin } from '@/domain/scheduled-publishing'

import { runnerToken } from './runner-token'

/** fetch's own message is "fetch failed": the cause says what (ECONNREFUSED…). */
const reason = (error: unknown) =>
  error instanceof Error ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message) : String(error)

let started = false
let running = false

/**
 * Runs the jobs queue (scheduled publishing, issue 22) from every server process, a few seconds
 * after each minute turns: no external cron. Each run is a request to the process itself
 * (POST /api/jobs/run), so a scheduled publish goes through the same request-bound revalidation as
 * one from the admin; the advisory lock taken there lets one instance run the due jobs while the
 * others skip that minute. Started by src/instrumentation.ts, never while building.
 */
export function startJobsRunner(env: Record<string, string | undefined> = process.env) {
  if (started || !env.DATABASE_URL) return
  started = true
  const url = `${selfOrigin(env)}/api/jobs/run`
  let failing = false
  const run = async () => {
    // A run still under way (many jobs, a slow database) is not doubled.
    if (running) return
    running = true
    try {
      const response = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${runnerToken()}` } })
      const outcome = (await response.json().catch(() => null)) as { error?: string; jobs?: Record<string, string> } | null
      if (!response.ok) throw new Error(`${response.status} ${outcome?.error ?? ''}`.trim())
      const failed = Object.entries(outcome?.jobs ?? {}).filter(([, status]) => status !== 'success')
      if (failed.length) console.warn(`[jobs] ${failed.length} job(s) did not succeed: ${JSON.stringify(Object.fromEntries(failed))}`)
      if (failing) console.log('[jobs] the jobs queue runs again')
      failing = false
    } catch (error) {
      // Said once while it lasts (a database outage, the server still starting); every minute retries.
      if (!failing) console.warn(`[jobs] jobs queue run failed, retrying every minute: ${reason(error)}`)
      failing = true
    } finally {
      running = false
    }
  }
  const next = (notBefore = 0) => {
    setTimeout(
      () => {
        void run()
        next()
      },
      msUntilNextRun(Date.now(), notBefore),
    ).unref()
  }
  next(JOBS_RUN.firstRunAfterMs)
}
