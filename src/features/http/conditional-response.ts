import { createHash } from 'node:crypto'

import { ifNoneMatchHits } from '@/domain/entity-tag'

/**
 * A response that calendar apps and feed readers polling every few minutes can revalidate for
 * almost nothing: a strong ETag of the body, Last-Modified, and 304 Not Modified when either
 * matches (If-None-Match wins over If-Modified-Since, RFC 9110 §13.2.2). `no-cache` means
 * "revalidate every time", so a publish reaches the next poll.
 */
export function conditionalResponse(
  request: Request,
  body: string,
  { contentType, lastModified, now = new Date() }: { contentType: string; lastModified: Date; now?: Date },
): Response {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  // HTTP dates have whole seconds: a Last-Modified of 10:00:00.900 must match an If-Modified-Since of 10:00:00.
  const second = (date: Date) => Math.floor(date.getTime() / 1000) * 1000
  const modified = new Date(second(lastModified))
  // A change in this very second could be followed by another in the same second, which the same
  // date could not tell apart (RFC 9110 §8.8.2.2, a weak date): such an answer has the ETag only.
  const settled = modified.getTime() < second(now)
  const headers: Record<string, string> = {
    ETag: etag,
    ...(settled ? { 'Last-Modified': modified.toUTCString() } : {}),
    'Cache-Control': 'public, no-cache',
    Vary: 'Accept-Encoding',
  }
  const ifNoneMatch = request.headers.get('if-none-match')
  const ifModifiedSince = Date.parse(request.headers.get('if-modified-since') ?? '')
  const unchanged = ifNoneMatch
    ? ifNoneMatchHits(ifNoneMatch, etag)
    : !Number.isNaN(ifModifiedSince) && modified.getTime() <= ifModifiedSince
  if (unchanged) return new Response(null, { status: 304, headers })
  return new Response(body, { headers: { ...headers, 'Content-Type': contentType } })
}
