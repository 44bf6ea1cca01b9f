import pg from 'pg'

import { ADVISORY_LOCKS } from '@/data/advisory-lock'
import { importDue } from '@/domain/gtfs'

import { describeSource, type FeedSource, feedSourceFrom, openFeed } from './feed'
import { type ImportCounts, readTimetable, writeTimetable } from './import'
import { allTownStopIds, asImportRecord, latestImports } from './store'

/**
 * One run of the bus timetable import, however it was started (the daily schedule, an admin):
 * under a Postgres advisory lock so that, of several instances, one imports and the others skip;
 * recorded in gtfs_imports (when, from where, what it kept, how it ended); the new timetable
 * replacing the old in one transaction, or the old one kept untouched when anything fails.
 */

export type ImportTrigger = 'schedule' | 'admin' | 'script'

export type ImportOutcome = {
  /** ok; failed (the previous timetable stays); skipped (no stop named); busy (another import runs); not-configured (no source) */
  status: 'ok' | 'failed' | 'skipped' | 'busy' | 'not-configured'
  /** the gtfs_imports row, when one was written */
  id: number | null
  trigger: ImportTrigger
  source: string | null
  startedAt: string
  finishedAt: string
  durationMs: number
  counts: ImportCounts | null
  feedVersion: string | null
  error: string | null
}

/** Imports older than the latest this many are deleted. */
const IMPORTS_KEPT = 50
/** The import's own connection: statements may take a while on a large feed; the pool's 10 s would cut them. */
const IMPORT_TIMEOUTS = { connectionTimeoutMillis: 5000, query_timeout: 5 * 60_000, statement_timeout: 5 * 60_000 }

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000)

export async function runBusImport({
  trigger,
  databaseUrl = process.env.DATABASE_URL,
  env = process.env,
  source = feedSourceFrom(env),
  fetch: fetchImpl,
  now = Date.now,
}: {
  trigger: ImportTrigger
  databaseUrl?: string
  env?: Record<string, string | undefined>
  source?: FeedSource | null
  fetch?: typeof fetch
  now?: () => number
}): Promise<ImportOutcome> {
  const started = now()
  const startedClock = performance.now()
  const outcome = (status: ImportOutcome['status'], rest: Partial<ImportOutcome> = {}): ImportOutcome => ({
    status,
    id: null,
    trigger,
    source: source ? describeSource(source) : null,
    startedAt: new Date(started).toISOString(),
    finishedAt: new Date(now()).toISOString(),
    durationMs: Math.round(performance.now() - startedClock),
    counts: null,
    feedVersion: null,
    error: null,
    ...rest,
  })
  if (!source) return outcome('not-configured', { error: 'Set BUS_GTFS_URL or BUS_GTFS_PATH to a GTFS timetable.' })
  if (!databaseUrl) return outcome('failed', { error: 'No database (DATABASE_URL).' })

  const client = new pg.Client({ connectionString: databaseUrl, ...IMPORT_TIMEOUTS })
  client.on('error', () => undefined)
  await client.connect()
  try {
    const { rows: lock } = await client.query('SELECT pg_try_advisory_lock($1) AS locked', [ADVISORY_LOCKS.busImport])
    if (lock[0]?.locked !== true) return outcome('busy', { error: 'Another import is running.' })
    // Holding the lock: an import still "running" was cut short (its process stopped).
    await client.query(`UPDATE gtfs_imports SET status = 'failed', error = 'interrupted', finished_at = now() WHERE status = 'running'`)
    const stopIds = await allTownStopIds(client)
    if (stopIds.length === 0) return outcome('skipped', { error: 'No town names a bus stop yet (Towns → Bus stops).' })

    const described = describeSource(source)
    const { rows } = await client.query(
      `INSERT INTO gtfs_imports (started_at, trigger, source, status, stop_ids) VALUES ($1, $2, $3, 'running', $4) RETURNING id`,
      [new Date(started), trigger, described, stopIds],
    )
    const id = Number(rows[0]!.id)
    try {
      const feed = await openFeed(source, { fetch: fetchImpl })
      let counts: ImportCounts
      let feedVersion: string | null
      try {
        const timetable = await readTimetable(feed, stopIds)
        feedVersion = timetable.feedVersion
        await client.query('BEGIN')
        try {
          counts = await writeTimetable(client, timetable)
          await client.query(`UPDATE gtfs_imports SET status = 'ok', finished_at = now(), counts = $2, feed_version = $3 WHERE id = $1`, [
            id,
            JSON.stringify(counts),
            feedVersion,
          ])
          await client.query('COMMIT')
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {})
          throw error
        }
      } finally {
        await feed.close().catch(() => {})
      }
      await client.query(`DELETE FROM gtfs_imports WHERE id NOT IN (SELECT id FROM gtfs_imports ORDER BY id DESC LIMIT ${IMPORTS_KEPT})`)
      return outcome('ok', { id, counts, feedVersion })
    } catch (error) {
      await client
        .query(`UPDATE gtfs_imports SET status = 'failed', finished_at = now(), error = $2 WHERE id = $1`, [id, message(error)])
        .catch(() => {})
      return outcome('failed', { id, error: message(error) })
    }
  } catch (error) {
    return outcome('failed', { error: message(error) })
  } finally {
    // Ending the session releases the advisory lock.
    await client.end().catch(() => {})
  }
}

/** Whether the scheduled import should run now (see importDue); false when the database cannot say. */
export async function busImportDue({
  databaseUrl = process.env.DATABASE_URL,
  now = Date.now(),
}: { databaseUrl?: string; now?: number } = {}) {
  if (!databaseUrl) return false
  const client = new pg.Client({ connectionString: databaseUrl, ...IMPORT_TIMEOUTS })
  client.on('error', () => undefined)
  await client.connect()
  try {
    const stopIds = await allTownStopIds(client)
    const { lastAttempt, lastOk } = await latestImports(client)
    return importDue({ lastOk: asImportRecord(lastOk), lastAttempt: asImportRecord(lastAttempt), stopIds, now })
  } finally {
    await client.end().catch(() => {})
  }
}
