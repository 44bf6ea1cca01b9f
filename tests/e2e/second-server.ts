import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
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
      child = spawn(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)], {
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

/**
 * A TCP relay in front of Postgres that can be cut: while down it resets every open connection
 * and refuses new ones, which is what a server sees when Postgres stops; up again, it relays.
 */
export async function cuttableDatabase(databaseUrl: string) {
  const target = new URL(databaseUrl)
  const sockets = new Set<net.Socket>()
  let up = true
  const server = net.createServer((client) => {
    if (!up) return client.destroy()
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => undefined)
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  const relayed = new URL(databaseUrl)
  relayed.hostname = '127.0.0.1'
  relayed.port = String(port)
  return {
    url: relayed.toString(),
    down() {
      up = false
      for (const socket of sockets) socket.destroy()
    },
    up() {
      up = true
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
