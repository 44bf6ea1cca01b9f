/**
 * The security headers of every response (issue 8, "Hostile input"): one Content-Security-Policy
 * without nonces, HSTS in production, nosniff, a strict referrer policy, and frame-ancestors that
 * refuse framing by any other site (only the guide's own admin frames its pages, in the editors'
 * live preview: issue 22), except on the kiosk and screen routes, which allow the configured origins.
 *
 * Pure: next.config.ts feeds it the basemap URL, the environment and the locales and applies the
 * rules through `headers()`. Next evaluates `headers()` when the site is built, so these values are
 * build-time configuration (scripts/lib/app.mjs rebuilds when they change).
 */

/** HSTS for two years (browsers want at least one year before they honour preload lists). */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60

export type SecurityHeaderOptions = {
  /** A production build: adds HSTS and leaves out what only `next dev` needs ('unsafe-eval'). */
  production: boolean
  /** The MapLibre style URL (src/features/map/basemap.ts); its origin serves the style, tiles, sprites and glyphs. */
  basemapStyleUrl?: string
  /** KIOSK_FRAME_ANCESTORS: origins allowed to frame the kiosk and screen routes, separated by commas or spaces. */
  kioskFrameAncestors?: string
  /** Interface languages; the kiosk and screen routes exist under each prefix. */
  locales: readonly string[]
}

export type HeaderRule = { source: string; headers: { key: string; value: string }[] }

/** The origin of an absolute http(s) URL, or null for a relative path (served by the app itself) or anything else. */
export function remoteOrigin(url: string | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null
  } catch {
    return null
  }
}

/**
 * KIOSK_FRAME_ANCESTORS parsed into CSP sources: `'self'` and http(s) origins (a `*.` wildcard
 * host is allowed, as CSP allows it). Anything else is dropped, so a typo can never widen the policy
 * to `*` or inject another directive.
 */
export function parseFrameAncestors(raw: string | undefined): string[] {
  const sources = new Set<string>()
  for (const entry of (raw ?? '').split(/[\s,]+/)) {
    if (!entry) continue
    if (entry === "'self'" || entry === 'self') {
      sources.add("'self'")
      continue
    }
    const match = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(:\d{1,5})?\/?$/i.exec(entry)
    if (match) sources.add(`${match[1].toLowerCase()}://${match[2] ?? ''}${match[3].toLowerCase()}${match[4] ?? ''}`)
  }
  return [...sources]
}

/** The policy as a header value; `frameAncestors` empty means only the guide's own pages may frame this one. */
export function contentSecurityPolicy({
  production,
  basemapStyleUrl,
  frameAncestors,
}: {
  production: boolean
  basemapStyleUrl?: string
  frameAncestors: string[]
}): string {
  const basemap = remoteOrigin(basemapStyleUrl)
  const remote = basemap ? [basemap] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next inlines its bootstrap and RSC payload scripts; without nonces they need 'unsafe-inline'.
    // `next dev` also evaluates code for its overlay and fast refresh.
    'script-src': ["'self'", "'unsafe-inline'", ...(production ? [] : ["'unsafe-eval'"])],
    // ...but nothing uses inline event handlers (onclick=, onerror=): an injected one must not run.
    'script-src-attr': ["'none'"],
    // Next, Payload's admin and MapLibre set inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    // MapLibre and Payload's upload previews draw data: and blob: images; the basemap serves sprites.
    'img-src': ["'self'", 'data:', 'blob:', ...remote],
    'font-src': ["'self'", 'data:'],
    // MapLibre fetches the style, tiles, sprites and glyphs from the basemap's origin.
    'connect-src': ["'self'", ...remote],
    // MapLibre's worker (public/) or a blob: worker; the service worker is served by the app itself.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors.length ? frameAncestors : ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/** Paths (in Next's `source` syntax) of the kiosk and screen routes, with and without a language prefix. */
export function embeddableSources(locales: readonly string[]): string[] {
  const prefix = `/:locale(${locales.join('|')})`
  return ['kiosk', 'screen'].flatMap((route) => [`/${route}`, `/${route}/:path*`, `${prefix}/${route}`, `${prefix}/${route}/:path*`])
}

/**
 * The policy of an uploaded file opened on its own: nothing may run. An SVG can carry script, and
 * served from our origin under the site's policy it would run with the visitor's session; with
 * `sandbox` it is drawn as an image, never run.
 */
export const UPLOADED_FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

/** Where Payload serves uploaded files: /api/{upload collection}/file/{name}. */
export const UPLOADED_FILE_SOURCE = '/api/:collection/file/:path*'

/**
 * The header rules for next.config.ts `headers()`. The first rule covers every path; the later
 * kiosk/screen and uploaded-file rules only replace the policy (Next lets the last rule win for the same key).
 */
export function securityHeaderRules(options: SecurityHeaderOptions): HeaderRule[] {
  const policy = (frameAncestors: string[]) =>
    contentSecurityPolicy({ production: options.production, basemapStyleUrl: options.basemapStyleUrl, frameAncestors })
  const everywhere = [
    { key: 'Content-Security-Policy', value: policy([]) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    ...(options.production ? [{ key: 'Strict-Transport-Security', value: `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` }] : []),
  ]
  const rules: HeaderRule[] = [{ source: '/:path*', headers: everywhere }]
  const kioskAncestors = parseFrameAncestors(options.kioskFrameAncestors)
  if (kioskAncestors.length) {
    const kioskPolicy = [{ key: 'Content-Security-Policy', value: policy(kioskAncestors) }]
    for (const source of embeddableSources(options.locales)) rules.push({ source, headers: kioskPolicy })
  }
  rules.push({ source: UPLOADED_FILE_SOURCE, headers: [{ key: 'Content-Security-Policy', value: UPLOADED_FILE_POLICY }] })
  return rules
}

/** A policy header value as directive → sources, for tests and diagnostics. */
export function parsePolicy(header: string): Record<string, string[]> {
  const parsed: Record<string, string[]> = {}
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) parsed[name.toLowerCase()] = sources
  }
  return parsed
}
