import { BUS_IMPORT_CHECK_EVERY_MS, BUS_IMPORT_FIRST_CHECK_MS } from '@/domain/gtfs'

import { feedSourceFrom } from './feed'
import { busImportDue, runBusImport } from './job'

let started = false
let running = false

/**
 * The daily bus timetable import, run by the app itself (src/instrumentation.ts): every instance
 * checks hourly whether an import is due (a day since the last, the towns' stops changed, none
 * yet) and, if so, tries; the advisory lock lets one instance import while the others skip, and
 * gtfs_imports tells the next check what happened. Nothing runs without BUS_GTFS_URL/BUS_GTFS_PATH.
 */
export function startBusImports(env: Record<string, string | undefined> = process.env) {
  if (started || !env.DATABASE_URL) return
  started = true
  const check = async () => {
    if (running || !feedSourceFrom(env)) return
    running = true
    try {
      if (!(await busImportDue({ databaseUrl: env.DATABASE_URL }))) return
      const outcome = await runBusImport({ trigger: 'schedule', env })
      if (outcome.status === 'ok') {
        console.log(`[bus timetable] imported from ${outcome.source} in ${outcome.durationMs} ms: ${JSON.stringify(outcome.counts)}`)
      } else if (outcome.status !== 'busy') {
        console.warn(`[bus timetable] import ${outcome.status}: ${outcome.error}`)
      }
    } catch (error) {
      // A database outage skips this check; the next one tries again.
      console.warn(`[bus timetable] import check skipped: ${error instanceof Error ? error.message : error}`)
    } finally {
      running = false
    }
  }
  setTimeout(() => {
    void check()
    setInterval(check, BUS_IMPORT_CHECK_EVERY_MS).unref()
  }, BUS_IMPORT_FIRST_CHECK_MS).unref()
}
