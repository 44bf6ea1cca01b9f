import { APIError, type Config } from 'payload'

/**
 * A client's mistake, answered 400 in Payload's error shape. The name is set here, not taken from
 * the class, because a production build may minify class names and `loggingLevels` goes by name.
 */
export class BadRequest extends APIError {
  constructor(message: string) {
    super(message, 400, undefined, true)
    this.name = 'BadRequest'
  }
}

/**
 * Payload logs every error a request raises with its stack unless its name is listed here at
 * `info` (then it logs the message alone, one line). Client errors (4xx) say nothing about our
 * code; Payload already lists Forbidden, Locked, MissingFile, NotFound and ValidationError.
 * (Payload's type knows only its own error names, hence the cast for BadRequest.)
 */
export const CLIENT_ERROR_LOGGING = {
  BadRequest: 'info',
  QueryError: 'info',
  AuthenticationError: 'info',
  LockedAuth: 'info',
  UnverifiedEmail: 'info',
  FileUploadError: 'info',
} as Config['loggingLevels']
