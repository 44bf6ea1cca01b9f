// Plain JavaScript so that the Node server (scripts/server.mjs) and the proxy share one rule.

/** What a response that sets a cookie may be cached as: by the visitor's browser, never by a shared cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate'

/**
 * The Cache-Control a response may go out with. A shared cache (a CDN, nginx's proxy_cache) that
 * stored a response with its Set-Cookie would hand one visitor's cookie to everyone after them.
 */
export function cacheControlFor(cacheControl, setsCookie) {
  if (!setsCookie) return cacheControl
  const value = Array.isArray(cacheControl) ? cacheControl.join(', ') : cacheControl
  if (typeof value === 'string' && /(^|[\s,])(private|no-store)([\s,=]|$)/i.test(value)) return value
  return PRIVATE_CACHE_CONTROL
}

/**
 * Request headers that choose which page an address without a language prefix answers: next-intl
 * reads the locale cookie, then Accept-Language. A shared cache must keep one copy per value.
 */
export const LOCALE_CHOOSING_HEADERS = ['Cookie', 'Accept-Language']

/**
 * The proxy's word to the server about what else a response varies on. Next's page handler
 * replaces any `Vary` the proxy sets with its own, so the server (scripts/server.mjs) adds these
 * names to it on the way out and drops this header.
 */
export const VARY_HINT_HEADER = 'x-town-guide-vary'

/**
 * One `Vary` line from however many were set, each name once. Next appends its own line after the
 * proxy's, and some caches (nginx before 1.23) key on the last line only.
 */
export function mergedVary(values) {
  const names = new Map()
  for (const value of [values].flat()) {
    for (const name of String(value ?? '').split(',')) {
      const trimmed = name.trim()
      if (trimmed && !names.has(trimmed.toLowerCase())) names.set(trimmed.toLowerCase(), trimmed)
    }
  }
  return [...names.values()].join(', ')
}

/**
 * How long nginx's micro-cache keeps a page or API read, as an `X-Accel-Expires` value: until the end
 * of the current second. nginx counts in whole seconds and `proxy_cache_valid 1s` kept a copy 1 to 2 s
 * (a publish took a median 1.9 s to show through it); an absolute `@second` keeps it 0 to 1 s.
 * nginx reads the header and never passes it on (deploy/nginx/town-guide.conf.template).
 */
export function microCacheExpiry(nowMs) {
  return `@${Math.floor(nowMs / 1000)}`
}
