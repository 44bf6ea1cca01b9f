// Generated requests for every route family of the guide (issue 28), shared by the bounded fuzz test
// (tests/e2e/fuzz.spec.ts) and the long run (bench/fuzz/run.ts).
import fc from 'fast-check'

import { LOCALES } from '../../src/domain/locales'

const TOWN_SLUGS = ['huntingdon', 'st-ives', 'ramsey', 'st-neots']
export type FuzzRequest = { family: string; method: string; path: string; headers: Record<string, string>; body?: string; type?: string }
export type FuzzResult = { status: number; retryAfter?: string | null; location?: string | null; error?: string }

const COLLECTIONS = [
  'places',
  'towns',
  'categories',
  'events',
  'notices',
  'highlights',
  'partners',
  'media',
  'contact-messages',
  'feedback-messages',
  'error-reports-log',
  'users',
  'nope',
]
const GLOBALS = ['site-settings', 'build-state', 'nope']
const PAGES = [
  '',
  '/explore',
  '/about',
  '/contact',
  '/accessibility',
  '/cookies',
  '/privacy',
  '/terms',
  '/sitemap',
  '/construction',
  '/kiosk',
  '/screen',
  '/offline',
]

/** Text a careless client or an attacker sends: control characters, lone surrogates, huge numbers, markup. */
const nasty = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(
    '',
    '-1',
    '0',
    '1e400',
    '-5',
    '99999999999999999999',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '%00',
    '%zz',
    '%',
    '..',
    '../..',
    '<script>alert(1)</script>',
    'x'.repeat(3000),
    '1,2,abc',
    '1,2,3,4',
    '2026-13-45',
    ' ',
  ),
)
/** A lone surrogate cannot travel in a URL: such a value goes as U+FFFD, as a browser would send it. */
const encode = (value: string) => encodeURIComponent(value.toWellFormed())
/** A value as it appears in a URL: encoded, or raw bytes that are not valid encodings. */
const inUrl = fc.oneof(nasty.map(encode), fc.constantFrom('%zz', '%', '%E0%A4%A', '%00', '%2e%2e', '%C0%AE'))
const segment = fc.oneof(
  fc.stringMatching(/^[a-z0-9-]{1,30}$/),
  inUrl.filter((s) => s.length > 0),
)
const town = fc.oneof(fc.constantFrom(...TOWN_SLUGS), segment)
const prefix = fc.constantFrom(...LOCALES.map((l) => (l === 'en' ? '' : `/${l}`)), '/xx', '/EN')

const queryKey = fc.oneof(
  fc.constantFrom(
    'limit',
    'page',
    'depth',
    'sort',
    'locale',
    'draft',
    'fallback-locale',
    'select[name]',
    'populate',
    'pagination',
    'trash',
    'joins',
  ),
  fc
    .tuple(
      fc.constantFrom('id', 'name', 'slug', 'createdAt', 'latitude', 'longitude', 'town', 'category.slug', 'nope', '__proto__'),
      fc.constantFrom(
        'equals',
        'in',
        'not_in',
        'near',
        'within',
        'intersects',
        'like',
        'contains',
        'exists',
        'greater_than',
        'less_than_equal',
        'all',
        'nope',
      ),
    )
    .map(([field, op]) => `where[${field}][${op}]`),
  fc.constantFrom(
    'where[or][0][id][equals]',
    'where[and][1][name][like]',
    'where',
    'settown',
    'setkiosk',
    'setscreen',
    'bustcache',
    'debug',
    'from',
    'to',
    'format',
    'town',
  ),
  segment,
)
const query = fc
  .array(fc.tuple(queryKey, inUrl), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''))

const jsonValue = fc.oneof(
  fc.json({ maxDepth: 3 }).map((text) => text),
  fc
    .record({ name: nasty, email: nasty, subject: nasty, message: nasty, locale: nasty, website: fc.option(nasty, { nil: undefined }) })
    .map((v) => JSON.stringify(v)),
  fc
    .record({
      events: fc.array(
        fc.record({ id: nasty, type: nasty, ts: fc.oneof(fc.integer(), fc.constant(Date.now())), locale: nasty, mode: nasty }),
        { maxLength: 3 },
      ),
    })
    .map((v) => JSON.stringify(v)),
  fc.record({ email: nasty, password: nasty }).map((v) => JSON.stringify(v)),
  nasty,
)
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  '',
  'application/json; charset=nope',
)

const headers = fc.record(
  {
    'Accept-Language': fc.oneof(
      fc.constantFrom('pl-PL,pl;q=0.9', 'fr', '*', 'xx', 'en-GB;q=abc', ''),
      nasty.map((s) => s.replace(/[^\x20-\x7e]/g, '')),
    ),
    Cookie: fc.oneof(
      fc.constantFrom('NEXT_LOCALE=pl', 'NEXT_LOCALE=xx', 'NEXT_LOCALE=', 'payload-token=abc', 'payload-token=eyJhbGciOiJIUzI1NiJ9.e30.x'),
      nasty.map((s) => `NEXT_LOCALE=${encode(s)}`),
    ),
    Origin: fc.constantFrom('https://evil.example', 'null'),
    'Sec-Fetch-Site': fc.constantFrom('cross-site', 'same-origin', 'none', 'nope'),
    'X-Forwarded-For': fc.constantFrom('203.0.113.7', 'not-an-address', '1.1.1.1, 2.2.2.2', ''),
    Range: fc.constantFrom('bytes=0-10', 'bytes=abc', 'bytes=99999999-'),
    Accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/avif,image/webp'),
  },
  { requiredKeys: [] },
)

