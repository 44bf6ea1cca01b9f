import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/domain/client-address.mjs'

import { rest, signedInCookie, testPayload } from './payload'

/**
 * Issue 28, no request from anyone yields a 5xx: query strings and bodies that Postgres (or Payload
 * itself) used to trip over, answered 500 with a stack trace in the log. Each is now a 4xx with a
 * short JSON error, and Payload's log gets at most one line. Requests go through Payload's real
 * REST handler, the ingest and export routes are called in-process, all on the scratch Postgres.
 */
const BASE = 'http://guide.test'
type Handler = (request: Request) => Promise<Response>
let payload: Payload
let pool: Pool
let admin: string
const routes: Record<'batch' | 'feedback' | 'errorReports' | 'exportStats' | 'restGet' | 'restPost', Handler> = {} as never

/** What Payload logs while a request is served: each entry's level and message, and whether it carried an error (a stack). */
type Logged = { level: number; line: string; withError: boolean }
let logged: Logged[] = []
let restoreLogger = () => {}

beforeAll(async () => {
  payload = await testPayload()
  pool = (payload.db as unknown as { pool: Pool }).pool
  admin = await signedInCookie(payload, 'admin')
  routes.batch = (await import('@/app/api/usage-stats/batch/route')).POST
  routes.feedback = (await import('@/app/api/feedback/route')).POST
  routes.errorReports = (await import('@/app/api/error-reports/route')).POST
  routes.exportStats = (await import('@/app/api/usage-stats/export/route')).GET
  // The wrapper our /api/[...slug] route puts around Payload's handlers (the route file itself imports CSS).
  const config = (await import('@payload-config')).default
  const { REST_GET, REST_POST } = await import('@payloadcms/next/routes')
  const { refuseMalformedQueries } = await import('@/cms/rest/refuse-malformed-queries')
  const slugOf = (request: Request) => ({ params: Promise.resolve({ slug: new URL(request.url).pathname.split('/').slice(2) }) })
  const get = refuseMalformedQueries(REST_GET(config))
  const post = refuseMalformedQueries(REST_POST(config))
  routes.restGet = (request) => get(request, slugOf(request))
  routes.restPost = (request) => post(request, slugOf(request))

  // Every entry Payload's logger writes (one JSON line each, before the pretty printer), kept instead of printed.
  const logger = payload.logger as unknown as Record<symbol, { write: (line: string) => unknown }>
  const streamKey = symbolsOf(logger).find((symbol) => symbol.description === 'pino.stream')!
  const stream = logger[streamKey]
  const write = stream.write
  stream.write = (line: string) => {
    const entry = JSON.parse(line) as { level: number; msg?: string; err?: unknown }
    logged.push({ level: entry.level, line: entry.msg ?? '', withError: 'err' in entry || /"stack"/.test(line) })
    return true
  }
  restoreLogger = () => {
    stream.write = write
  }
  return () => restoreLogger()
})

/** The symbols of an object and of its prototypes (pino keeps its stream under one). */
function symbolsOf(object: object): symbol[] {
  const symbols: symbol[] = []
  for (let o: object | null = object; o; o = Object.getPrototypeOf(o)) symbols.push(...Object.getOwnPropertySymbols(o))
  return symbols
}

afterEach(() => {
  logged = []
})

/** A refused request: the status, Payload's error shape with a short message, and at most one log line without a stack. */
async function expectRefused(response: Response, what: string, statuses: number[] = [400]) {
  expect(statuses, `${what}: ${response.status}`).toContain(response.status)
  const body = await response.json()
  expect(body.errors?.[0]?.message, what).toEqual(expect.any(String))
  expect(body.errors[0].message.length, what).toBeLessThan(300)
  expect(JSON.stringify(body), what).not.toMatch(/\bat .+\.js:\d+/)
  expect(logged.length, `${what}: ${JSON.stringify(logged)}`).toBeLessThanOrEqual(1)
  for (const entry of logged) {
    expect(entry.withError, `${what} logged a stack: ${entry.line}`).toBe(false)
    expect(entry.line, what).not.toContain('\n')
  }
  logged = []
  return body.errors[0].message as string
}

