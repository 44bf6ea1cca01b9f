// Plain JavaScript so that the Node server (scripts/server.mjs) and the proxy share one rule.

/**
 * Whether Next can route this raw path. Its router decodes a path, then decodes the route params
 * once more, and answers a bare 500 when either step throws: `%zz` fails the first, `%25` (a
 * literal "%") the second. Such a path is no page of ours: the proxy shows the 404 for it.
 */
export function isRoutablePath(pathname) {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(decodeURIComponent(segment))
    return true
  } catch {
    return false
  }
}

/**
 * Whether Next's router can decode this raw path at all (`%zz`, a lone `%`): its first step, which
 * every route takes; a route handler's params are not decoded a second time.
 */
export function isDecodablePath(pathname) {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment)
    return true
  } catch {
    return false
  }
}

/**
 * Paths the proxy (src/proxy.ts) never sees, by its matcher: Payload's API and admin, Next's own
 * files, the build checks, the service worker, and anything with a dot (a file).
 */
export function isBeyondTheProxy(pathname) {
  return /^\/(api|admin|_next|_vercel|builds|serwist)/i.test(pathname) || pathname.includes('.')
}
