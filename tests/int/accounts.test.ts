import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'

import { retryUnsettled } from '../../scripts/lib/app.mjs'
import { createScratchDatabase } from '../../scripts/lib/database.mjs'
import { LAST_ADMIN, PASSWORD_TOO_SHORT } from '@/cms/auth/account-rules'
import { RESET_PASSWORD_FILE, resetPasswordFromShell } from '@/cms/auth/reset-password'
import { beginAttempt, keyOf } from '@/data/login-store'

import { rest, testPayload, userWithRole } from './payload'

const ROOT = path.resolve(import.meta.dirname, '../..')
/** Payload's ValidationError says which field failed; the reason is in its data. */
const because = (message: string) => ({ data: { errors: [expect.objectContaining({ message })] } })
const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@int.test`

async function failuresOf(email: string) {
  const client = new pg.Client({ connectionString: inject('databaseUrl') })
  await client.connect()
  try {
    const { rows } = await client.query('select count(*)::int as n from login_failures where account_key = $1', [keyOf('account', email)])
    return rows[0].n as number
  } finally {
    await client.end()
  }
}

describe('accounts (issue 16 item 4)', () => {
  it('lets only admins unlock an account, editors not even their colleagues', async () => {
    const payload = await testPayload()
    const editor = await userWithRole(payload, 'editor')
    const admin = await userWithRole(payload, 'admin')
    const victim = await userWithRole(payload, 'editor')
    for (let i = 0; i < 5; i++) await beginAttempt(victim.email, '10.9.0.1')
    expect(await failuresOf(victim.email)).toBe(5)

    await expect(
      payload.unlock({
        collection: 'users',
        data: { email: victim.email } as never,
        req: { user: { ...editor, collection: 'users' } },
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
    expect(await failuresOf(victim.email)).toBe(5)

    await payload.unlock({
      collection: 'users',
      data: { email: victim.email } as never,
      req: { user: { ...admin, collection: 'users' } },
      overrideAccess: false,
    })
    expect(await failuresOf(victim.email)).toBe(0)
  })

  it('refuses passwords under 12 characters however they are set', async () => {
    const payload = await testPayload()
    const create = (password: string) =>
      payload.create({ collection: 'users', data: { email: uniqueEmail('pw'), password, role: 'editor' }, overrideAccess: true })
    await expect(create('a'.repeat(11))).rejects.toMatchObject(because(PASSWORD_TOO_SHORT))
    const user = await create('b'.repeat(12))
    expect(user.id).toBeTruthy()

    await expect(
      payload.update({ collection: 'users', id: user.id, data: { password: 'c'.repeat(11) }, user, overrideAccess: false }),
    ).rejects.toMatchObject(because(PASSWORD_TOO_SHORT))

    const token = await payload.forgotPassword({ collection: 'users', data: { email: user.email }, disableEmail: true })
    await expect(
      payload.resetPassword({ collection: 'users', data: { token: String(token), password: 'd'.repeat(11) }, overrideAccess: true }),
    ).rejects.toMatchObject(because(PASSWORD_TOO_SHORT))
    await payload.resetPassword({ collection: 'users', data: { token: String(token), password: 'd'.repeat(12) }, overrideAccess: true })
    const { user: signedIn } = await payload.login({ collection: 'users', data: { email: user.email, password: 'd'.repeat(12) } })
    expect(signedIn?.id).toBe(user.id)
  })

  it('never deletes or demotes the last admin', async () => {
    const payload = await testPayload()
    const keeper = await userWithRole(payload, 'admin')
    const others = (
      await payload.find({
        collection: 'users',
        where: { and: [{ role: { equals: 'admin' } }, { id: { not_equals: keeper.id } }] },
        pagination: false,
      })
    ).docs
    const demote = (id: number) =>
      payload.update({ collection: 'users', id, data: { role: 'editor' }, user: keeper, overrideAccess: false })
    try {
      for (const other of others) await demote(other.id)
      await expect(demote(keeper.id)).rejects.toMatchObject(because(LAST_ADMIN))
      await expect(payload.delete({ collection: 'users', id: keeper.id, user: keeper, overrideAccess: false })).rejects.toThrow(LAST_ADMIN)
      await expect(
        payload.delete({ collection: 'users', where: { role: { equals: 'admin' } }, user: keeper, overrideAccess: false }),
      ).resolves.toMatchObject({
        docs: [],
      })
      expect((await payload.findByID({ collection: 'users', id: keeper.id })).role).toBe('admin')
    } finally {
      for (const other of others) await payload.update({ collection: 'users', id: other.id, data: { role: 'admin' }, overrideAccess: true })
    }
    // With a second admin there, either may go.
    const spare = await userWithRole(payload, 'admin')
    await payload.delete({ collection: 'users', id: spare.id, user: keeper, overrideAccess: false })
  })

  it('clears "must change password" when the user chooses their own, and hides it from editors', async () => {
    const payload = await testPayload()
    const email = uniqueEmail('flag')
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'generated-password-1', role: 'editor', mustChangePassword: true },
      overrideAccess: true,
    })
    const asSelf = await payload.findByID({ collection: 'users', id: user.id, user, overrideAccess: false })
    expect(asSelf).not.toHaveProperty('mustChangePassword')
    await payload.update({ collection: 'users', id: user.id, data: { mustChangePassword: false }, user, overrideAccess: false })
    expect((await payload.findByID({ collection: 'users', id: user.id })).mustChangePassword).toBe(true)
    await payload.update({ collection: 'users', id: user.id, data: { password: 'my-own-password-2' }, user, overrideAccess: false })
    expect((await payload.findByID({ collection: 'users', id: user.id })).mustChangePassword).toBe(false)
  })
})

/** The real seeding step, in its own process, working directory and database (as `npm start` runs it). */
/** prepare.ts as npm start runs it, again when it stops before it began (retryUnsettled). */
async function prepare(databaseUrl: string, cwd: string, env: Record<string, string>) {
  let last = { code: null as number | null, output: '' }
  await retryUnsettled(async () => {
    last = await prepareOnce(databaseUrl, cwd, env)
    return last.code
  })
  return last
}

function prepareOnce(databaseUrl: string, cwd: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href, path.join(ROOT, 'src/cms/seed/prepare.ts')],
      {
        cwd,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          PAYLOAD_SECRET: 'integration-tests-first-admin-secret',
          SEED_DEMO_CONTENT: 'false',
          TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json'),
          ...env,
        },
      },
    )
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

describe('the first admin', () => {
  it('gets a generated password in a file only its owner reads, is asked to change it, and the terminal shows no password', async () => {
    const scratch = await createScratchDatabase(inject('databaseUrl'), 'tg_int_first_admin')
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'first-admin-'))
    try {
      const env = { ADMIN_EMAIL: 'first@int.test', ADMIN_PASSWORD: '' }
      const { code, output } = await prepare(scratch.url, cwd, env)
      expect(code, output).toBe(0)
      const file = path.join(cwd, '.data', 'first-admin-password.txt')
      expect(fs.statSync(file).mode & 0o777).toBe(0o600)
      const [, password] = fs.readFileSync(file, 'utf8').split('\n')
      expect(password.length).toBeGreaterThanOrEqual(12)
      expect(output).toContain(file)
      expect(output).not.toContain(password)

      const client = new pg.Client({ connectionString: scratch.url })
      await client.connect()
      const { rows } = await client.query('select email, must_change_password from users')
      await client.end()
      expect(rows).toEqual([{ email: 'first@int.test', must_change_password: true }])
    } finally {
      await scratch.drop()
      fs.rmSync(cwd, { recursive: true, force: true })
    }
  })

  it('refuses an ADMIN_PASSWORD under 12 characters with a clear message', async () => {
    const scratch = await createScratchDatabase(inject('databaseUrl'), 'tg_int_first_admin')
    try {
      const { code, output } = await prepare(scratch.url, ROOT, { ADMIN_PASSWORD: 'short-pass1' })
      expect(code).not.toBe(0)
      expect(output).toContain('ADMIN_PASSWORD is too short: use at least 12 characters')
    } finally {
      await scratch.drop()
    }
  })
})

describe('npm run reset-password (issue 28)', () => {
  it('sets a generated password into a file only its owner reads, forgets the failures and asks for a new one', async () => {
    const payload = await testPayload()
    const user = await userWithRole(payload, 'editor')
    await beginAttempt(user.email, '203.0.113.9')
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-reset-'))
    const file = await resetPasswordFromShell(payload, ` ${user.email.toUpperCase()} `, { cwd })
    expect(file).toBe(path.join(cwd, RESET_PASSWORD_FILE))
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    const [email, password] = fs.readFileSync(file, 'utf8').trim().split('\n')
    expect(email).toBe(user.email)
    expect(password.length).toBeGreaterThanOrEqual(12)
    expect(await failuresOf(user.email)).toBe(0)
    const signIn = await rest('/api/users/login', undefined, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    expect(signIn.status).toBe(200)
    const account = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })
    expect(account.mustChangePassword).toBe(true)
  })

  it('names an unknown account clearly and writes nothing', async () => {
    const payload = await testPayload()
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-reset-'))
    await expect(resetPasswordFromShell(payload, 'nobody@int.test', { cwd })).rejects.toThrow(/No account has the email nobody@int.test/)
    expect(fs.existsSync(path.join(cwd, RESET_PASSWORD_FILE))).toBe(false)
  })

  it('runs from the shell: usage without an email', async () => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/reset-password.mjs')], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: inject('databaseUrl') },
    })
    let output = ''
    child.stderr.on('data', (chunk) => (output += chunk))
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(code).toBe(2)
    expect(output).toContain('Usage: npm run reset-password -- EMAIL')
  })
})
