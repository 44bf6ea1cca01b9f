/**
 * Admin views that only the admin role may open (issue 7): the proxy answers 401/403 for them
 * before Payload streams its admin shell, which would otherwise answer 200 and redirect in the body
 * (and, for an anonymous visitor, render the admin layout with its list of collections first).
 * The views still check the user on the server themselves (CVE-2025-29927: never rely on the proxy alone).
 */
export const ADMIN_ONLY_VIEWS = ['/admin/usage-stats', '/admin/cache'] as const

/**
 * A path as a router might understand it, for comparisons that must not be dodged by spelling:
 * percent-escapes decoded, lower case, no empty or `.` segments, `..` applied, no trailing slash.
 * Payload matches its views loosely, so `/admin/Usage-Stats/` and `/admin//usage%2Dstats` are the same view.
 */
export function canonicalPath(pathname: string): string {
  const segments: string[] = []
  for (const raw of pathname.split('/')) {
    const segment = safeDecode(raw).toLowerCase()
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  return `/${segments.join('/')}`
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Anything Payload's admin serves, however it is spelt. */
export function isAdminPath(pathname: string): boolean {
  const path = canonicalPath(pathname)
  return path === '/admin' || path.startsWith('/admin/')
}

export function isAdminOnlyView(pathname: string): boolean {
  const path = canonicalPath(pathname)
  return ADMIN_ONLY_VIEWS.some((view) => path === view || path.startsWith(`${view}/`))
}

/** Request headers Payload needs to recognise the session: its cookie or JWT, and the CSRF check's origin hints. */
export const SESSION_HEADERS = ['cookie', 'authorization', 'origin', 'sec-fetch-site'] as const

export type GateDecision = { allow: true } | { allow: false; status: 401 | 403 }

/** What `/api/users/me` said about the visitor → pass, 401 (not signed in) or 403 (signed in, not an admin). */
export function gateDecision(me: unknown): GateDecision {
  const user = (me as { user?: { role?: unknown } | null } | null)?.user
  if (!user) return { allow: false, status: 401 }
  return user.role === 'admin' ? { allow: true } : { allow: false, status: 403 }
}

/** Where an anonymous visitor signs in and comes back to the view. */
export const loginPathFor = (pathname: string, search = '') => `/admin/login?redirect=${encodeURIComponent(pathname + search)}`
