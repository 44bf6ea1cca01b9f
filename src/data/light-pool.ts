import { DATABASE_TIMEOUTS } from '@/domain/database-timeouts'

import { sidePool } from './side-pool'

/**
 * One connection with short timeouts, for the question asked on every request that must never
 * wait on a slow database: the construction flag.
 */
const flagPool = sidePool(DATABASE_TIMEOUTS.flag)

export const lightPool = () => (process.env.DATABASE_URL ? flagPool() : undefined)

const statusPool = sidePool(DATABASE_TIMEOUTS.status)

/** For asking whether the database answers at all (src/data/database-status.ts). */
export const databaseStatusPool = () => (process.env.DATABASE_URL ? statusPool() : undefined)
