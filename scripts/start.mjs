// `npm start`: database (embedded unless DATABASE_URL is set) → migrations and demo seed →
// build when sources changed → next start. Ctrl+C stops everything it started.
// INSTANCES=N (N > 1, with REDIS_URL): N instances on the ports after PORT behind nginx on PORT,
// sharing one page cache in Redis; an instance that dies is started again.
import path from 'node:path'

import { resolveDatabase } from './lib/database.mjs'
import { buildIfNeeded, localSecret, prepareDatabase, ROOT, startNext } from './lib/app.mjs'
import { findNginx, NGINX_MISSING, startNginx, writeNginxConfig } from './lib/nginx.mjs'
import { redisProblem } from './lib/redis.mjs'

const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT || 3000)
const instances = dev ? 1 : Math.max(1, Number.parseInt(process.env.INSTANCES || '1', 10) || 1)
const distDir = dev ? '.next-dev' : process.env.NEXT_DIST_DIR || '.next'
const started = Date.now()
const log = (message) => console.log(`[town-guide] ${message}`)

// The app refuses a short secret in production too (src/cms/secret.ts), but only after the database is up.
const secret = process.env.PAYLOAD_SECRET?.trim()
if (secret && secret.length < 32 && (process.env.NODE_ENV === 'production' || !dev)) {
  console.error(
    `[town-guide] PAYLOAD_SECRET is only ${secret.length} characters long: production needs at least 32. ` +
      'Generate one with `openssl rand -hex 32`, or unset PAYLOAD_SECRET to use the one kept in .data/payload-secret.',
  )
  process.exit(1)
}

let nginxBin
if (instances > 1) {
  nginxBin = findNginx()
  const problem = nginxBin ? await redisProblem(process.env.REDIS_URL) : NGINX_MISSING
  if (problem) {
    console.error(`[town-guide] ${problem}`)
    process.exit(1)
  }
}

let database
try {
  database = await resolveDatabase(log)
} catch (error) {
  console.error(`[town-guide] ${error.message}`)
  process.exit(1)
}
log(database.embedded ? `Embedded Postgres running (${database.url.replace(/:[^:@]*@/, ':***@')})` : 'Using DATABASE_URL')

const env = {
  ...process.env,
  DATABASE_URL: database.url,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || localSecret(),
  SERVER_URL: process.env.SERVER_URL || `http://localhost:${port}`,
  NODE_ENV: dev ? 'development' : 'production',
  NEXT_TELEMETRY_DISABLED: '1',
}

/** Children to stop on the way out: the app instances, then nginx. */
const children = new Set()
let stopping = false
async function stop(code = 0) {
  if (stopping) return
  stopping = true
  await Promise.all(
    [...children].map((child) =>
      child.exitCode === null && child.signalCode === null
        ? new Promise((resolve) => {
            child.once('exit', resolve)
            child.kill('SIGTERM')
          })
        : undefined,
    ),
  )
  await database.stop()
  process.exit(code)
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

/** One app instance; behind nginx, one that dies is started again and rejoins the upstream. */
async function startInstance(instancePort, instanceEnv) {
  const child = await startNext({ env: instanceEnv, distDir, port: instancePort, dev })
  children.add(child)
  if (instances > 1) log(`Instance on port ${instancePort}: pid ${child.pid}`)
  child.on('exit', (code, signal) => {
    children.delete(child)
    if (stopping) return
    if (instances === 1) return void stop(code ?? 1)
    log(`The instance on port ${instancePort} stopped (${signal ?? `exit ${code}`}): starting it again`)
    setTimeout(() => void startInstance(instancePort, instanceEnv), 1000)
  })
}

try {
  await prepareDatabase(env)
  if (!dev) {
    const built = await buildIfNeeded({ env, distDir })
    log(built ? 'Built the site' : 'The current build is up to date')
  }
  if (instances === 1) {
    await startInstance(port, env)
    log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s (server starting): http://localhost:${port}`)
  } else {
    const ports = Array.from({ length: instances }, (_, i) => port + 1 + i)
    // nginx is the one proxy in front: each instance trusts the address it appends.
    for (const instancePort of ports) await startInstance(instancePort, { ...env, HOST: '127.0.0.1', TRUSTED_PROXY_HOPS: '1' })
    const config = writeNginxConfig({ bin: nginxBin, dir: path.join(ROOT, '.data', `nginx-${port}`), listen: port, upstreamPorts: ports })
    const nginx = startNginx(nginxBin, config)
    children.add(nginx)
    nginx.on('exit', (code) => {
      if (!stopping) {
        console.error(`[town-guide] nginx stopped (exit ${code}); see .data/nginx-${port}/error.log`)
        void stop(1)
      }
    })
    log(
      `Ready in ${((Date.now() - started) / 1000).toFixed(1)} s: nginx on http://localhost:${port} in front of ${instances} instances (ports ${ports.join(', ')})`,
    )
  }
} catch (error) {
  console.error(`[town-guide] ${error.message}`)
  await stop(1)
}
