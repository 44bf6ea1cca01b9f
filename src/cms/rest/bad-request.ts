import { APIError } from 'payload'

/** A client's mistake, answered 400 in Payload's error shape (and logged as one line: src/cms/logger.ts). */
export class BadRequest extends APIError {
  constructor(message: string) {
    super(message, 400, undefined, true)
  }
}
