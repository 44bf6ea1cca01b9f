import pg from 'pg'

import { DATABASE_TIMEOUTS } from '@/domain/database-timeouts'

let pool: pg.Pool | undefined

/**
 * The ingest routes' own pool, apart from Payload's: a burst of visitor events never takes the
 * connections that editors and page regeneration need, and a hung database fails it in a second.
 */
export async function ingestPool(): Promise<pg.Pool> {
  if (!pool) {
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, keepAlive: true, ...DATABASE_TIMEOUTS.ingest })
    // A connection the server drops while idle must not crash the process; the next query reconnects.
    pool.on('error', () => undefined)
  }
  return pool
}
