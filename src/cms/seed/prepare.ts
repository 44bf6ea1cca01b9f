/**
 * Brings a database up to date for this build: applies the committed migrations, seeds the
 * demo content into an empty database and makes sure there is a first admin.
 * Run by scripts/start.mjs and the tests (`node --import tsx src/cms/seed/prepare.ts`). Several
 * instances starting at once take turns under an advisory lock: one prepares, the others find it done.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { ADVISORY_LOCKS, withAdvisoryLock } from '../../data/advisory-lock'
import { migrations } from '../../migrations'
import { ensureFirstAdmin } from './first-admin'
import { isSeeded, seed } from './seed'

// The lock is taken before Payload starts: in production its connect already applies pending migrations.
await withAdvisoryLock(process.env.DATABASE_URL!, ADVISORY_LOCKS.prepareDatabase, async () => {
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
}).catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
process.exit(process.exitCode ?? 0)
