import { type CollectionBeforeOperationHook, type CollectionConfig, NotFound } from 'payload'

/**
 * Every collection here has Postgres serial ids. Payload hands any other id (`/api/places/abc`,
 * and `/api/places/town/`, which falls through to findByID) to Postgres, which fails the query and
 * Payload answers 500; no document can have such an id, so it is a 404.
 */
const refuseNonNumericId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id: unknown = (args as { id?: unknown }).id
  if (id === undefined || id === null) return args
  const numeric = typeof id === 'number' ? Number.isSafeInteger(id) : /^\d{1,15}$/.test(String(id))
  if (!numeric) throw new NotFound(req.t)
  return args
}

export const withNumericIds = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [refuseNonNumericId, ...(collection.hooks?.beforeOperation ?? [])] },
})
