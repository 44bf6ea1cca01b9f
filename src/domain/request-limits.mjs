// Plain JavaScript so that the Node server (scripts/server.mjs) and the route handlers share one rule.

/** Largest request bodies accepted, in bytes (issue 16). */
export const BODY_LIMITS = {
  /** JSON to Payload's REST API, the contact form and every other route. */
  json: 1024 * 1024,
  /** An image upload to the media collection, the only route that takes files. */
  upload: 10 * 1024 * 1024,
  /** The visitor-data ingest routes: usage events, feedback, error reports. */
  ingest: 64 * 1024,
}

/** Room for multipart's boundaries and the `_payload` field around an upload of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024

/** How long a client may take to send a body it has started; a stalled one is refused (408). */
export const BODY_DEADLINE_MS = 10_000

const INGEST_PATHS = new Set(['/api/usage-stats/batch', '/api/feedback', '/api/error-reports'])
/** Payload's create and update of a media document: POST /api/media, PATCH /api/media/{id}. */
const UPLOAD_PATH = /^\/api\/media(\/[^/]+)?\/?$/

/** Whether a request may carry a file upload (multipart/form-data). */
export function acceptsUpload(method, pathname) {
  return (method === 'POST' || method === 'PATCH') && UPLOAD_PATH.test(pathname)
}

/**
 * The largest body the server lets through for a request, decided from its method, path and
 * declared type alone, so that an oversized Content-Length is refused before a byte is read.
 *
 * @param {string} method
 * @param {string} pathname
 * @param {string | undefined | null} contentType
 * @returns {number}
 */
export function bodyLimitFor(method, pathname, contentType) {
  if (INGEST_PATHS.has(pathname)) return BODY_LIMITS.ingest
  if (acceptsUpload(method, pathname) && /^multipart\/form-data/i.test(contentType ?? '')) {
    return BODY_LIMITS.upload + MULTIPART_OVERHEAD
  }
  return BODY_LIMITS.json
}
