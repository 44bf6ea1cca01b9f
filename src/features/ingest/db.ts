import type { Pool } from 'pg'

import { payloadClient } from '@/data/payload'

/** The pg pool behind Payload's Postgres adapter: ingest writes raw SQL through it (one round trip per batch). */
export async function ingestPool(): Promise<Pool> {
  const payload = await payloadClient()
  return (payload.db as unknown as { pool: Pool }).pool
}
