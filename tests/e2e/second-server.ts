import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { expect } from '@playwright/test'

const suitePort = Number(new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3210').port)
const suiteDistDir = process.env.E2E_DIST_DIR ?? '.next-test'

/**
 * `copy`: a folder whose entries link to `build`'s, except its page cache (`server/app`,
 * `server/route-cache`), which starts as a copy, and, with `emptyDataCache`, its data cache
 * (`cache/fetch-cache`), which starts empty. Next writes a page it renders over the file in place:
 * through a link, a second server's pages, with its own origin in their links, would be served by
 * the suite's server too.
 */
function buildOfItsOwn(build: string, copy: string, { emptyDataCache }: { emptyDataCache: boolean }): string {
  fs.rmSync(copy, { recursive: true, force: true })
  fs.mkdirSync(path.join(copy, 'server'), { recursive: true })
  const pageFolders = ['app', 'route-cache']
  linkEntries(path.join(build, 'server'), path.join(copy, 'server'), pageFolders)
  for (const folder of pageFolders) {
    if (fs.existsSync(path.join(build, 'server', folder))) copyPages(path.join(build, 'server', folder), path.join(copy, 'server', folder))
  }
  if (emptyDataCache) {
    fs.mkdirSync(path.join(copy, 'cache', 'fetch-cache'), { recursive: true })
    linkEntries(build, copy, ['cache', 'server'])
    linkEntries(path.join(build, 'cache'), path.join(copy, 'cache'), ['fetch-cache'])
  } else {
    linkEntries(build, copy, ['server'])
  }
  return copy
}

function linkEntries(from: string, to: string, except: string[]) {
  for (const entry of fs.readdirSync(from)) {
    if (!except.includes(entry)) fs.symlinkSync(path.resolve(from, entry), path.join(to, entry))
  }
}

/** The rendered pages copied, the compiled code (never rewritten) linked. */
function copyPages(from: string, to: string) {
  fs.mkdirSync(to)
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.resolve(from, entry.name), path.join(to, entry.name)]
    if (entry.isDirectory()) copyPages(source, target)
    else if (/\.js(\.map|\.nft\.json)?$/.test(entry.name)) fs.symlinkSync(source, target)
    else fs.copyFileSync(source, target)
  }
}

/**
 * A second production server from the suite's build and database, for tests that kill it or cut
 * its database: the suite's own server stays untouched for the other tests.
 *
 * It runs from a build folder of links to the suite's with a page cache of its own. `ownDataCache`:
 * the build's data cache is shared on disk, so what any other test (or the build's prerendering)
 * has read is there for this server too; a test about what a server has not read yet gets an
 * empty one.
 */
export function secondServer(offset: number, env: Record<string, string> = {}, { keepLog = false, ownDataCache = false } = {}) {
  const port = suitePort + offset
  const origin = `http://localhost:${port}`
  let child: ChildProcess | undefined
  let log = ''
  return {
    origin,
    async start() {
      const distDir = buildOfItsOwn(suiteDistDir, `${suiteDistDir}-${offset}`, { emptyDataCache: ownDataCache })
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
