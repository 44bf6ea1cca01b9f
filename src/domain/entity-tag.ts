/**
 * Whether an If-None-Match header names `etag`, or is `*`: the weak comparison (RFC 9110 §13.1.2)
 * a GET's revalidation uses, as a cache may hand back W/"…" for our strong tag, and a list of tags
 * (a client holding several versions) is matched by any of them.
 */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare)
}
