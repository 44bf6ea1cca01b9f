import { DATABASE_TIMEOUTS } from '@/domain/database-timeouts'

import { sidePool } from './side-pool'

/**
 * One connection with short timeouts, for the few questions asked on every request that must never
 * wait on a slow database: the construction flag, and whether the admin can work at all.
 */
const flagPool = sidePool(DATABASE_TIMEOUTS.flag)

export const lightPool = () => (process.env.DATABASE_URL ? flagPool() : undefined)
