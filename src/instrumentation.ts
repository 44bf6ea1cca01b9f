/** Next calls this once when a server process starts: background jobs start here, never while building. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startHousekeeping } = await import('./features/housekeeping/housekeeping')
  startHousekeeping()
}
