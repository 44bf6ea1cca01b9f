/**
 * Admin views that only the admin role may open (issue 7): the proxy answers 401/403 for them
 * before Payload streams its admin shell, which would otherwise answer 200 and redirect in the body.
 * The views still check the user on the server themselves (CVE-2025-29927: never rely on the proxy alone).
 */
export const ADMIN_ONLY_VIEWS = ['/admin/usage-stats'] as const

export function isAdminOnlyView(pathname: string): boolean {
  return ADMIN_ONLY_VIEWS.some((view) => pathname === view || pathname.startsWith(`${view}/`))
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
