import type { TestProject } from 'vitest/node'

import { prepareDatabase } from '../../scripts/lib/app.mjs'
import { createScratchDatabase, resolveDatabase } from '../../scripts/lib/database.mjs'

/**
 * Every integration run gets its own fresh database on the real server (DATABASE_URL, or the
 * embedded Postgres), migrated and seeded exactly as `npm start` does, and dropped afterwards.
 */
export default async function setup(project: TestProject) {
  const server = await resolveDatabase(() => {})
  const scratch = await createScratchDatabase(server.url, 'tg_int')
  await prepareDatabase({
    ...process.env,
    DATABASE_URL: scratch.url,
    PAYLOAD_SECRET: 'integration-tests',
    ADMIN_EMAIL: 'admin@int.test',
    ADMIN_PASSWORD: 'int-admin-password',
  })
  project.provide('databaseUrl', scratch.url)
  return async () => {
    await scratch.drop()
    await server.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}
