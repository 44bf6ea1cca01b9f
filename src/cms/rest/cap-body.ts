import { signedInAs } from '@/cms/admin/admin-gate'
import { isCompleteMultipart } from '@/domain/multipart'
import { acceptsUpload, BODY_LIMITS } from '@/domain/request-limits.mjs'
import { readBodyWithin, withBufferedBody } from '@/features/http/request-body'

import { restError } from './rest-error'

/** A session cookie or an Authorization header: anything else cannot be allowed to upload. */
const hasCredentials = (request: Request) =>
  Boolean(request.headers.get('authorization')) || /(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')

/**
 * Payload parses an upload's form before it checks who sent it, and answers a malformed one 500
 * ("Unexpected end of form"): a forged or expired session must not get that far.
 */
async function mayUpload(request: Request): Promise<Response | null> {
  if (!hasCredentials(request)) return restError(401, 'Sign in to upload files')
  const me = await signedInAs(request)
  if (me === 'unavailable') return restError(503, 'The sign-in check is not answering. Try again in a moment.')
  return me.user ? null : restError(401, 'Sign in to upload files')
}

/**
 * Payload reads a REST body whole (`req.json()`, or its form data: the admin posts multipart) before
 * any check, so a body it should never see is refused here first: over 1 MB → 413, a stalled body
 * → 408. Uploads of files are larger: only the media collection takes them, only from someone
 * signed in (401 before a byte is read), and Payload's parser stops them at the upload limit
 * (payload.config.ts).
 */
export function capRestBody<Context>(handler: (request: Request, context: Context) => Promise<Response>) {
  return async (request: Request, context: Context): Promise<Response> => {
    const { pathname } = new URL(request.url)
    const multipart = /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')
    if (multipart && acceptsUpload(request.method, pathname)) return (await mayUpload(request)) ?? handler(request, context)
    const read = await readBodyWithin(request, BODY_LIMITS.json)
    if (!read.ok) return restError(read.status, read.error)
    if (multipart && !isCompleteMultipart(request.headers.get('content-type')!, read.bytes))
      return restError(400, 'The multipart body is incomplete or names no boundary')
    return handler(withBufferedBody(request, read.bytes), context)
  }
}
