/**
 * Brings a database up to date for this build: applies the committed migrations, seeds the
 * demo content into an empty database and makes sure there is a first admin.
 * Run with `payload run src/cms/seed/prepare.ts` (scripts/start.mjs and the tests do).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { migrations } from '../../migrations'
import { ensureFirstAdmin } from './first-admin'
import { isSeeded, seed } from './seed'

const payload = await getPayload({ config })
try {
  await payload.db.migrate({ migrations: migrations as never })
  if (process.env.SEED_DEMO_CONTENT !== 'false' && !(await isSeeded(payload))) {
    const started = Date.now()
    await seed(payload)
    payload.logger.info(`Seeded the demo content in ${Date.now() - started} ms`)
  }
  await ensureFirstAdmin(payload)
} catch (error) {
  payload.logger.error(error)
  process.exitCode = 1
} finally {
  await payload.destroy()
}
process.exit(process.exitCode ?? 0)
