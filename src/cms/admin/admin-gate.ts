import { type GateDecision, gateDecision, loginPathFor, SESSION_HEADERS } from '@/domain/admin-gate'

/**
 * Who is signed in, asked of Payload itself (`/api/users/me`, with the visitor's cookie or JWT), so
 * sessions, logouts, lockouts and the CSRF rules stay Payload's; 'unavailable' when Payload does not
 * answer. The app's own port when known, so the check never leaves the machine behind a reverse proxy.
 */
export async function signedInAs(request: Request): Promise<{ user: unknown } | 'unavailable'> {
  const origin = process.env.PORT ? `http://127.0.0.1:${process.env.PORT}` : new URL(request.url).origin
  const headers = new Headers({ accept: 'application/json' })
  for (const name of SESSION_HEADERS) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  try {
    const response = await fetch(`${origin}/api/users/me`, { headers, cache: 'no-store', signal: AbortSignal.timeout(5000) })
    if (!response.ok) return 'unavailable'
    return { user: ((await response.json()) as { user?: unknown } | null)?.user ?? null }
  } catch {
    return 'unavailable'
  }
}

/** The proxy's check for admin-only views. Fails closed: without an answer from Payload nobody gets in. */
export async function checkAdminSession(request: Request): Promise<GateDecision | { allow: false; status: 503 }> {
  const me = await signedInAs(request)
  return me === 'unavailable' ? { allow: false, status: 503 } : gateDecision(me)
}

const PAGES = {
  401: { title: 'Sign in required', text: 'Sign in as an admin to see this page.', link: 'Go to the sign-in page' },
  403: { title: 'Not allowed', text: 'Only admins can see this page.', link: 'Back to the admin dashboard' },
  503: { title: 'Try again', text: 'The sign-in check is not answering. Try again in a moment.', link: 'Back to the admin dashboard' },
} as const

/**
 * A small page with the real status: 401 sends a browser on to the sign-in page (and back after it),
 * 403 explains and links back to the dashboard. The admin is English-only, like Payload's own views.
 */
export function refusal(status: 401 | 403 | 503, url: URL): Response {
  const page = PAGES[status]
  const target = status === 401 ? loginPathFor(url.pathname, url.search) : '/admin'
  const refresh = status === 401 ? `<meta http-equiv="refresh" content="0;url=${target.replace(/&/g, '&amp;')}">` : ''
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${refresh}<title>${page.title} · Town Guide admin</title></head><body><main><h1>${page.title}</h1><p role="alert">${page.text}</p><p><a href="${target.replace(/&/g, '&amp;')}">${page.link}</a></p></main></body></html>`
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(status === 401 ? { 'WWW-Authenticate': 'Cookie realm="Town Guide admin"' } : {}),
      ...(status === 503 ? { 'Retry-After': '5' } : {}),
    },
  })
}
