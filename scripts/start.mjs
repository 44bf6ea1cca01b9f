// `npm start`: database (embedded unless DATABASE_URL is set) → migrations and demo seed →
// build when sources changed → next start. Ctrl+C stops everything it started.
import { resolveDatabase } from './lib/database.mjs'
import { buildIfNeeded, localSecret, prepareDatabase, startNext } from './lib/app.mjs'

const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT || 3000)
const distDir = dev ? '.next-dev' : '.next'
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

let server
let stopping = false
async function stop(code = 0) {
  if (stopping) return
  stopping = true
  if (server && server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  await database.stop()
  process.exit(code)
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

try {
  await prepareDatabase(env)
  if (!dev) {
    const built = await buildIfNeeded({ env, distDir })
    log(built ? 'Built the site' : 'The current build is up to date')
  }
  server = await startNext({ env, distDir, port, dev })
  server.on('exit', (code) => {
    if (!stopping) stop(code ?? 1)
  })
  log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s (server starting): http://localhost:${port}`)
} catch (error) {
  console.error(`[town-guide] ${error.message}`)
  await stop(1)
}
