import pg from 'pg'

/** Keys of the session-level advisory locks the app takes (pg_advisory_lock takes a bigint). */
export const ADVISORY_LOCKS = {
  /** Migrations, the demo seed and the first admin: one starting instance prepares, the others wait. */
  prepareDatabase: 7_318_400_001,
  /** The bus timetable import (issue 23): one instance imports; the others skip the run (pg_try_advisory_lock). */
  busImport: 7_318_400_002,
} as const

/**
 * Runs `work` while this process holds a Postgres advisory lock on its own connection: instances
 * starting together take turns, so exactly one applies pending migrations and seeds, and the ones
 * after it find the work done. The lock goes with the connection, so a crash cannot leave it held.
 */
export async function withAdvisoryLock<T>(databaseUrl: string, key: number, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key])
    return await work()
  } finally {
    await client.end()
  }
}
