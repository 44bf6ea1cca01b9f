import http from 'node:http'
import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { secondServer } from './second-server'

/**
 * Issue 16: a body is capped before it is buffered, on every route, and the client address that
 * rate limits count is the socket's (or what trusted proxies appended), never what a client wrote.
 */
const base = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3210')

type Answer = { status: number; body: string; ms: number }

/** A raw request: `declared` is the Content-Length sent (absent: chunked), `chunks` what is written. */
function send(
  path: string,
  {
    method = 'POST',
    headers = {},
    declared,
    chunks = [],
  }: { method?: string; headers?: Record<string, string>; declared?: number; chunks?: (string | Buffer)[] },
) {
  return new Promise<Answer>((resolve, reject) => {
    const started = Date.now()
    const request = http.request(
      // A fresh connection each: a refused body may leave its socket unusable, as it should.
      {
        agent: false,
        host: base.hostname,
        port: base.port,
        path,
        method,
        headers: { ...headers, ...(declared === undefined ? {} : { 'Content-Length': String(declared) }) },
      },
      (response) => {
        let body = ''
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, ms: Date.now() - started }))
      },
    )
    // The server may answer and close while we still write: that is the point.
    request.on('error', (error) => (String(error).includes('EPIPE') || String(error).includes('ECONNRESET') ? undefined : reject(error)))
    void (async () => {
      for (const chunk of chunks) {
        if (request.destroyed) return
        if (!request.write(chunk)) await new Promise((r) => request.once('drain', r))
      }
      if (declared === undefined) request.end()
    })()
  })
}

const json = { 'Content-Type': 'application/json', Origin: base.origin }
const contactBody = (subject: string, message: string) =>
  JSON.stringify({ name: 'Ann', email: 'ann@example.org', subject, message, locale: 'en' })

test.describe('bodies are capped before they are buffered', () => {
  let db: pg.Pool
  test.beforeAll(() => void (db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })))
  test.afterAll(async () => db.end())
  const stored = async (subject: string) =>
    Number((await db.query('SELECT count(*) AS n FROM contact_messages WHERE subject = $1', [subject])).rows[0].n)

  test('a declared 150 MB body is refused at once, without reading it', async () => {
    const answer = await send('/api/contact-messages', { headers: json, declared: 150 * 1024 * 1024, chunks: ['{"name":'] })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).error).toMatch(/too large/i)
    expect(answer.ms).toBeLessThan(2000)
    // Every route, not only Payload's: a page and the build id too.
    for (const path of ['/', '/builds/latest.json', '/api/places/town/stIves']) {
      expect((await send(path, { headers: json, declared: 5 * 1024 * 1024, chunks: ['x'] })).status, path).toBe(413)
    }
  })

  test('a chunked JSON body is cut off at 1 MB and nothing is written', async () => {
    const subject = `oversized ${randomUUID()}`
    const [head, tail] = contactBody(subject, '@@').split('@@')
    const chunk = 'a'.repeat(64 * 1024)
    const answer = await send('/api/contact-messages', { headers: json, chunks: [head, ...Array.from({ length: 40 }, () => chunk), tail] })
    expect(answer.status).toBe(413)
    expect(answer.body).toMatch(/too large/i)
    expect(await stored(subject)).toBe(0)
  })

  test('a body under the cap still reaches Payload whole', async () => {
    const subject = `within ${randomUUID()}`
    const answer = await send('/api/contact-messages', { headers: json, chunks: [contactBody(subject, 'Is the museum open on Mondays?')] })
    expect(answer.status, answer.body).toBe(201)
    expect(await stored(subject)).toBe(1)
  })

  test('files go only to the media collection, and only from someone signed in', async ({ request }) => {
    // Form data (the admin posts it) is held to the JSON cap everywhere else.
    const form = {
      multipart: {
        _payload: JSON.stringify({ name: 'Ann', email: 'ann@example.org', subject: 'multipart', message: 'x'.repeat(1100 * 1024) }),
      },
    }
    expect((await request.post('/api/contact-messages', { ...form, headers: { Origin: base.origin } })).status()).toBe(413)
    const anonymous = await request.post('/api/media', {
      multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: Buffer.alloc(1024) }, _payload: '{"alt":"a"}' },
    })
    expect(anonymous.status()).toBe(401)
    // A declared upload over 10 MB is refused before it is read, signed in or not.
    const huge = await send('/api/media', {
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      declared: 11 * 1024 * 1024,
      chunks: ['--x\r\n'],
    })
    expect(huge.status).toBe(413)
  })

  test('the ingest routes keep their 64 KB cap, declared or chunked', async () => {
    const event = {
      id: randomUUID(),
      type: 'page_view',
      ts: Date.now(),
      locale: 'en',
      mode: 'phone',
      path: '/',
      pad: 'x'.repeat(70 * 1024),
    }
    const body = JSON.stringify({ events: [event] })
    expect((await send('/api/usage-stats/batch', { headers: json, declared: Buffer.byteLength(body), chunks: [body] })).status).toBe(413)
    expect((await send('/api/usage-stats/batch', { headers: json, chunks: [body.slice(0, 40_000), body.slice(40_000)] })).status).toBe(413)
  })
})

test('a forged X-Forwarded-For buys no extra writes: only what the trusted proxy appended counts', async () => {
  test.setTimeout(120_000)
  // One trusted hop: the address our proxy appended is the last entry, everything left of it is the client's own writing.
  const server = secondServer(49, { TRUSTED_PROXY_HOPS: '1' })
  const proxyAppended = `198.51.100.${Math.floor(Math.random() * 250)}`
  try {
    await server.start()
    // Counts are per minute window: start early in one so the burst does not straddle two.
    const left = 60_000 - (Date.now() % 60_000)
    if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100))
    const post = (forged: string) =>
      fetch(`${server.origin}/api/error-reports`, {
        method: 'POST',
        headers: { ...json, Origin: server.origin, 'X-Forwarded-For': `${forged}, ${proxyAppended}` },
        body: JSON.stringify({ id: randomUUID(), ts: Date.now(), message: 'forged', path: '/', mode: 'phone' }),
      })
    const statuses: number[] = []
    for (let i = 0; i < 130; i++) statuses.push((await post(`203.0.113.${i % 250}`)).status)
    expect(statuses.filter((s) => s === 202).length).toBeLessThanOrEqual(120)
    expect(statuses.at(-1)).toBe(429)
    // Another client behind the same proxy is counted on its own.
    const other = await fetch(`${server.origin}/api/error-reports`, {
      method: 'POST',
      headers: { ...json, Origin: server.origin, 'X-Forwarded-For': `198.51.100.251, 192.0.2.${Math.floor(Math.random() * 250)}` },
      body: JSON.stringify({ id: randomUUID(), ts: Date.now(), message: 'other', path: '/', mode: 'phone' }),
    })
    expect(other.status).toBe(202)
  } finally {
    await server.kill()
  }
})
