import { randomUUID } from 'node:crypto'

import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/domain/client-address.mjs'
import { RATE_LIMIT } from '@/domain/rate-limit'
import { BODY_LIMITS } from '@/domain/request-limits.mjs'
import { INGEST_LIMITS } from '@/domain/usage-events'

import { signedInCookie, testPayload, userWithRole } from './payload'

type Handler = (request: Request) => Promise<Response>
let batch: Handler, feedback: Handler, errorReports: Handler, exportStats: Handler
let pool: Pool

const BASE = 'http://guide.test'
/** Each test is its own client (address), so rate-limit counts never leak between tests. */
const client = () => `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID().slice(0, 6)}`

function post(path: string, body: unknown, { ip = client(), headers = {} as Record<string, string>, raw }: { ip?: string; headers?: Record<string, string>; raw?: string } = {}) {
  return new Request(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, [CLIENT_ADDRESS_HEADER]: ip, ...headers },
    body: raw ?? JSON.stringify(body),
  })
}

const event = (extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type: 'page_view',
  ts: Date.now(),
  town: 'st-ives',
  locale: 'fr',
  mode: 'kiosk',
  kioskId: 'kioskB',
  path: '/kiosk/st-ives/highlights',
  ...extra,
})

const countWhere = async (table: string, column: string, values: string[]) =>
  Number((await pool.query(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ANY($1)`, [values])).rows[0].n)

beforeAll(async () => {
  const payload = await testPayload()
  pool = (payload.db as unknown as { pool: Pool }).pool
  batch = (await import('@/app/api/usage-stats/batch/route')).POST
  feedback = (await import('@/app/api/feedback/route')).POST
  errorReports = (await import('@/app/api/error-reports/route')).POST
  exportStats = (await import('@/app/api/usage-stats/export/route')).GET
})

describe('POST /api/usage-stats/batch', () => {
  it('stores a valid batch once even when it is sent twice', async () => {
    const events = [event(), event({ type: 'place_open', place: 'the-norris-museum' }), event({ type: 'search', searchLength: 6, resultCount: 0 })]
    const first = await batch(post('/api/usage-stats/batch', { events }))
    expect(first.status).toBe(202)
    expect(await first.json()).toEqual({ received: 3, stored: 3 })
    const replay = await batch(post('/api/usage-stats/batch', { events }))
    expect(replay.status).toBe(202)
    expect(await replay.json()).toEqual({ received: 3, stored: 0 })
    expect(await countWhere('usage_events', 'client_id', events.map((e) => e.id))).toBe(3)
  })

  it('rejects each bad input with its status and writes nothing', async () => {
    const cases: { name: string; request: () => Request; status: number }[] = [
      { name: 'invalid', request: () => post('/api/usage-stats/batch', { events: [e1, { ...e2, locale: 'de' }] }), status: 400 },
      { name: 'unparsable', request: () => post('/api/usage-stats/batch', null, { raw: `{"events":[${JSON.stringify(e1)}` }), status: 400 },
      { name: 'stale', request: () => post('/api/usage-stats/batch', { events: [e1, { ...e2, ts: Date.now() - INGEST_LIMITS.maxAgeMs - 60_000 }] }), status: 400 },
      {
        name: 'too big',
        request: () => post('/api/usage-stats/batch', { events: [e1], pad: 'x'.repeat(BODY_LIMITS.ingest) }),
        status: 413,
      },
      {
        name: 'not JSON',
        request: () => post('/api/usage-stats/batch', { events: [e1, e2] }, { headers: { 'content-type': 'text/plain' } }),
        status: 415,
      },
      {
        name: 'foreign origin',
        request: () => post('/api/usage-stats/batch', { events: [e1, e2] }, { headers: { origin: 'https://evil.example' } }),
        status: 403,
      },
    ]
    const e1 = event()
    const e2 = event()
    for (const c of cases) {
      const response = await batch(c.request())
      expect(response.status, c.name).toBe(c.status)
      const body = await response.json()
      if (c.status === 400) expect(body.problems.length, c.name).toBeGreaterThan(0)
    }
    const invalid = await (await batch(post('/api/usage-stats/batch', { events: [e1, { ...e2, locale: 'de', type: 'nope' }] }))).json()
    expect(invalid.problems.map((p: { path: string }) => p.path)).toEqual(expect.arrayContaining(['events.1.locale', 'events.1.type']))
    expect(await countWhere('usage_events', 'client_id', [e1.id, e2.id])).toBe(0)
  })

  it('answers 429 past the per-client rate, shared through Postgres, and writes nothing', async () => {
    // The limit counts per fixed window: start near the beginning of one so the burst cannot straddle two.
    const left = RATE_LIMIT.windowMs - (Date.now() % RATE_LIMIT.windowMs)
    if (left < 25_000) await new Promise((resolve) => setTimeout(resolve, left + 50))
    const ip = client()
    for (let i = 0; i < RATE_LIMIT.maxRequests; i++) {
      const response = await batch(post('/api/usage-stats/batch', { events: [event()] }, { ip }))
      expect(response.status).toBe(202)
    }
    const over = event()
    const refused = await batch(post('/api/usage-stats/batch', { events: [over] }, { ip }))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await countWhere('usage_events', 'client_id', [over.id])).toBe(0)
    // Another client is unaffected.
    expect((await batch(post('/api/usage-stats/batch', { events: [event()] }))).status).toBe(202)
  })
})

describe('POST /api/feedback and /api/error-reports', () => {
  it('store feedback and error reports once per client id, readable by editors', async () => {
    const payload = await testPayload()
    const fb = { id: randomUUID(), ts: Date.now(), message: 'Lovely map, more benches please', rating: 5, town: 'ramsey', locale: 'pl', mode: 'phone' }
    expect((await feedback(post('/api/feedback', fb))).status).toBe(202)
    expect(await (await feedback(post('/api/feedback', fb))).json()).toEqual({ received: 1, stored: 0 })
    const report = { id: randomUUID(), ts: Date.now(), message: 'TypeError: x is undefined', path: '/explore/ramsey/map', mode: 'kiosk' }
    expect((await errorReports(post('/api/error-reports', report))).status).toBe(202)
    expect((await errorReports(post('/api/error-reports', report))).status).toBe(202)

    const editor = await userWithRole(payload, 'editor')
    const found = await payload.find({ collection: 'feedback-messages', user: editor, overrideAccess: false, where: { clientId: { equals: fb.id } } })
    expect(found.totalDocs).toBe(1)
    expect(found.docs[0].message).toBe(fb.message)
    const reports = await payload.find({ collection: 'error-reports-log', user: editor, overrideAccess: false, where: { clientId: { equals: report.id } } })
    expect(reports.totalDocs).toBe(1)
    await expect(payload.find({ collection: 'feedback-messages', overrideAccess: false })).rejects.toThrow()
  })

  it('reject bad feedback and reports with nothing written', async () => {
    const fb = { id: randomUUID(), ts: Date.now(), message: '', locale: 'pl', mode: 'phone' }
    expect((await feedback(post('/api/feedback', fb))).status).toBe(400)
    expect((await feedback(post('/api/feedback', { ...fb, message: 'ok' }, { headers: { origin: 'https://evil.example' } }))).status).toBe(403)
    expect((await errorReports(post('/api/error-reports', { id: fb.id, ts: Date.now(), message: 'x', extra: 1 }))).status).toBe(400)
    expect(await countWhere('feedback_messages', 'client_id', [fb.id])).toBe(0)
    expect(await countWhere('error_reports_log', 'client_id', [fb.id])).toBe(0)
  })
})

describe('GET /api/usage-stats/export (the admin view’s data)', () => {
  const get = (headers: Record<string, string> = {}) => exportStats(new Request(`${BASE}/api/usage-stats/export?format=json`, { headers }))

  it('refuses anonymous requests, with and without x-middleware-subrequest', async () => {
    expect((await get()).status).toBe(401)
    expect((await get({ 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' })).status).toBe(401)
    expect((await get({ 'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy' })).status).toBe(401)
  })

  it('refuses editors and serves admins', async () => {
    const payload = await testPayload()
    const sessionOf = async (role: 'admin' | 'editor') => ({ Cookie: await signedInCookie(payload, role), 'Sec-Fetch-Site': 'same-origin' })
    const editor = await get(await sessionOf('editor'))
    expect(editor.status).toBe(403)
    const admin = await get(await sessionOf('admin'))
    expect(admin.status).toBe(200)
    const stats = await admin.json()
    expect(stats.totalEvents).toBeGreaterThan(0)
    expect(stats.modesPerTown.find((r: { town: string }) => r.town === 'st-ives').kiosk).toBeGreaterThan(0)
    const csv = await exportStats(new Request(`${BASE}/api/usage-stats/export?town=st-ives`, { headers: await sessionOf('admin') }))
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(await csv.text()).toMatch(/^section,key,detail,value\r\n/)
  })
})
