import { type Config, defaultLoggerOptions } from 'payload'

type LoggerOptions = Extract<NonNullable<Config['logger']>, { options: unknown }>['options']
type LogMethod = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>

const INFO = 30

/** The status of the error a Payload log call carries (`logger.error({ err })`), if any. */
function statusOfLoggedError(args: unknown[]): { status: unknown; message: string } | undefined {
  const [first] = args
  const err = first && typeof first === 'object' && 'err' in first ? (first as { err: unknown }).err : undefined
  if (!err || typeof err !== 'object') return undefined
  return { status: (err as { status?: unknown }).status, message: String((err as { message?: unknown }).message) }
}

/**
 * Payload logs an error a request raised with its stack trace, unless `loggingLevels` lists the
 * error's class name (then its message alone, one line). A production build minifies those names
 * (Payload's NotFound is logged as "o"), so none of them ever matches there. The status decides
 * instead: an error with a 4xx status is the client's and says nothing about our code, so it is
 * its message at info, on one line.
 */
const clientErrorsOnOneLine: LogMethod = function (args, method, level) {
  const logged = statusOfLoggedError(args)
  if (level > INFO && logged && typeof logged.status === 'number' && logged.status >= 400 && logged.status < 500)
    return this.info(logged.message)
  return method.apply(this, args)
}

/**
 * Payload's own logger (its pretty output) with that rule. `base: null` keeps the lines as they
 * were: Payload would otherwise add its name to each.
 */
export const payloadLogger = {
  options: { base: null, hooks: { logMethod: clientErrorsOnOneLine } },
  destination: defaultLoggerOptions,
} satisfies Config['logger']
