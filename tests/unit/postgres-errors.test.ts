import { describe, expect, it } from 'vitest'

import { postgresDataException } from '@/domain/postgres-errors'

/** An error as node-postgres raises it: the SQLSTATE in `code`. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'ERROR' })

describe('Postgres data exceptions (SQLSTATE class 22)', () => {
  it('are found in the error itself or in its causes, as Drizzle wraps them', () => {
    expect(postgresDataException(pgError('22P02', 'invalid input syntax for type integer: "abc"'))).toEqual({
      code: '22P02',
      message: 'invalid input syntax for type integer: "abc"',
    })
    const wrapped = new Error('Failed query: select …', { cause: pgError('2201X', 'OFFSET must not be negative') })
    expect(postgresDataException(wrapped)?.code).toBe('2201X')
    expect(postgresDataException(new Error('outer', { cause: wrapped }))?.message).toBe('OFFSET must not be negative')
    for (const code of ['22003', '2201W', '22021', '22008', '22P05']) expect(postgresDataException(pgError(code, 'x'))?.code).toBe(code)
  })

  it('include a filter whose operator does not fit its column (issue 28 fuzz: where[town][contains] on an integer)', () => {
    for (const code of ['42883', '42804', '42P18'])
      expect(postgresDataException(new Error('Failed query', { cause: pgError(code, 'x') }))?.code).toBe(code)
  })

  it('are not an outage, a missing table, a timeout or any other error', () => {
    for (const code of ['08006', '57014', '42P01', '53300', '23505', 'ECONNREFUSED', 'ERR_INVALID_ARG_VALUE', '220', '22P021']) {
      expect(postgresDataException(new Error('x', { cause: pgError(code, 'x') })), code).toBeUndefined()
    }
    expect(postgresDataException(new Error('plain'))).toBeUndefined()
    for (const value of [undefined, null, 'text', 42, { code: 22021 }]) expect(postgresDataException(value)).toBeUndefined()
  })

  it('stop after a few causes, even in a loop', () => {
    const a: Error & { cause?: unknown } = new Error('a')
    a.cause = a
    expect(postgresDataException(a)).toBeUndefined()
  })
})
