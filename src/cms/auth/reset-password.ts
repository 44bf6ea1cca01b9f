import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { clearAccount } from '@/data/login-store'

/** Where a password set from the shell is left for the operator (relative to the working directory). */
export const RESET_PASSWORD_FILE = path.join('.data', 'reset-password.txt')

/**
 * A new password for an account, from the server's shell, for when no email can carry a reset
 * link: generated, written to a file only its owner can read (never onto the terminal, like the
 * first admin's), the account's sign-in failures forgotten and its sessions ended, and the owner
 * asked to choose their own at the next sign-in.
 */
export async function resetPasswordFromShell(payload: Payload, email: string, { cwd = process.cwd() } = {}): Promise<string> {
  const normalised = email.trim().toLowerCase()
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: normalised } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs.length) throw new Error(`No account has the email ${normalised}. The accounts are listed in the admin under Users.`)
  const password = randomBytes(18).toString('base64url')
  await payload.update({
    collection: 'users',
    id: docs[0].id,
    data: { password, mustChangePassword: true, sessions: [] },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  await clearAccount(normalised)
  const file = path.resolve(cwd, RESET_PASSWORD_FILE)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.rmSync(file, { force: true })
  fs.writeFileSync(file, `${normalised}\n${password}\n`, { mode: 0o600 })
  return file
}
