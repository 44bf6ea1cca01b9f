/**
 * SQLSTATE class 22, "data exception": Postgres refused a value, not the query or the server
 * (22P02 invalid text representation, 22003 numeric out of range, 2201W/2201X negative LIMIT or
 * OFFSET, 22021 invalid byte sequence, 22007/22008 bad dates, 22P05 untranslatable character…).
 * Raised while serving a request, such a value came from the request: the client's mistake, not
 * an outage or a bug of ours.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/
/**
 * A filter whose operator does not fit its column's type (`where[town][contains]=x` on an integer
 * relation: 42883 no such operator, 42804 datatype mismatch, 42P18 indeterminate type). Payload
 * builds REST filters from the request, so there too the request is at fault.
 */
const TYPE_MISMATCH = new Set(['42883', '42804', '42P18'])

/** Drivers wrap the server's error (Drizzle's "Failed query" keeps it as `cause`): a few levels are searched. */
const MAX_CAUSES = 5

export type DataException = { code: string; message: string }

/** The Postgres data exception in an error or its causes, if there is one. */
export function postgresDataException(error: unknown): DataException | undefined {
  let current = error
  for (let depth = 0; depth <= MAX_CAUSES && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && (DATA_EXCEPTION.test(code) || TYPE_MISMATCH.has(code)))
      return { code, message: typeof message === 'string' ? message : 'invalid value' }
    current = cause
  }
  return undefined
}
