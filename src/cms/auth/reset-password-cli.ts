/** `npm run reset-password -- EMAIL` (scripts/reset-password.mjs runs this with the database it found). */
import config from '@payload-config'
import { getPayload } from 'payload'

import { resetPasswordFromShell } from './reset-password'

const email = process.argv[2] ?? ''
const payload = await getPayload({ config })
try {
  const file = await resetPasswordFromShell(payload, email)
  console.log(`\nA new password for ${email.trim().toLowerCase()} is in ${file} (readable only by you).`)
  console.log('Sign in at /admin with it: you will be asked to choose your own. Then delete the file.\n')
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}\n`)
  process.exitCode = 1
} finally {
  await payload.destroy()
}
process.exit(process.exitCode ?? 0)
