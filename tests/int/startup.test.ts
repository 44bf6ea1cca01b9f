import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isBuildCurrent } from '../../scripts/lib/app.mjs'
import { startEmbeddedPostgres } from '../../scripts/lib/database.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')

describe('production start without a proper PAYLOAD_SECRET', () => {
  for (const [label, secret] of [
    ['missing', undefined],
    ['too short', 'short-secret'],
  ] as const) {
    it(`refuses to load the Payload config when the secret is ${label}`, () => {
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
      delete env.PAYLOAD_SECRET
      if (secret) env.PAYLOAD_SECRET = secret
      const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', "await import('./payload.config.ts')"], {
        cwd: ROOT,
        env,
        encoding: 'utf8',
        timeout: 60_000,
      })
      expect(result.status).toBe(1)
      expect(result.stderr).toMatch(
        /PAYLOAD_SECRET is (not set|only 12 characters long): production needs at least 32.*openssl rand -hex 32/,
      )
    })
  }
})

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

describe('embedded Postgres failures name their cause and remedy', () => {
  let tmp: string
  let dir: string
  let port: number
  const logs: string[] = []
  const log = (message: string) => logs.push(message)
  const start = () => startEmbeddedPostgres(log, { dir, port })

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-startup-'))
    // As root the server runs as `postgres`, which must reach the data folder.
    fs.chmodSync(tmp, 0o755)
    dir = path.join(tmp, 'postgres')
    port = await freePort()
  })
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

  it('a port held by another program: says who holds it and how to change EMBEDDED_PG_PORT', async () => {
    const sockets = new Set<net.Socket>()
    const squatter = net.createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => squatter.listen(port, resolve))
    try {
      const failure = start().then(
        (db) => db.stop().then(() => Promise.reject(new Error('started although the port was taken'))),
        (error: Error) => error,
      )
      const error = await failure
      expect(error.message).toMatch(new RegExp(`port ${port}: node \\(pid ${process.pid}\\) holds it`))
      expect(error.message).toMatch(/EMBEDDED_PG_PORT=\d+ npm start/)
      expect(fs.existsSync(dir)).toBe(false)
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => squatter.close(resolve))
    }
  })

  it('a stale postmaster.pid (dead pid, or a live pid that is not Postgres) is removed and the server starts', async () => {
    await (await start()).stop()
    expect(fs.existsSync(path.join(dir, 'postmaster.pid'))).toBe(false)

    const gone = spawnSync(process.execPath, ['-e', 'process.pid'])
    const sleeper = spawn('sleep', ['60'])
    try {
      for (const pid of [gone.pid, sleeper.pid]) {
        logs.length = 0
        fs.writeFileSync(path.join(dir, 'postmaster.pid'), `${pid}\n${dir}\n${Math.floor(Date.now() / 1000)}\n${port}\n/tmp\n127.0.0.1\n`)
        const db = await start()
        await db.stop()
        expect(logs.join('\n')).toContain(`(process ${pid} is not a running Postgres)`)
      }
    } finally {
      sleeper.kill()
    }
  })

  it('a garbled PG_VERSION: names the folder and how to move it aside, and changes nothing', async () => {
    const versionFile = path.join(dir, 'PG_VERSION')
    const original = fs.readFileSync(versionFile, 'utf8')
    fs.writeFileSync(versionFile, '\u0000\u0013garbage')
    const before = fs.readdirSync(dir).sort()
    const error: Error = await start().then(
      () => Promise.reject(new Error('started on a damaged folder')),
      (e: Error) => e,
    )
    expect(error.message).toContain(`data folder ${dir} is damaged (PG_VERSION does not hold a Postgres version)`)
    expect(error.message).toMatch(new RegExp(`mv ${dir} ${dir}\\.broken-\\d{4}-\\d{2}-\\d{2}T`))
    expect(fs.readdirSync(dir).sort()).toEqual(before)

    // A folder from another Postgres version only Postgres itself can judge: its log is read.
    fs.writeFileSync(versionFile, '12\n')
    const incompatible: Error = await start().then(
      () => Promise.reject(new Error('started on an old folder')),
      (e: Error) => e,
    )
    expect(incompatible.message).toMatch(/is damaged \(.*incompatible with server.*\).*mv /)
    fs.writeFileSync(versionFile, original)
  })
})

describe('the build stamp', () => {
  it('an unreadable stamp means "rebuild", never a crash', () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-dist-'))
    try {
      fs.writeFileSync(path.join(distDir, 'BUILD_ID'), 'abc')
      const stamp = path.join(distDir, 'town-guide-build.json')
      fs.writeFileSync(stamp, '{"fingerprint": "f1", "builtAt"')
      expect(isBuildCurrent(distDir, 'f1')).toBe(false)
      fs.writeFileSync(stamp, JSON.stringify({ fingerprint: 'f1' }))
      expect(isBuildCurrent(distDir, 'f1')).toBe(true)
      expect(isBuildCurrent(distDir, 'f2')).toBe(false)
      fs.rmSync(path.join(distDir, 'BUILD_ID'))
      expect(isBuildCurrent(distDir, 'f1')).toBe(false)
    } finally {
      fs.rmSync(distDir, { recursive: true, force: true })
    }
  })
})
