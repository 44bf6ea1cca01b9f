/** Next calls this once when a server process starts: background jobs start here, never while building. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startHousekeeping } = await import('./features/housekeeping/housekeeping')
  startHousekeeping()
  // The daily bus timetable import (issue 23): only when a GTFS feed is configured.
  const { startBusImports } = await import('./features/departures/bus/schedule')
  startBusImports()
  // Scheduled publishing (issue 22): the jobs queue, run once a minute by the app itself.
  const { startJobsRunner } = await import('./features/scheduled-publishing/runner')
  startJobsRunner()
}
