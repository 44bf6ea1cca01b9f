// `npm test`: lint (ESLint, Prettier, import cycles), the type check, unit tests, integration tests
// against a real Postgres, then end-to-end tests in Chromium against a production build. Each suite
// that needs a database gets a fresh one. `npm test -- unit` (or lint, typecheck, int, e2e) runs one suite.
import fs from 'node:fs'
import path from 'node:path'

import { buildIfNeeded, prepareDatabase, ROOT, run, startNext, waitForHttp } from './lib/app.mjs'
import { createScratchDatabase, resolveDatabase } from './lib/database.mjs'

const separator = process.argv.indexOf('--')
const ownArgs = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator)
/** Anything after a second `--` goes to Playwright, e.g. `npm test -- e2e -- --project publishing --no-deps`. */
const playwrightArgs = separator === -1 ? [] : process.argv.slice(separator + 1)
const requested = ownArgs.filter((a) => !a.startsWith('-'))
const suites = requested.length ? requested : ['lint', 'typecheck', 'unit', 'int', 'e2e']
const REPORTS = path.join(ROOT, 'test-results')
fs.mkdirSync(REPORTS, { recursive: true })
const node = process.execPath
const bin = (p) => path.join(ROOT, 'node_modules', p)
const log = (message) => console.log(`\n[test] ${message}`)
const totals = { passed: 0, failed: 0, skipped: 0 }

function countVitest(file) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0)
}

function countPlaywright(file) {
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'))
  totals.passed += stats.expected + stats.flaky
  totals.failed += stats.unexpected
  totals.skipped += stats.skipped
}

async function vitest(project) {
  const output = path.join(REPORTS, `vitest-${project}.json`)
  fs.rmSync(output, { force: true })
  log(`${project} tests`)
  try {
    await run(
      node,
      [bin('vitest/vitest.mjs'), 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
      {
        label: `${project} tests`,
      },
    )
  } finally {
    if (fs.existsSync(output)) countVitest(output)
  }
}

async function e2e() {
  log('end-to-end tests: fresh database, production build, Chromium')
  const server = await resolveDatabase((m) => console.log(`[test] ${m}`))
  const scratch = await createScratchDatabase(server.url, 'tg_e2e')
  const port = Number(process.env.E2E_PORT || 3210)
  // Two test runs side by side each need their own build folder (and port).
  const distDir = process.env.E2E_DIST_DIR || '.next-test'
  const env = {
    ...process.env,
    DATABASE_URL: scratch.url,
    PAYLOAD_SECRET: 'e2e-tests-secret-at-least-32-characters',
    ADMIN_EMAIL: 'admin@e2e.test',
    ADMIN_PASSWORD: 'e2e-admin-password',
    SERVER_URL: `http://localhost:${port}`,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    // The tests speak plain http; Playwright's API client will not send Secure cookies over it.
    INSECURE_COOKIES: '1',
    // Every test browser posts from 127.0.0.1; contact.spec checks the default limit on a server of its own.
    CONTACT_RATE_LIMIT: '1000',
    // window.__townMap, for the few map checks that need the MapLibre instance (src/features/map/test-hooks.ts).
    NEXT_PUBLIC_MAP_TEST_HOOKS: '1',
  }
  let next
  const output = path.join(REPORTS, `playwright${distDir.replace(/^\.next/, '')}.json`)
  fs.rmSync(output, { force: true })
  const busy = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  )
  if (busy) throw new Error(`Port ${port} is already in use: stop that server or set E2E_PORT`)
  try {
    await prepareDatabase(env)
    const started = Date.now()
    await buildIfNeeded({ env, distDir, force: true })
    log(`built in ${((Date.now() - started) / 1000).toFixed(0)} s`)
    next = await startNext({ env, distDir, port })
    await waitForHttp(`http://localhost:${port}/`, 60_000)
    await run(node, [bin('@playwright/test/cli.js'), 'test', ...playwrightArgs], {
      // E2E_DIST_DIR lets a test start a second server from the same build (the server-kill test).
      env: {
        ...env,
        E2E_BASE_URL: `http://localhost:${port}`,
        E2E_DIST_DIR: distDir,
        PLAYWRIGHT_JSON_OUTPUT_NAME: output,
        PLAYWRIGHT_REPORTER: '',
      },
      label: 'end-to-end tests',
    })
  } finally {
    if (fs.existsSync(output)) countPlaywright(output)
    if (next && next.exitCode === null) {
      next.kill('SIGTERM')
      await new Promise((resolve) => next.once('exit', resolve))
    }
    await scratch.drop().catch((e) => console.error(`[test] could not drop ${scratch.url}: ${e.message}`))
    await server.stop()
  }
}

const started = Date.now()
let failure
for (const suite of suites) {
  try {
    if (suite === 'lint') {
      log('lint')
      await run(node, [path.join(ROOT, 'scripts/lint.mjs')], { label: 'lint' })
    } else if (suite === 'typecheck') {
      log('type check')
      // PageProps, LayoutProps and RouteContext are generated from the routes.
      await run(node, [bin('next/dist/bin/next'), 'typegen'], { label: 'route types' })
      await run(node, [bin('typescript/bin/tsc'), '--noEmit'], { label: 'type check' })
    } else if (suite === 'unit' || suite === 'int') await vitest(suite)
    else if (suite === 'e2e') await e2e()
    else throw new Error(`Unknown suite "${suite}" (lint, typecheck, unit, int, e2e)`)
  } catch (error) {
    failure ??= error
    console.error(`[test] ${error.message}`)
  }
}
log(`finished in ${((Date.now() - started) / 1000).toFixed(0)} s`)
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failure || totals.failed ? 1 : 0)
