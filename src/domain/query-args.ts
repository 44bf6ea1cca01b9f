/**
 * Rules for the paging and filtering arguments of a read (Payload's `page`, `limit`, `depth` and
 * `where`), checked before the database sees them so that a bad one is a 400 that says what is
 * wrong, not a 500 from Postgres or from Payload's Postgres adapter (as of Payload 3.90).
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

export type WhereCondition = { path: string; operator: string; value: unknown }

/**
 * Every (field path, operator, value) of a Payload `where`, through its nested `and`/`or` lists,
 * read the way Payload reads it (src: payload/dist/database/queryValidation/validateQueryPaths.js).
 */
export function whereConditions(where: unknown): WhereCondition[] {
  if (!where || typeof where !== 'object') return []
  return Object.entries(where).flatMap(([path, constraint]): WhereCondition[] => {
    if (['and', 'or'].includes(path.toLowerCase()) && Array.isArray(constraint)) return constraint.flatMap(whereConditions)
    if (!constraint || typeof constraint !== 'object' || Array.isArray(constraint)) return []
    return Object.entries(constraint).map(([operator, value]) => ({ path, operator, value }))
  })
}

/**
 * A queried field as the operator rules need it (Payload's field config has these properties);
 * `pairPart` when the path names the `value` or `relationTo` half of a link to several collections.
 */
export type QueriedField = { type: string; hasMany?: boolean; localized?: boolean; relationTo?: unknown; pairPart?: boolean }

/** Payload's docs: `all` works on MongoDB only; the Postgres adapter has no implementation. */
const UNSUPPORTED = new Set(['all'])
/** Geometry operators, for point fields only. */
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
/** The adapter applies these with ILIKE, which Postgres has for text (an integer, a date, an enum or jsonb fails). */
const PATTERN_OPERATORS = new Set(['like', 'not_like', 'contains'])
const TEXT_TYPES = new Set(['text', 'textarea', 'code', 'email'])
const PAIR_OPERATORS = new Set(['equals', 'not_equals', 'exists'])
/** Operators that take a list: `null` is no list (Payload turns `?where[town][in]=null` into a bare NULL that Postgres cannot parse). */
const LIST_OPERATORS = new Set(['in', 'not_in'])
/** Lists of values kept per locale (`_texts`, `_numbers` tables): the adapter's SQL for them is broken. */
const LOCALIZED_LIST_TYPES = new Set(['text', 'number'])

/**
 * Why this operator cannot filter this field, if it cannot; `field` is undefined when the path
 * names no field that could be resolved (Payload's own validation then has its say).
 */
export function operatorProblem(path: string, operator: string, field: QueriedField | undefined, value?: unknown): string | undefined {
  if (UNSUPPORTED.has(operator)) return `${operator} is not supported by this database`
  if (!field) return undefined
  if (LIST_OPERATORS.has(operator) && (value === null || value === 'null') && !TEXT_TYPES.has(field.type)) {
    return `${operator} on ${path} needs a list of values, not null (exists=false finds the empty ones)`
  }
  if (field.hasMany && field.localized && LOCALIZED_LIST_TYPES.has(field.type)) return `${path} cannot be used to filter`
  // A link to one of several collections is stored as a pair: the adapter answers "Not supported" to
  // the field itself, and compares its halves only for equality (as Payload's admin offers).
  if (Array.isArray(field.relationTo) && !field.pairPart)
    return `${path} links to several collections: filter on ${path}.value and ${path}.relationTo`
  if (field.pairPart && !PAIR_OPERATORS.has(operator)) return `${operator} cannot be used on ${path}: only equals, not_equals and exists`
  if (GEO_OPERATORS.has(operator) && field.type !== 'point') return `${operator} works on point fields only, not on ${path}`
  if (PATTERN_OPERATORS.has(operator) && !TEXT_TYPES.has(field.type)) return `${operator} works on text fields only, not on ${path}`
  return undefined
}