describe('REST reads with values Postgres refuses', () => {
  it('the listed /api/places requests answer 400 with a reason, for visitors and admins', async () => {
    const cases: Record<string, RegExp> = {
      'page=-1': /page must be a whole number/,
      'limit=-5': /limit must be a whole number/,
      'where[id][in]=1,2,abc': /Invalid value in the request: invalid input syntax for type integer/,
      'where[id][equals]=1e400': /Invalid value in the request/,
      'where[longitude][near]=1,2,3,4': /near works on point fields only, not on longitude/,
      'where[name][equals]=a%00b': /Invalid value in the request: invalid byte sequence/,
      'where[_status][equals]=bogus': /Invalid value in the request: invalid input value for enum/,
      'where[id][equals]=99999999999999999999': /out of range/,
      'page=99999999999999999999': /page must be a whole number/,
      'limit=1e400': /limit must be a whole number/,
      'depth=-1': /depth must be a whole number/,
      'where[id][all]=1': /all is not supported/,
      'where[or][0][slug][near]=1': /near works on point fields only, not on slug/,
      'where[createdAt][like]=2026': /like works on text fields only, not on createdAt/,
      'where[tags][equals]=museum': /tags cannot be used to filter/,
      // Found by hostile-query.spec: Payload turned the relation's "null" into a bare NULL list (a syntax error).
      'where[town][not_in]=null&page=0': /not_in on town needs a list of values, not null/,
      'where[category][in]=null': /in on category needs a list of values, not null/,
      'where[town.id][in]=null': /in on town.id needs a list of values, not null/,
      // Payload's own refusal (a QueryError), logged as one line too.
      'where[nope][equals]=1': /cannot be queried: nope/,
    }
    for (const [query, reason] of Object.entries(cases)) {
      for (const cookie of [undefined, admin]) {
        const what = `/api/places?${query} as ${cookie ? 'admin' : 'visitor'}`
        expect(await expectRefused(await rest(`/api/places?${query}`, cookie), what), what).toMatch(reason)
      }
    }
    // Pages that exist, and the site's own reads, still work.
    for (const query of ['page=0', 'page=2&limit=5', 'limit=0', 'depth=0', 'where[id][in]=1,2', 'where[name][like]=museum']) {
      expect((await rest(`/api/places?${query}`)).status, query).toBe(200)
    }
    expect((await payload.find({ collection: 'places', page: 2, limit: 5 })).page).toBe(2)
  })

  it('every collection, its versions and a global answer a 4xx, never a 5xx, to the same kind of values', async () => {
    const queries = [
      'page=-1',
      'limit=-5',
      'page=1.5',
      'where[id][in]=1,2,abc',
      'where[id][equals]=1e400',
      'where[id][near]=1,2',
      'where[id][in]=%00',
    ]
    // payload-migrations has no REST endpoints at all (Payload answers 501 to anything there).
    const slugs = Object.values(payload.collections).flatMap(({ config }) => (config.endpoints === false ? [] : [config.slug]))
    expect(slugs).toContain('payload-preferences')
    for (const slug of slugs) {
      for (const query of queries) {
        for (const cookie of [undefined, admin]) {
          const what = `/api/${slug}?${query} ${cookie ? 'admin' : 'visitor'}`
          const response = await rest(`/api/${slug}?${query}`, cookie)
          // Payload's own collections (preferences, locked documents…) do not get our hooks: some
          // values they simply ignore. A visitor may be refused first (403) where a collection is not theirs to read.
          if (slug.startsWith('payload-') && response.status === 200) continue
          await expectRefused(response, what, [400, 403])
        }
      }
    }
    const links = ['/api/payload-preferences?where[user][equals]=1', '/api/payload-locked-documents?where[user.value][in]=1']
    for (const path of [
      '/api/places/versions?page=-1',
      '/api/places/versions?where[id][in]=x',
      '/api/places/count?where[id][near]=1',
      ...links,
    ]) {
      await expectRefused(await rest(path, admin), path)
    }
  })

  it('the version routes of a collection or global without versions are a 404, not a failed query', async () => {
    for (const path of [
      '/api/categories/versions',
      '/api/users/versions/1',
      '/api/globals/site-settings/versions',
      '/api/globals/build-state/versions/1',
    ]) {
      await expectRefused(await rest(path, admin), path, [404])
    }
    await expectRefused(await rest('/api/categories/versions/1', admin, { method: 'POST' }), 'restore', [404])
    expect((await rest('/api/places/versions?limit=1', admin)).status).toBe(200)
  })

  it('bulk updates and deletes with such a where change nothing and answer 400', async () => {
    const before = await payload.count({ collection: 'notices' })
    const patch = await rest('/api/notices?where[id][in]=1,abc', admin, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'changed' }),
    })
    await expectRefused(patch, 'PATCH /api/notices?where[id][in]=1,abc')
    await expectRefused(await rest('/api/notices?where[id][near]=1', admin, { method: 'DELETE' }), 'DELETE /api/notices?where[id][near]=1')
    expect(await payload.count({ collection: 'notices' })).toEqual(before)
  })
})

