/** Spec §4/§9: a path may be force-reloaded at most once per 10 seconds, so a bad deploy cannot loop. */
export const RELOAD_GUARD_MS = 10_000

export type ReloadRecords = Record<string, number>

/** Decides whether `path` may be reloaded now; returns the records to store (stale ones dropped). */
export function claimReload(records: ReloadRecords, path: string, now: number): { allowed: boolean; records: ReloadRecords } {
  const fresh: ReloadRecords = {}
  for (const [p, at] of Object.entries(records)) if (now - at < RELOAD_GUARD_MS) fresh[p] = at
  if (fresh[path] !== undefined) return { allowed: false, records: fresh }
  return { allowed: true, records: { ...fresh, [path]: now } }
}

/** Spec: the latest build id is polled; the interval is ours. */
export const BUILD_POLL_INTERVAL_MS = 60_000
/**
 * Spec §7/§9: the build manifest is fetched 1 s after load, never on slow-2g. The first check of
 * the latest build, whose id names that manifest, waits as long: the page was just served by the
 * current build, so asking at once only competed with what the visitor came for.
 */
export const FIRST_BUILD_CHECK_DELAY_MS = 1_000

export function shouldFetchManifest(effectiveType: string | undefined): boolean {
  return effectiveType !== 'slow-2g'
}

/** Errors that mean the page asked for a script from a build that is gone. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false
  const { name, message } = error as { name?: string; message?: string }
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(message ?? '') ||
    /Failed to fetch dynamically imported module/i.test(message ?? '') ||
    /error loading dynamically imported module/i.test(message ?? '')
  )
}
