import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { expect } from '@playwright/test'

const suitePort = Number(new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3210').port)
const suiteDistDir = process.env.E2E_DIST_DIR ?? '.next-test'

/** `copy`: a folder whose entries link to `build`'s, except its data cache (`cache/fetch-cache`), which starts empty. */
function buildWithEmptyDataCache(build: string, copy: string): string {
  fs.rmSync(copy, { recursive: true, force: true })
  fs.mkdirSync(path.join(copy, 'cache', 'fetch-cache'), { recursive: true })
  for (const entry of fs.readdirSync(build)) {
    if (entry !== 'cache') fs.symlinkSync(path.resolve(build, entry), path.join(copy, entry))
  }
  for (const entry of fs.readdirSync(path.join(build, 'cache'))) {
    if (entry !== 'fetch-cache') fs.symlinkSync(path.resolve(build, 'cache', entry), path.join(copy, 'cache', entry))
  }
  return copy
}

/**
 * A second production server from the suite's build and database, for tests that kill it or cut
 * its database: the suite's own server stays untouched for the other tests.
 *
 * `ownDataCache`: the build's data cache is shared on disk, so what any other test (or the build's
 * prerendering) has read is there for this server too. A test about what a server has not read yet
 * gets a build folder of links to the suite's, with an empty data cache of its own.
 */
export function secondServer(offset: number, env: Record<string, string> = {}, { keepLog = false, ownDataCache = false } = {}) {
  const port = suitePort + offset
  const origin = `http://localhost:${port}`
  let child: ChildProcess | undefined
  let log = ''
  return {
    origin,
    async start() {
      const distDir = ownDataCache ? buildWithEmptyDataCache(suiteDistDir, `${suiteDistDir}-${offset}`) : suiteDistDir
      child = spawn(process.execPath, [path.join('scripts', 'server.mjs')], {
        env: { ...process.env, NEXT_DIST_DIR: distDir, PORT: String(port), SERVER_URL: origin, ...env },
        stdio: keepLog ? ['ignore', 'pipe', 'pipe'] : 'ignore',
      })
      for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (log += chunk.toString()))
      await expect
        .poll(
          () =>
            fetch(`${origin}/builds/latest.json`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 90_000 },
        )
        .toBe(200)
    },
    /** What the server wrote to stdout and stderr so far, colours removed (only with `keepLog`). */
    log: () => log.replace(/\x1b\[[0-9;]*m/g, ''),
    /** SIGKILL: no shutdown, no flushing, as when the machine dies. */
    async kill() {
      if (!child || child.exitCode !== null || child.signalCode) return
      const exited = new Promise((resolve) => child!.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    },
  }
}

/** A relay in front of Postgres that a test can cut or hang (shared with bench/faults). */
export { cuttableDatabase } from '../../scripts/lib/db-relay.mjs'
