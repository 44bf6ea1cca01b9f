import type { BaseDatabaseAdapter, DatabaseAdapterObj, PayloadRequest } from 'payload'

import { postgresDataException } from '@/domain/postgres-errors'

import { BadRequest } from './bad-request'

/** The adapter's reads and writes: each takes `{ req }` among its arguments. */
const OPERATIONS = [
  'count',
  'countGlobalVersions',
  'countVersions',
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'find',
  'findDistinct',
  'findGlobal',
  'findGlobalVersions',
  'findOne',
  'findVersions',
  'queryDrafts',
  'updateGlobal',
  'updateGlobalVersion',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const

/**
 * Postgres refuses some values a REST request can carry (`where[id][in]=1,2,abc`, `page=-1`, a NUL
 * in a filter or a body…) with a data exception, which Payload would answer 500 and log with a
 * stack trace. Raised while serving a REST request, such an error becomes a 400 that quotes
 * Postgres's reason (a BadRequest, logged as one line). The site's own Local API reads keep their
 * errors: there a refused value is our bug. Everything else (a lost connection, a timeout) is untouched.
 */
export function withDataExceptionsAsBadRequests<T extends BaseDatabaseAdapter>(adapter: DatabaseAdapterObj<T>): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      for (const name of OPERATIONS) {
        const operation = db[name] as ((this: T, ...args: unknown[]) => Promise<unknown>) | undefined
        if (typeof operation !== 'function') continue
        ;(db as Record<string, unknown>)[name] = async function (this: T, ...args: unknown[]) {
          try {
            return await operation.apply(this, args)
          } catch (error) {
            const api = (args[0] as { req?: Partial<PayloadRequest> } | undefined)?.req?.payloadAPI
            const refused = api === 'REST' || api === 'GraphQL' ? postgresDataException(error) : undefined
            if (refused) throw new BadRequest(`Invalid value in the request: ${refused.message}`)
            throw error
          }
        }
      }
      return db
    },
  }
}