describe('uploaded files', () => {
  it('a NUL in the file name is a 400, for visitors and admins', async () => {
    for (const cookie of [undefined, admin])
      await expectRefused(await rest('/api/media/file/x%00.png', cookie), `x%00.png ${cookie ? 'admin' : 'visitor'}`)
  })

  it('a name with no file behind it is a 404 for an admin (a visitor is not allowed to ask)', async () => {
    await expectRefused(await rest('/api/media/file/never-uploaded.png', admin), 'admin', [404])
    await expectRefused(await rest('/api/media/file/never-uploaded.png'), 'visitor', [403])
    const existing = (await payload.find({ collection: 'media', limit: 1, where: { filename: { exists: true } } })).docs[0]
    expect((await rest(`/api/media/file/${existing.filename}`, admin)).status).toBe(200)
  })
})

describe('query strings Payload reads as JSON, through our REST wrapper', () => {
  const get = (path: string) => routes.restGet(new Request(`${BASE}${path}`))

  it('an unparsable where or data, or a cloud-storage prefix, is a 400 before Payload sees it', async () => {
    for (const path of [
      '/api/places?where=%7B',
      '/api/places?data=x',
      '/api/media/file/x.png?prefix=a',
      '/api/towns?where=notjson&limit=1',
    ]) {
      await expectRefused(await get(path), path)
    }
    expect((await get('/api/places?where=%7B%22id%22%3A%7B%22equals%22%3A1%7D%7D')).status).toBe(200)
  })

  it('so is a GET sent as a POST (X-HTTP-Method-Override) whose body Payload cannot read', async () => {
    const override = (type: string, body: string) =>
      routes.restPost(
        new Request(`${BASE}/api/places`, { method: 'POST', headers: { 'Content-Type': type, 'X-HTTP-Method-Override': 'GET' }, body }),
      )
    await expectRefused(await override('application/json', '{'), 'JSON body {')
    await expectRefused(await override('application/x-www-form-urlencoded', 'where=%7B'), 'form body where={')
    await expectRefused(await override('application/json', '{"locale":"en&where={"}'), 'JSON locale with a where')
    expect((await override('application/x-www-form-urlencoded', 'where[id][equals]=1&depth=0')).status).toBe(200)
  })
})

