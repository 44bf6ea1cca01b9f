import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import places from '@/cms/seed/data/places.json'
import { migrations } from '@/migrations'

import { prepareDatabase } from '../../scripts/lib/app.mjs'
import { createScratchDatabase } from '../../scripts/lib/database.mjs'

/** Issue 19: several instances starting together on one empty database. */
describe('three instances preparing one empty database at once', () => {
  let scratch: { url: string; drop(): Promise<void> }
  let client: pg.Client
  const count = async (sql: string) => Number((await client.query(sql)).rows[0].n)

  beforeAll(async () => {
    scratch = await createScratchDatabase(inject('databaseUrl'), 'tg_lock')
    const env = {
      ...process.env,
      DATABASE_URL: scratch.url,
      PAYLOAD_SECRET: 'integration-tests-secret-of-32-characters',
      ADMIN_EMAIL: 'admin@lock.test',
      ADMIN_PASSWORD: 'lock-admin-password',
      NODE_ENV: 'production',
    }
    // Each is its own process, as each instance's start script is; none may fail.
    await Promise.all([prepareDatabase(env), prepareDatabase(env), prepareDatabase(env)])
    client = new pg.Client({ connectionString: scratch.url })
    await client.connect()
  }, 240_000)

  afterAll(async () => {
    await client?.end()
    await scratch?.drop()
  })

  it('applies each migration once', async () => {
    expect(await count('SELECT count(*) AS n FROM payload_migrations WHERE batch > 0')).toBe(migrations.length)
    expect(await count('SELECT count(DISTINCT name) AS n FROM payload_migrations WHERE batch > 0')).toBe(migrations.length)
  })

  it('seeds the demo content once and creates one first admin', async () => {
    expect(await count('SELECT count(*) AS n FROM places')).toBe(places.length)
    expect(await count('SELECT count(*) AS n FROM towns')).toBe(4)
    expect(await count('SELECT count(*) AS n FROM users')).toBe(1)
  })
})
