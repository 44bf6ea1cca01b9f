import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import { expect } from '@playwright/test'

const suitePort = Number(new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3210').port)

/**
 * A second production server from the suite's build and database, for tests that kill it or cut
 * its database: the suite's own server stays untouched for the other tests.
 */
export function secondServer(offset: number, env: Record<string, string> = {}) {
  const port = suitePort + offset
  const origin = `http://localhost:${port}`
  let child: ChildProcess | undefined
  return {
    origin,
    async start() {
      child = spawn(process.execPath, [path.join('scripts', 'server.mjs')], {
        env: { ...process.env, NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-test', PORT: String(port), SERVER_URL: origin, ...env },
        stdio: 'ignore',
      })
      await expect.poll(() => fetch(`${origin}/builds/latest.json`).then((r) => r.status, () => 0), { timeout: 90_000 }).toBe(200)
    },
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
