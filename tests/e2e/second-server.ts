import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import { expect } from '@playwright/test'

const suitePort = Number(new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3210').port)

/**
 * A second production server from the suite's build and database, for tests that kill it or cut
 * its database: the suite's own server stays untouched for the other tests.
 */
export function secondServer(offset: number, env: Record<string, string> = {}, { keepLog = false } = {}) {
  const port = suitePort + offset
  const origin = `http://localhost:${port}`
  let child: ChildProcess | undefined
  let log = ''
  return {
    origin,
    async start() {
      child = spawn(process.execPath, [path.join('scripts', 'server.mjs')], {
        env: { ...process.env, NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-test', PORT: String(port), SERVER_URL: origin, ...env },
        stdio: keepLog ? ['ignore', 'pipe', 'pipe'] : 'ignore',
      })
      for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (log += chunk.toString()))
      await expect.poll(() => fetch(`${origin}/builds/latest.json`).then((r) => r.status, () => 0), { timeout: 90_000 }).toBe(200)
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