/** Route families, each a generator of one request: `{ family, method, path, headers, body }`. */
export const FAMILIES: Record<string, fc.Arbitrary<{ method: string; path: string; body?: string; type?: string }>> = {
  pages: fc
    .tuple(
      prefix,
      fc.oneof(
        fc.constantFrom(...PAGES),
        town.map((t) => `/explore/${t}`),
        town.map((t) => `/explore/${t}/map`),
        fc.tuple(town, segment).map(([t, p]) => `/explore/${t}/map/${p}`),
        town.map((t) => `/highlights/${t}`),
        town.map((t) => `/kiosk/${t}`),
        town.map((t) => `/screen/${t}`),
        segment.map((s) => `/${s}`),
      ),
      query,
    )
    .map(([p, path, q]) => ({ method: 'GET', path: `${p}${path}${q}` || '/' })),
  'payload rest reads': fc
    .tuple(
      fc.constantFrom(...COLLECTIONS),
      fc.oneof(
        fc.constant(''),
        segment.map((s) => `/${s}`),
        fc.constantFrom('/1', '/-1', '/1e400', '/count', '/versions', '/me', '/init'),
      ),
      query,
    )
    .map(([c, id, q]) => ({ method: 'GET', path: `/api/${c}${id}${q}` })),
  'payload globals': fc
    .tuple(fc.constantFrom(...GLOBALS), fc.constantFrom('', '/versions', '/access'), query)
    .map(([g, s, q]) => ({ method: 'GET', path: `/api/globals/${g}${s}${q}` })),
  'payload rest writes': fc
    .tuple(
      fc.constantFrom('POST', 'PATCH', 'PUT', 'DELETE'),
      fc.constantFrom(...COLLECTIONS),
      fc.oneof(
        fc.constant(''),
        segment.map((s) => `/${s}`),
        fc.constantFrom(
          '/login',
          '/logout',
          '/forgot-password',
          '/reset-password',
          '/unlock',
          '/refresh-token',
          '/first-register',
          '/verify/x',
        ),
      ),
      query,
      jsonValue,
      contentType,
    )
    .map(([method, c, s, q, body, type]) => ({ method, path: `/api/${c}${s}${q}`, body, type })),
  graphql: fc
    .oneof(
      jsonValue,
      fc.constantFrom('{"query":"{ Places { docs { id } } }"}', '{"query":"{ __schema { types { name } } }"}', '{"query":"{{{{"}'),
    )
    .map((body) => ({ method: 'POST', path: '/api/graphql', body, type: 'application/json' })),
  'town apis': fc
    .tuple(
      fc.constantFrom('places', 'events', 'notices'),
      fc.oneof(fc.constantFrom('huntingdon', 'stIves', 'ramsey', 'stNeots'), segment),
      query,
    )
    .map(([kind, key, q]) => ({ method: 'GET', path: `/api/${kind}/town/${key}${q}` })),
  ingest: fc
    .tuple(fc.constantFrom('/api/usage-stats/batch', '/api/feedback', '/api/error-reports'), jsonValue, contentType)
    .map(([path, body, type]) => ({ method: 'POST', path, body, type })),
  'usage export': query.map((q) => ({ method: 'GET', path: `/api/usage-stats/export${q}` })),
  builds: fc
    .oneof(
      fc.constant('/builds/latest.json'),
      segment.map((s) => `/builds/${s}.json`),
      segment.map((s) => `/builds/${s}`),
    )
    .map((path) => ({ method: 'GET', path })),
  serwist: fc
    .oneof(
      fc.constantFrom('/serwist/sw.js', '/serwist/sw.js.map', '/serwist/'),
      segment.map((s) => `/serwist/${s}`),
    )
    .map((path) => ({ method: 'GET', path })),
  media: fc
    .oneof(
      segment.map((s) => `/api/media/file/${s}`),
      segment.map((s) => `/api/media/file/${s}.png`),
      segment.map((s) => `/_next/image?url=${s}&w=64&q=75`),
    )
    .map((path) => ({ method: 'GET', path })),
  admin: fc
    .tuple(
      fc.constantFrom('/admin', '/admin/login', '/admin/cache', '/admin/usage-stats', '/admin/collections/places', '/Admin/Usage-Stats'),
      query,
    )
    .map(([p, q]) => ({ method: 'GET', path: `${p}${q}` })),
}

/** One generated request of any family, with generated headers on top. */
export const anyRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(fc.oneof(...Object.entries(FAMILIES).map(([family, arb]) => arb.map((r) => ({ family, ...r })))), headers)
  .map(([request, extra]) => ({
    ...request,
    headers: { ...(extra as Record<string, string>), ...(request.type !== undefined ? { 'Content-Type': request.type } : {}) },
  }))

/** Sends one generated request; never throws on a bad URL or a refused connection, it reports them. */
export async function send(base: string, request: FuzzRequest, timeoutMs = 20_000): Promise<FuzzResult> {
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).filter(([, v]) => v !== undefined && /^[\t\x20-\x7e]*$/.test(String(v))),
  )
  try {
    const response = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers,
      body: request.method === 'GET' ? undefined : (request.body ?? ''),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.arrayBuffer().catch(() => undefined)
    return { status: response.status, retryAfter: response.headers.get('retry-after'), location: response.headers.get('location') }
  } catch (error) {
    return { status: 0, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }
  }
}

/** A 5xx is a failure, except a 503 that says when to come back (a real outage, which a fuzz run has none of). */
export const isServerFailure = (result: FuzzResult) =>
  result.status === 0 || (result.status >= 500 && !(result.status === 503 && result.retryAfter))

/** Lines of a server log that are stack traces or unhandled errors, not the one-line notes it should write. */
export const stackLines = (log: string) =>
  log.split('\n').filter((line) => /^\s+at\s.+[:(]\d+:\d+\)?\s*$/.test(line) || /unhandled|uncaught/i.test(line))
