import { DATABASE_TIMEOUTS } from '@/domain/database-timeouts'
import { sidePool } from '@/data/side-pool'

/**
 * The ingest routes' own pool, apart from Payload's: a burst of visitor events never takes the
 * connections that editors and page regeneration need, and a hung database fails it in a second.
 */
export const ingestPool = sidePool(DATABASE_TIMEOUTS.ingest)
