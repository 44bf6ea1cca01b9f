import pg from 'pg'

/**
 * The proxy asks on every page request whether the site is under construction. It reads the one
 * boolean straight from Postgres (Payload is too heavy to load in the proxy) and remembers it for
 * a second, so a switch in the admin takes effect within a second on every instance. If the
 * database is unreachable the last known answer stands: a database outage must not blank the site.
 */
const MEMO_MS = 1000
let pool: pg.Pool | undefined
let memo: { value: boolean; at: number } = { value: false, at: 0 }

function getPool(): pg.Pool | undefined {
  if (!process.env.DATABASE_URL) return undefined
  if (!pool) {
    pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: 1,
      connectionTimeoutMillis: 1000,
      query_timeout: 1000,
    })
    // An idle connection dropped by the server must not crash the process; the next query reconnects.
    pool.on('error', () => {})
  }
  return pool
}

export async function isUnderConstruction(now = Date.now()): Promise<boolean> {
  if (now - memo.at < MEMO_MS) return memo.value
  memo = { value: memo.value, at: now }
  try {
    const result = await getPool()?.query<{ under_construction: boolean | null }>(
      'select under_construction from site_settings limit 1',
    )
    memo = { value: Boolean(result?.rows[0]?.under_construction), at: now }
  } catch {
    // Keep the last known value.
  }
  return memo.value
}
