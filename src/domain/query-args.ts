/**
 * Rules for the paging and filtering arguments of a read (Payload's `page`, `limit`, `depth` and
 * `where`), checked before the database sees them so that a bad one is a 400 that says what is
 * wrong, not a 500 from Postgres.
 */

/**
 * Each must be a whole number (a query string parses to any number: -1, 1.5, 1e400 → Infinity).
 * 0 is allowed: Payload reads page 0 as the first page and limit 0 as "no limit".
 */
const WHOLE_NUMBER_ARGS = {
  page: 'page must be a whole number, 1 for the first page',
  limit: 'limit must be a whole number, 0 for no limit',
  depth: 'depth must be a whole number from 0',
} as const

/** A message for each of page, limit and depth that is given but not a whole number from 0. */
export function pagingProblems(args: Partial<Record<keyof typeof WHOLE_NUMBER_ARGS, unknown>>): string[] {
  return Object.entries(WHOLE_NUMBER_ARGS).flatMap(([name, message]) => {
    const value = args[name as keyof typeof WHOLE_NUMBER_ARGS]
    return value === undefined || value === null || (Number.isSafeInteger(value) && (value as number) >= 0) ? [] : [message]
  })
}

export type WhereCondition = { path: string; operator: string }

/**
 * Every (field path, operator) pair of a Payload `where`, through its nested `and`/`or` lists,
 * read the way Payload reads it (src: payload/dist/database/queryValidation/validateQueryPaths.js).
 */
export function whereConditions(where: unknown): WhereCondition[] {
  if (!where || typeof where !== 'object') return []
  return Object.entries(where).flatMap(([path, constraint]): WhereCondition[] => {
    if (['and', 'or'].includes(path.toLowerCase()) && Array.isArray(constraint)) return constraint.flatMap(whereConditions)
    if (!constraint || typeof constraint !== 'object' || Array.isArray(constraint)) return []
    return Object.keys(constraint).map((operator) => ({ path, operator }))
  })
}
