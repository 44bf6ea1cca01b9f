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

function post(
  path: string,
  body: unknown,
  { ip = client(), headers = {} as Record<string, string>, raw }: { ip?: string; headers?: Record<string, string>; raw?: string } = {},
) {
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
    const events = [
      event(),
      event({ type: 'place_open', place: 'the-norris-museum' }),
      event({ type: 'search', searchLength: 6, resultCount: 0 }),
    ]
    const first = await batch(post('/api/usage-stats/batch', { events }))
    expect(first.status).toBe(202)
    expect(await first.json()).toEqual({ received: 3, stored: 3, rejected: [] })
    const replay = await batch(post('/api/usage-stats/batch', { events }))
    expect(replay.status).toBe(202)
    expect(await replay.json()).toEqual({ received: 3, stored: 0, rejected: [] })
    expect(
      await countWhere(
        'usage_events',
        'client_id',
        events.map((e) => e.id),
      ),
    ).toBe(3)
  })

  it('refuses whole, with its status, a body that is not a batch, and writes nothing', async () => {
    const e1 = event()
    const e2 = event()
    const cases: { name: string; request: () => Request; status: number }[] = [
      { name: 'unparsable', request: () => post('/api/usage-stats/batch', null, { raw: `{"events":[${JSON.stringify(e1)}` }), status: 400 },
      { name: 'events missing', request: () => post('/api/usage-stats/batch', { sentAt: Date.now() }), status: 400 },
      { name: 'events not a list', request: () => post('/api/usage-stats/batch', { events: { 0: e1 } }), status: 400 },
      { name: 'no events', request: () => post('/api/usage-stats/batch', { events: [] }), status: 400 },
      {
        name: 'over the limit',
        request: () =>
          post('/api/usage-stats/batch', {
            events: Array.from({ length: INGEST_LIMITS.maxEventsPerBatch + 1 }, (_, i) => (i ? event() : e1)),
          }),
        status: 400,
      },
      { name: 'unknown key', request: () => post('/api/usage-stats/batch', { events: [e1], query: 'fish and chips' }), status: 400 },
      { name: 'sentAt not a time', request: () => post('/api/usage-stats/batch', { events: [e1], sentAt: 'now' }), status: 400 },
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
    for (const c of cases) {
      const response = await batch(c.request())
      expect(response.status, c.name).toBe(c.status)
      const body = await response.json()
      if (c.status === 400) expect(body.problems.length, c.name).toBeGreaterThan(0)
    }
    expect(await countWhere('usage_events', 'client_id', [e1.id, e2.id])).toBe(0)
  })

  it('stores the nine good events of a batch of ten and lists the bad one by index and id', async () => {
    const events: Record<string, unknown>[] = Array.from({ length: 10 }, () => event())
    events[4] = { ...events[4], locale: 'de', type: 'nope' }
    const response = await batch(post('/api/usage-stats/batch', { events, sentAt: Date.now() }))
    expect(response.status).toBe(202)
    const body = await response.json()
    expect(body).toEqual({ received: 10, stored: 9, rejected: [{ index: 4, id: events[4]!.id, problems: expect.any(Array) }] })
    expect(body.rejected[0].problems.map((p: { path: string }) => p.path)).toEqual(expect.arrayContaining(['locale', 'type']))
    const ids = events.map((e) => e.id as string)
    expect(
      await countWhere(
        'usage_events',
        'client_id',
        ids.filter((_, i) => i !== 4),
      ),
    ).toBe(9)
    expect(await countWhere('usage_events', 'client_id', [ids[4]!])).toBe(0)
  })

  it('lists an event that is not even an object, or whose id is unreadable, by index alone', async () => {
    const good = event()
    const response = await batch(post('/api/usage-stats/batch', { events: [42, good, { ...event(), id: 'no good' }] }))
    expect(response.status).toBe(202)
    const body = await response.json()
    expect(body.stored).toBe(1)
    expect(body.rejected.map((r: { index: number; id?: string }) => [r.index, r.id])).toEqual([
      [0, undefined],
      [2, undefined],
    ])
    expect(await countWhere('usage_events', 'client_id', [good.id])).toBe(1)
  })

  const occurredAt = async (ids: string[]) =>
    new Map(
      (
        await pool.query<{ client_id: string; at: Date }>(
          'SELECT client_id, occurred_at AS at FROM usage_events WHERE client_id = ANY($1)',
          [ids],
        )
      ).rows.map((r) => [r.client_id, r.at.getTime()]),
    )

  it('sets right the times of a device whose clock is off, by how far its sentAt is from the server’s clock', async () => {
    const MINUTE = 60_000
    // Two devices: one two days behind (its times would look too old), one three hours ahead (too far in the future).
    for (const skew of [-2 * 24 * 60 * MINUTE, 3 * 60 * MINUTE]) {
      const before = Date.now()
      const deviceNow = before + skew
      const events = [event({ ts: deviceNow - 10 * MINUTE }), event({ ts: deviceNow - MINUTE }), event({ ts: deviceNow })]
      const response = await batch(post('/api/usage-stats/batch', { events, sentAt: deviceNow }))
      const after = Date.now()
      expect(response.status, `skew ${skew}`).toBe(202)
      expect(await response.json(), `skew ${skew}`).toEqual({ received: 3, stored: 3, rejected: [] })
      const stored = await occurredAt(events.map((e) => e.id))
      // The shift is measured on arrival: it may add the request's own (in-process) time, never more.
      for (const [i, ago] of [10 * MINUTE, MINUTE, 0].entries()) {
        expect(stored.get(events[i]!.id), `skew ${skew}, event ${i}`).toBeGreaterThanOrEqual(before - ago)
        expect(stored.get(events[i]!.id), `skew ${skew}, event ${i}`).toBeLessThanOrEqual(after - ago)
      }
    }
  })

  it('stores a time a little ahead as the server’s now, and refuses per event what is outside the window even after the correction', async () => {
    const before = Date.now()
    const ahead = event({ ts: before + INGEST_LIMITS.futureSkewMs - 30_000 })
    const farAhead = event({ ts: before + INGEST_LIMITS.futureSkewMs + 60_000 })
    const stale = event({ ts: before - INGEST_LIMITS.maxAgeMs - 60_000 })
    const fine = event({ ts: before - 1000 })
    const response = await batch(post('/api/usage-stats/batch', { events: [ahead, farAhead, stale, fine] }))
    const after = Date.now()
    expect(response.status).toBe(202)
    const body = await response.json()
    expect(body.stored).toBe(2)
    expect(body.rejected).toEqual([
      { index: 1, id: farAhead.id, problems: [{ path: 'ts', message: expect.stringMatching(/timestamp/) }] },
      { index: 2, id: stale.id, problems: [{ path: 'ts', message: expect.stringMatching(/timestamp/) }] },
    ])
    const stored = await occurredAt([ahead.id, farAhead.id, stale.id, fine.id])
    expect(stored.get(ahead.id)).toBeGreaterThanOrEqual(before)
    expect(stored.get(ahead.id)).toBeLessThanOrEqual(after)
    expect(stored.get(fine.id)).toBe(fine.ts)
    expect(stored.has(farAhead.id) || stored.has(stale.id)).toBe(false)

    // A device a day behind whose event is a day and a half older than its own clock: still too old.
    const sentAt = Date.now() - 24 * 60 * 60_000
    const tooOld = event({ ts: sentAt - 36 * 60 * 60_000 })
    const late = await (await batch(post('/api/usage-stats/batch', { events: [tooOld], sentAt }))).json()
    expect(late).toEqual({
      received: 1,
      stored: 0,
      rejected: [{ index: 0, id: tooOld.id, problems: [expect.objectContaining({ path: 'ts' })] }],
    })
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
    const fb = {
      id: randomUUID(),
      ts: Date.now(),
      message: 'Lovely map, more benches please',
      rating: 5,
      town: 'ramsey',
      locale: 'pl',
      mode: 'phone',
    }
    expect((await feedback(post('/api/feedback', fb))).status).toBe(202)
    expect(await (await feedback(post('/api/feedback', fb))).json()).toEqual({ received: 1, stored: 0 })
    const report = { id: randomUUID(), ts: Date.now(), message: 'TypeError: x is undefined', path: '/explore/ramsey/map', mode: 'kiosk' }
    expect((await errorReports(post('/api/error-reports', report))).status).toBe(202)
    expect((await errorReports(post('/api/error-reports', report))).status).toBe(202)

    const editor = await userWithRole(payload, 'editor')
    const found = await payload.find({
      collection: 'feedback-messages',
      user: editor,
      overrideAccess: false,
      where: { clientId: { equals: fb.id } },
    })
    expect(found.totalDocs).toBe(1)
    expect(found.docs[0].message).toBe(fb.message)
    const reports = await payload.find({
      collection: 'error-reports-log',
      user: editor,
      overrideAccess: false,
      where: { clientId: { equals: report.id } },
    })
    expect(reports.totalDocs).toBe(1)
    await expect(payload.find({ collection: 'feedback-messages', overrideAccess: false })).rejects.toThrow(
      'You are not allowed to perform this action.',
    )
  })

  it('correct the time of a device whose clock is off by its sentAt, clamp a time ahead, and refuse one outside the window (400)', async () => {
    const MINUTE = 60_000
    const before = Date.now()
    const deviceNow = before - 30 * 60 * MINUTE
    const fb = { id: randomUUID(), ts: deviceNow - 5 * MINUTE, message: 'Clock is off', locale: 'en', mode: 'phone', sentAt: deviceNow }
    expect((await feedback(post('/api/feedback', fb))).status).toBe(202)
    const report = { id: randomUUID(), ts: before + 2 * MINUTE, message: 'TypeError: late clock', mode: 'phone' }
    expect((await errorReports(post('/api/error-reports', report))).status).toBe(202)
    const after = Date.now()
    const fbAt = (await pool.query('SELECT sent_at FROM feedback_messages WHERE client_id = $1', [fb.id])).rows[0].sent_at.getTime()
    expect(fbAt).toBeGreaterThanOrEqual(before - 5 * MINUTE)
    expect(fbAt).toBeLessThanOrEqual(after - 5 * MINUTE)
    const reportAt = (await pool.query('SELECT sent_at FROM error_reports_log WHERE client_id = $1', [report.id])).rows[0].sent_at.getTime()
    expect(reportAt).toBeGreaterThanOrEqual(before)
    expect(reportAt).toBeLessThanOrEqual(after)

    const tooOld = { ...fb, id: randomUUID(), ts: deviceNow - 25 * 60 * MINUTE }
    const refused = await feedback(post('/api/feedback', tooOld))
    expect(refused.status).toBe(400)
    expect((await refused.json()).problems).toEqual([expect.objectContaining({ path: 'ts' })])
    expect(
      (
        await errorReports(
          post('/api/error-reports', { ...report, id: randomUUID(), ts: Date.now() + INGEST_LIMITS.futureSkewMs + MINUTE }),
        )
      ).status,
    ).toBe(400)
    expect((await errorReports(post('/api/error-reports', { ...report, id: randomUUID(), sentAt: 'yesterday' }))).status).toBe(400)
    expect(await countWhere('feedback_messages', 'client_id', [tooOld.id])).toBe(0)
  })

  it('reject bad feedback and reports with nothing written', async () => {
    const fb = { id: randomUUID(), ts: Date.now(), message: '', locale: 'pl', mode: 'phone' }
    expect((await feedback(post('/api/feedback', fb))).status).toBe(400)
    expect((await feedback(post('/api/feedback', { ...fb, message: 'ok' }, { headers: { origin: 'https://evil.example' } }))).status).toBe(
      403,
    )
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
