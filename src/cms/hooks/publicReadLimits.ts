import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

import { hasRole } from '../access/roles'

/** The most documents one public REST read returns, and how deep it may populate relations. */
export const PUBLIC_MAX_LIMIT = 100
export const PUBLIC_MAX_DEPTH = 2

const atMost = (value: unknown, max: number, min: number) => {
  const n = Number(value)
  return Number.isFinite(n) && n >= min ? Math.min(Math.floor(n), max) : max
}

/**
 * A visitor's REST (or GraphQL) read must not ask for every row at once (`limit=0`, `pagination=false`,
 * `limit=100000`) or populate relations many levels deep. The site's own reads go through the Local
 * API and may need more (every place of a town), and the finds Payload makes to populate relations
 * (`currentDepth`) are bounded by the clamped read that started them: neither is touched.
 */
const clampPublicReads: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  if (req.payloadAPI === 'local' || overrideAccess || hasRole(req.user, 'admin', 'editor')) return args
  const a = args as { currentDepth?: number; depth?: unknown; limit?: unknown; pagination?: boolean }
  if (a.currentDepth) return args
  const clamped = { ...a }
  if ('depth' in a) clamped.depth = atMost(a.depth ?? req.payload.config.defaultDepth, PUBLIC_MAX_DEPTH, 0)
  if (operation === 'read' || operation === 'readDistinct') {
    // No limit means pages of 10, unless pagination is off (a find) or it is a distinct: then it means every row.
    const pagesOfTen = a.limit === undefined && a.pagination !== false && operation === 'read'
    clamped.limit = pagesOfTen ? undefined : atMost(a.limit, PUBLIC_MAX_LIMIT, 1)
    clamped.pagination = true
  }
  return clamped as typeof args
}

export const withPublicReadLimits = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), clampPublicReads] },
})