describe('the contact form (a Payload collection) with characters Postgres cannot store', () => {
  const message = {
    name: 'Ada Visitor',
    email: 'ada@example.org',
    subject: 'Opening hours',
    message: 'When does the museum open on Sundays?',
    locale: 'en',
  }
  const send = (body: unknown) =>
    rest('/api/contact-messages', undefined, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('refuses a NUL or a lone surrogate in any field with a 400 that names it, and stores nothing', async () => {
    const before = await payload.count({ collection: 'contact-messages' })
    for (const [field, value] of [
      ['name', 'Ada\u0000'],
      ['message', 'When does it open? \uD83D'],
      ['subject', '\uDE00 hours'],
      ['locale', 'en\u0000'],
    ]) {
      const reason = await expectRefused(await send({ ...message, [field]: value }), `${field}: ${JSON.stringify(value)}`)
      expect(reason).toMatch(/invalid|cannot be stored/i)
    }
    expect(await payload.count({ collection: 'contact-messages' })).toEqual(before)
    expect((await send(message)).status).toBe(201)
  })
})

describe('ingest (feedback, error reports, usage batches) with characters Postgres cannot store', () => {
  const post = (path: string, body: unknown) =>
    new Request(`${BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE, [CLIENT_ADDRESS_HEADER]: `198.51.100.${randomUUID()}` },
      body: JSON.stringify(body),
    })
  const now = () => Date.now()

  it('stores feedback and error reports with the characters cleaned, never a 503', async () => {
    const feedback = {
      id: randomUUID(),
      ts: now(),
      message: 'More benches\u0000 please \uD83D',
      locale: 'en',
      mode: 'phone',
      path: '/explore\u0000',
    }
    const response = await routes.feedback(post('/api/feedback', feedback))
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ received: 1, stored: 1 })
    const stored = (await pool.query('SELECT message, path FROM feedback_messages WHERE client_id = $1', [feedback.id])).rows[0]
    expect(stored).toEqual({ message: 'More benches please \uFFFD', path: '/explore' })

    const report = {
      id: randomUUID(),
      ts: now(),
      message: 'TypeError\u0000',
      stack: 'at x (\uDE00)',
      name: 'Type\u0000Error',
      mode: 'kiosk',
    }
    const reported = await routes.errorReports(post('/api/error-reports', report))
    expect(reported.status).toBe(202)
    const row = (await pool.query('SELECT message, stack, name FROM error_reports_log WHERE client_id = $1', [report.id])).rows[0]
    expect(row).toEqual({ message: 'TypeError', stack: 'at x (\uFFFD)', name: 'TypeError' })
  })

  it('keeps every event of a batch of ten when one carries a NUL or a lone surrogate', async () => {
    const events = Array.from({ length: 10 }, (_, i) => ({
      id: randomUUID(),
      type: 'page_view',
      ts: now(),
      town: 'ramsey',
      locale: 'en',
      mode: 'phone',
      path: i === 3 ? '/explore/ramsey\u0000' : i === 7 ? '/explore/\uD83D' : '/explore/ramsey',
    }))
    const response = await routes.batch(post('/api/usage-stats/batch', { events }))
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ received: 10, stored: 10, rejected: [] })
    const paths = (await pool.query('SELECT path FROM usage_events WHERE client_id = ANY($1)', [events.map((e) => e.id)])).rows.map(
      (r) => r.path,
    )
    expect(paths.sort()).toEqual([...Array(8).fill('/explore/ramsey'), '/explore/\uFFFD', '/explore/ramsey'].sort())
  })

  it('a value Postgres refuses is a 400 (the client drops it), not 503 "storage unavailable" (the client retries it)', async () => {
    const { unavailableOnFailure } = await import('@/features/ingest/guards')
    // A real data exception from the real server, as a writer would meet one.
    const refused = unavailableOnFailure(async () => {
      await pool.query('SELECT $1::int', ['not a number'])
      return new Response(null, { status: 202 })
    })
    const response = await refused(post('/api/feedback', {}))
    expect(response.status).toBe(400)
    expect((await response.json()).problems[0].message).toMatch(/invalid input syntax for type integer/)
    const outage = unavailableOnFailure(async () => {
      await pool.query('SELECT * FROM no_such_table_here')
      return new Response(null, { status: 202 })
    })
    expect((await outage(post('/api/feedback', {}))).status).toBe(503)
  })
})

describe('GET /api/usage-stats/export with a date that is not a day', () => {
  const exportWith = async (query: string) =>
    routes.exportStats(
      new Request(`${BASE}/api/usage-stats/export?${query}`, { headers: { Cookie: admin, 'Sec-Fetch-Site': 'same-origin' } }),
    )

  it('answers 400 naming the parameter, as CSV or JSON', async () => {
    for (const query of [
      'from=2026-13-45',
      'to=2026-02-30',
      'from=yesterday&to=2026-01-01',
      'from=0000-01-01&format=json',
      'to=2026-1-1',
    ]) {
      const response = await exportWith(query)
      expect(response.status, query).toBe(400)
      expect((await response.json()).error, query).toMatch(/^(from|to) must be a date as YYYY-MM-DD/)
    }
    const ok = await exportWith('from=2026-01-01&to=2026-01-31')
    expect(ok.status).toBe(200)
    expect(await ok.text()).toContain('filter,from,,2026-01-01')
  })
})
