import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deliver, readAnswer } from '@/features/offline/delivery'

/** A body that says whether it was read to the end or cancelled. */
function trackedBody(text: string) {
  const seen = { read: false, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text))
    },
    pull(controller) {
      seen.read = true
      controller.close()
    },
    cancel() {
      seen.cancelled = true
    },
  })
  return { stream, seen }
}

describe('the queue reads every answer or cancels it (issue 17: no request left open)', () => {
  it('cancels a body that is not JSON, unread: a captive portal’s page', async () => {
    const { stream, seen } = trackedBody('<html>Sign in to Wi-Fi</html>')
    const answer = await readAnswer(new Response(stream, { status: 200, headers: { 'content-type': 'text/html' } }))
    expect(answer).toEqual({ status: 200, contentType: 'text/html', body: undefined })
    expect(seen).toEqual({ read: false, cancelled: true })
  })

  it('reads a JSON body to the end, and parses it', async () => {
    const { stream, seen } = trackedBody('{"received":1,"stored":1,"rejected":[]}')
    const answer = await readAnswer(new Response(stream, { status: 202, headers: { 'content-type': 'application/json' } }))
    expect(answer).toEqual({ status: 202, contentType: 'application/json', body: { received: 1, stored: 1, rejected: [] } })
    expect(seen.read).toBe(true)
  })

  it('reads a body that says JSON and is not, and reports it as no JSON', async () => {
    const answer = await readAnswer(
      new Response('<html>Sign in</html>', { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } }),
    )
    expect(answer).toEqual({ status: 200, contentType: 'application/json; charset=utf-8', body: undefined })
  })
})

describe('a queue request that hangs is a network failure', () => {
  // A server that takes the request and never answers, or answers headers and never the body.
  const open = new Set<http.ServerResponse>()
  const server = http.createServer((request, response) => {
    open.add(response)
    if (request.url === '/headers-only') {
      response.writeHead(202, { 'content-type': 'application/json' })
      response.write('{"received":1,')
    }
  })
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    for (const response of open) response.destroy()
    await new Promise((resolve) => server.close(resolve))
  })

  it('gives up after the timeout, whether nothing came back or the body stalled', async () => {
    for (const path of ['/silent', '/headers-only']) {
      const started = performance.now()
      expect(await deliver(`${base}${path}`, { method: 'POST', body: '{}' }, { timeoutMs: 200 }), path).toBe('network-error')
      expect(performance.now() - started, path).toBeLessThan(5_000)
    }
  })

  it('reports a refused connection as a network failure', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    expect(await deliver(`http://127.0.0.1:${port}/api/feedback`, { method: 'POST', body: '{}' })).toBe('network-error')
  })
})
