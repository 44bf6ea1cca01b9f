// npm run reset-password -- EMAIL: sets a new password for an account from the server's shell, for
// a server that sends no email (no SMTP_URL). Uses DATABASE_URL, else the embedded Postgres (shared
// with a running `npm start`, or started for the moment).
import { run } from './lib/app.mjs'
import { resolveDatabase } from './lib/database.mjs'

const email = process.argv[2]
if (!email || !/^[^\s@]+@[^\s@]+$/.test(email.trim())) {
  console.error('Usage: npm run reset-password -- EMAIL')
  process.exit(2)
}
const database = await resolveDatabase((message) => console.log(`[reset-password] ${message}`))
try {
  await run(process.execPath, ['--import', 'tsx', 'src/cms/auth/reset-password-cli.ts', email], {
    env: { ...process.env, DATABASE_URL: database.url },
    label: 'reset-password',
  })
} catch {
  process.exitCode = 1
} finally {
  await database.stop()
}
