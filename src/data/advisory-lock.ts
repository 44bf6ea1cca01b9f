import pg from 'pg'

/** Keys of the session-level advisory locks the app takes (pg_advisory_lock takes a bigint). */
export const ADVISORY_LOCKS = {
  /** Migrations, the demo seed and the first admin: one starting instance prepares, the others wait. */
  prepareDatabase: 7_318_400_001,
  /** The bus timetable import (issue 23): one instance imports; the others skip the run (pg_try_advisory_lock). */
  busImport: 7_318_400_002,
  /** The jobs queue (issue 22: scheduled publishing): one instance runs the due jobs; the others skip the run (pg_try_advisory_lock). */
  jobsQueue: 7_318_400_003,
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

/**
 * Runs `work` only if no other session holds the lock (pg_try_advisory_lock), on a connection of
 * its own held for the whole run; `{ acquired: false }` at once otherwise. As above, the lock goes
 * with the connection: a process that dies mid-run frees it.
 */
export async function tryWithAdvisoryLock<T>(
  databaseUrl: string,
  key: number,
  work: () => Promise<T>,
  options: Omit<pg.ClientConfig, 'connectionString'> = {},
): Promise<{ acquired: true; result: T } | { acquired: false }> {
  const client = new pg.Client({ ...options, connectionString: databaseUrl })
  // A connection dropped by the server while `work` runs must not crash the process.
  client.on('error', () => undefined)
  await client.connect()
  try {
    const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS locked', [key])
    if (rows[0]?.locked !== true) return { acquired: false }
    return { acquired: true, result: await work() }
  } finally {
    await client.end().catch(() => undefined)
  }
}
