// Steps shared by `npm start` and `npm test`: prepare a database, build when needed, run Next.
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

export const ROOT = path.resolve(import.meta.dirname, '../..')
const BIN = {
  next: path.join(ROOT, 'node_modules/next/dist/bin/next'),
}

/** Runs a command to completion, streaming its output; rejects on a non-zero exit. */
export function run(command, args, { env = process.env, label = path.basename(args[0] ?? command) } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(Object.assign(new Error(`${label} failed (${signal ?? `exit ${code}`})`), { exitCode: code })),
    )
  })
}

/** A stable secret for local runs, kept beside the embedded database; production sets PAYLOAD_SECRET. */
export function localSecret() {
  const file = path.join(ROOT, '.data', 'payload-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return fs.readFileSync(file, 'utf8').trim()
}

/**
 * Exit 13 is Node giving up on a module that can never finish loading or evaluating (an unsettled
 * top-level await). prepare.ts ended so, silent, before Payload had started, about once per full
 * test run on this 2-core machine under load (a build, the e2e servers and the integration tests at
 * once), most likely a module load under the tsx loader that never settled. Nothing is written by then, and
 * preparing is idempotent under its lock, so it is run again, up to three times.
 * `attempt` resolves to the exit code.
 */
export async function retryUnsettled(attempt, tries = 3) {
  for (let n = 1; ; n++) {
    const code = await attempt()
    if (code !== 13 || n === tries) return code
    console.warn(`[town-guide] database preparation stopped before it began (exit 13): trying again (${n + 1} of ${tries})`)
  }
}

/** Applies committed migrations, seeds demo content into an empty database, ensures a first admin. */
export async function prepareDatabase(env) {
  // Run under tsx registered before the script loads (`node --import tsx`). `payload run` loads tsx
  // at run time instead, and a third of its runs here ended with exit 0 and no output, before Payload
  // had even started (6 runs: 2 silent; `node --import tsx`: 8 of 8 complete). The check stays.
  const code = await retryUnsettled(() =>
    run(process.execPath, ['--import', 'tsx', 'src/cms/seed/prepare.ts'], { env, label: 'database preparation' }).then(
      () => 0,
      (error) => {
        if (error.exitCode === 13) return 13
        throw error
      },
    ),
  )
  if (code !== 0) throw new Error(`database preparation failed (exit ${code})`)
  if (!(await isPrepared(env.DATABASE_URL)))
    throw new Error('database preparation ended without migrating the database and creating the first admin')
}

async function isPrepared(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const count = (sql) =>
      client.query(sql).then(
        (r) => r.rows[0].n,
        () => 0,
      )
    return (
      (await count('select count(*)::int as n from payload_migrations')) > 0 && (await count('select count(*)::int as n from users')) > 0
    )
  } finally {
    await client.end()
  }
}

const BUILD_INPUTS = ['src', 'messages', 'public', 'next.config.ts', 'tsconfig.json', 'package-lock.json']
/** Environment read while building (inlined into the client, or into next.config.ts `headers()`). */
const BUILD_ENV = ['NEXT_PUBLIC_MAP_STYLE_URL', 'NEXT_PUBLIC_MAP_TEST_HOOKS', 'KIOSK_FRAME_ANCESTORS']

function* files(entry) {
  const full = path.join(ROOT, entry)
  if (!fs.existsSync(full)) return
  if (fs.statSync(full).isDirectory()) {
    for (const child of fs.readdirSync(full).sort()) yield* files(path.join(entry, child))
  } else yield entry
}

/** A fingerprint of everything a build depends on, including which database it prerendered from. */
export function buildFingerprint(databaseUrl, env = process.env) {
  const hash = createHash('sha256').update(databaseUrl ?? '')
  for (const name of BUILD_ENV) hash.update(`${name}=${env[name] ?? ''}\n`)
  for (const input of BUILD_INPUTS) {
    for (const file of files(input)) hash.update(file).update(fs.readFileSync(path.join(ROOT, file)))
  }
  return hash.digest('hex')
}

/** MapLibre's worker must be served from public/ (it cannot be found inside a Next bundle). */
function copyMaplibreWorker() {
  return run(process.execPath, [path.join(ROOT, 'scripts/copy-maplibre-worker.mjs')], { label: 'copy maplibre worker' })
}

/** Whether `distDir` holds a finished build stamped with `fingerprint`; an unreadable stamp (a crash while writing it) means no. */
export function isBuildCurrent(distDir, fingerprint) {
  const dir = path.resolve(ROOT, distDir)
  try {
    return (
      fs.existsSync(path.join(dir, 'BUILD_ID')) &&
      JSON.parse(fs.readFileSync(path.join(dir, 'town-guide-build.json'), 'utf8')).fingerprint === fingerprint
    )
  } catch {
    return false
  }
}

/** Builds into `distDir` unless the build there was made from the same sources and database. */
export async function buildIfNeeded({ env, distDir, force = false }) {
  await copyMaplibreWorker()
  const stampFile = path.join(ROOT, distDir, 'town-guide-build.json')
  const fingerprint = buildFingerprint(env.DATABASE_URL, env)
  if (!force && isBuildCurrent(distDir, fingerprint)) return false
  // A stale fetch cache can hide a missing database during prerendering.
  fs.rmSync(path.join(ROOT, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
  await run(process.execPath, [BIN.next, 'build'], {
    env: { ...env, NEXT_DIST_DIR: distDir, TOWN_GUIDE_BUILD_ID: fingerprint.slice(0, 20) },
    label: 'next build',
  })
  fs.writeFileSync(stampFile, JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }))
  return true
}

/**
 * The production server's V8 heap limit, in MB. Under 200 connections the live heap after a full
 * collection stays at 125-145 MB, but with V8's default limit on a large machine (4 GB here) the
 * old space was let grow to 300 MB and more between collections: 630-810 MB resident after the
 * page, API and ingest loads of bench/load. With 1 GB, V8 sizes its steps to it: about 410 MB
 * resident after the same loads, requests/s within this machine's run-to-run noise (512 MB gave
 * the same memory but about a fifth fewer pages a second). An operator's NODE_OPTIONS with its own
 * --max-old-space-size wins.
 */
const SERVER_HEAP_MB = 1024

function serverNodeFlags(env) {
  return /--max-old-space-size/.test(env.NODE_OPTIONS ?? '') ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`]
}

/** Starts our production server (scripts/server.mjs) or `next dev`, and returns the child process. */
export async function startNext({ env, distDir, port, dev = false, stdio = 'inherit' }) {
  if (dev) await copyMaplibreWorker()
  const args = dev ? [BIN.next, 'dev', '-p', String(port)] : [...serverNodeFlags(env), path.join(ROOT, 'scripts/server.mjs')]
  return spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...env, NEXT_DIST_DIR: distDir, PORT: String(port) },
    stdio,
  })
}

/** Resolves once `url` answers (any status), or rejects after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: 'manual' })
      return
    } catch {
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
