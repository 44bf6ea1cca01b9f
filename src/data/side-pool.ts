import pg from 'pg'

/**
 * A small pg pool apart from Payload's, created on first use: each caller (ingest, sign-in,
 * the light per-request checks, housekeeping) keeps its own connections and timeouts, so one of
 * them flooded or stuck never takes the connections the others need.
 */
export function sidePool(options: pg.PoolConfig): () => pg.Pool {
  let pool: pg.Pool | undefined
  return () => {
    if (!pool) {
      pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, keepAlive: true, ...options })
      // An idle connection dropped by the server must not crash the process; the next query reconnects.
      pool.on('error', () => undefined)
    }
    return pool
  }
}
