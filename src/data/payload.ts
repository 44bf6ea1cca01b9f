import config from '@payload-config'
import type { Pool } from 'pg'
import { getPayload } from 'payload'

/** The one Payload instance of this server process. */
export const payloadClient = () => getPayload({ config })

/** The pg pool behind Payload's Postgres adapter, for raw SQL that needs Payload's longer timeouts (statistics). */
export async function payloadPool(): Promise<Pool> {
  const payload = await payloadClient()
  return (payload.db as unknown as { pool: Pool }).pool
}
