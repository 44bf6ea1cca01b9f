import { lightPool } from './light-pool'

/**
 * The proxy asks on every page request whether the site is under construction. It reads the one
 * boolean straight from Postgres (Payload is too heavy to load in the proxy). A request never waits
 * for that read once one answer is known: it gets the last answer, and a read older than a second
 * starts a refresh in the background, so a switch in the admin takes effect within about a second
 * on every instance, and a hung database costs pages nothing.
 */
const MEMO_MS = 1000
let known: boolean | undefined
let readAt = 0
let refreshing: Promise<void> | undefined

async function refresh(): Promise<void> {
  try {
    const result = await lightPool()?.query<{ under_construction: boolean | null }>('select under_construction from site_settings limit 1')
    known = Boolean(result?.rows[0]?.under_construction)
  } catch {
    // Keep the last known value; until there is one, the site is open.
  } finally {
    refreshing = undefined
  }
}

export async function isUnderConstruction(now = Date.now()): Promise<boolean> {
  if (!refreshing && now - readAt >= MEMO_MS) {
    readAt = now
    refreshing = refresh()
  }
  // Only the very first request waits, and at most the flag pool's timeouts.
  if (known === undefined) await refreshing
  return known ?? false
}
