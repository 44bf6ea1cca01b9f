import type { CollectionBeforeOperationHook, SanitizedConfig } from 'payload'
import { validOperatorSet } from 'payload/shared'

import { pagingProblems, whereConditions } from '@/domain/query-args'

import { BadRequest } from '../rest/bad-request'

/** Geometry operators: Payload's Postgres adapter applies them to point fields only. */
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])

/**
 * Paging, depth and filter operators a read (or a bulk update or delete) asks for, checked before
 * Payload runs it: `page=-1`, `limit=1e400`, or an operator the adapter lacks for that field
 * (`where[longitude][near]`, `where[id][all]`) otherwise fail deep inside Payload as a 500. An
 * operator Payload does not know at all is left to Payload's own QueryError. (The Postgres adapter
 * keeps the operators it implements in `db.operators`.)
 */
const refuseBadQueryArgs: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const a = args as { depth?: unknown; limit?: unknown; page?: unknown; where?: unknown }
  const problems = pagingProblems(a)
  const implemented = (req.payload.db as { operators?: Record<string, unknown> }).operators
  const unsupported = (path: string, operator: string) =>
    implemented &&
    validOperatorSet.has(operator as never) &&
    !(operator in implemented) &&
    !(GEO_OPERATORS.has(operator) && collection.flattenedFields.find((f) => f.name === path)?.type === 'point')
  for (const { path, operator } of whereConditions(a.where)) if (unsupported(path, operator)) problems.push(`${operator} cannot be used on ${path}`)
  if (problems.length) throw new BadRequest(problems.join('; '))
  return args
}

/**
 * Added to the finished config so that Payload's own collections (preferences, locked documents,
 * migrations), which it adds while sanitizing, are checked too; it runs first, before any other hook.
 */
export function withQueryChecks(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) collection.hooks.beforeOperation.unshift(refuseBadQueryArgs)
  return config
}
