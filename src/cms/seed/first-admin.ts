import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { MIN_PASSWORD_LENGTH } from '../../domain/login-throttle'

/** Where a generated first-admin password is left for its owner (relative to the working directory). */
const FIRST_ADMIN_PASSWORD_FILE = path.join('.data', 'first-admin-password.txt')

/**
 * The first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD when set; otherwise a password is
 * generated into a file only its owner can read (never onto the terminal, whose scrollback and
 * logs others may see), and the admin is asked to change it at first sign-in.
 */
export async function ensureFirstAdmin(payload: Payload, { cwd = process.cwd(), env = process.env } = {}): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const email = env.ADMIN_EMAIL || 'admin@example.com'
  const generated = !env.ADMIN_PASSWORD
  if (!generated && env.ADMIN_PASSWORD!.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`ADMIN_PASSWORD is too short: use at least ${MIN_PASSWORD_LENGTH} characters (or unset it to have one generated).`)
  }
  const password = env.ADMIN_PASSWORD || randomBytes(18).toString('base64url')
  const file = path.resolve(cwd, FIRST_ADMIN_PASSWORD_FILE)
  if (generated) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.rmSync(file, { force: true })
    fs.writeFileSync(file, `${email}\n${password}\n`, { mode: 0o600 })
  }
  await payload.create({
    collection: 'users',
    data: { email, password, role: 'admin', name: 'Administrator', mustChangePassword: generated },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const lines = [`First admin created: ${email}`]
  if (generated)
    lines.push(`Its generated password is in ${file} (readable only by you).`, 'Sign in at /admin and change it; then delete the file.')
  const width = Math.max(...lines.map((l) => l.length)) + 4
  console.log(['', '='.repeat(width), ...lines.map((l) => `  ${l}`), '='.repeat(width), ''].join('\n'))
}
