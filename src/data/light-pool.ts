import pg from 'pg'

import { DATABASE_TIMEOUTS } from '@/domain/database-timeouts'

let pool: pg.Pool | undefined

/**
 * One connection with short timeouts, for the few questions asked on every request that must never
 * wait on a slow database: the construction flag, and whether the admin can work at all.
 */
export function lightPool(): pg.Pool | undefined {
  if (!process.env.DATABASE_URL) return undefined
  if (!pool) {
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, keepAlive: true, ...DATABASE_TIMEOUTS.flag })
    // An idle connection dropped by the server must not crash the process; the next query reconnects.
    pool.on('error', () => {})
  }
  return pool
}
