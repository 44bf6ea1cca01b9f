import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

/**
 * The first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD when set; otherwise a password is
 * generated and printed once. There is never a fixed default password.
 */
export async function ensureFirstAdmin(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const email = process.env.ADMIN_EMAIL || 'admin@example.com'
  const generated = !process.env.ADMIN_PASSWORD
  const password = process.env.ADMIN_PASSWORD || randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, role: 'admin', name: 'Administrator' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const lines = [`First admin created: ${email}`]
  if (generated) lines.push(`Password (shown only this once): ${password}`, 'Sign in at /admin and change it.')
  const width = Math.max(...lines.map((l) => l.length)) + 4
  console.log(['', '='.repeat(width), ...lines.map((l) => `  ${l}`), '='.repeat(width), ''].join('\n'))
}
