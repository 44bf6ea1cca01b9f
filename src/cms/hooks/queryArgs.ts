import { type CollectionBeforeOperationHook, getFieldByPath, type SanitizedConfig } from 'payload'

import { operatorProblem, pagingProblems, type QueriedField, whereConditions } from '@/domain/query-args'

import { BadRequest } from '../rest/bad-request'

/** Every collection here has Postgres serial ids (src/cms/hooks/numericIds.ts); `id` is no field of the config. */
const ID: QueriedField = { type: 'number' }

/**
 * Paging, depth and filters a read (or a bulk update or delete) asks for, checked before Payload
 * runs it: `page=-1`, `limit=1e400`, or an operator its Postgres adapter cannot apply to the field
 * (`where[longitude][near]`, `where[id][all]`, `where[createdAt][like]`) otherwise fail deep inside
 * Payload as a 500. Paths through relationships (`town.name`) are followed to the related field.
 */
const refuseBadQueryArgs: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const a = args as { depth?: unknown; limit?: unknown; page?: unknown; where?: unknown }
  const problems = pagingProblems(a)
  const fieldAt = (path: string) =>
    getFieldByPath({ config: req.payload.config, fields: collection.flattenedFields, includeRelationships: true, path })?.field ?? undefined
  for (const { path, operator, value } of whereConditions(a.where)) {
    const pair = /^(.+)\.(value|relationTo)$/.exec(path)
    const linked = pair ? fieldAt(pair[1]) : undefined
    const field = /(^|\.)id$/.test(path)
      ? ID
      : linked && 'relationTo' in linked && Array.isArray(linked.relationTo)
        ? { ...linked, pairPart: true }
        : fieldAt(path)
    const problem = operatorProblem(path, operator, field, value)
    if (problem) problems.push(problem)
  }
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
