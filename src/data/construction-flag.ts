import { lightPool } from './light-pool'

/**
 * The proxy asks on every page request whether the site is under construction. It reads the one
 * boolean straight from Postgres (Payload is too heavy to load in the proxy) and remembers it for a
 * second, so a switch in the admin takes effect within a second on every instance. Once one answer
 * is known, a request waits at most FRESH_WAIT_MS for a fresh read and otherwise gets the last
 * answer while the read goes on: a hung database costs a page a fraction of a second, not one.
 */
const MEMO_MS = 1000
const FRESH_WAIT_MS = 150
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
  const pending = refreshing
  if (pending && known === undefined) await pending
  else if (pending) {
    // A healthy database answers in a millisecond or two; a hung one costs a request this much at most.
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([pending, new Promise((resolve) => (timer = setTimeout(resolve, FRESH_WAIT_MS)))])
    clearTimeout(timer)
  }
  return known ?? false
}
