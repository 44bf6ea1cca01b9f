import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { DeparturesAnswer } from '@/domain/departures'

import { testPayload } from './payload'

vi.mock('server-only', () => ({}))

const { departuresHandler } = await import('@/features/departures/handler')
const { createRailDepartures } = await import('@/features/departures/rail')

/**
 * Issue 23, rail: GET /api/departures/{mode}/{town} against a stand-in for the Rail Data
 * Marketplace's LDBWS (started here, behind RAIL_LDB_URL) speaking the recorded answers, with the
 * towns (and their stations) from this run's seeded database.
 */
const SAMPLES = path.resolve(import.meta.dirname, '../../src/features/departures/samples')
const sample = (name: string) => readFileSync(path.join(SAMPLES, `${name}.json`), 'utf8')

type Scenario = 'ok' | 'error' | 'hang' | 'html'
let scenario: Scenario = 'ok'
let calls: string[] = []
let server: Server
let baseUrl: string

function standIn(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://stand-in')
  calls.push(url.pathname + url.search)
  const match = /^\/rdm\/LDBWS\/api\/20220120\/(GetDepartureBoard|GetDepBoardWithDetails)\/([A-Z]{3})$/.exec(url.pathname)
  if (!match) return void response.writeHead(404).end()
  if (request.headers['x-apikey'] !== 'stand-in-key') return void response.writeHead(401).end('{"error":"bad key"}')
  if (scenario === 'error') return void response.writeHead(500).end('{"error":"upstream broke"}')
  // Never answers (the sockets are closed after the tests).
  if (scenario === 'hang') return
  if (scenario === 'html') return void response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Service Unavailable</html>')
  const body = match[1] === 'GetDepBoardWithDetails' ? sample('calling-points') : match[2] === 'SNO' ? sample('empty') : sample('on-time')
  // A little latency, so that parallel requests really do overlap the upstream call.
  setTimeout(() => response.writeHead(200, { 'Content-Type': 'application/json' }).end(body), 50)
}

let towns: { dbKey: string; crs: string | null }[]

beforeAll(async () => {
  server = createServer(standIn)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rdm`
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'towns', limit: 100, depth: 0, sort: 'name' })
  towns = docs.map((town) => ({ dbKey: town.dbKey, crs: town.crs ?? null }))
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  scenario = 'ok'
  calls = []
})

let clock = Date.parse('2026-11-26T08:10:05Z')
const now = () => clock

function setUp(env: Record<string, string | undefined>) {
  const rail = createRailDepartures({ env, now })
  const GET = departuresHandler({ towns: async () => towns, rail, now })
  const get = (mode: string, town: string, headers: Record<string, string> = {}, query = '') =>
    GET(new Request(`http://localhost/api/departures/${mode}/${town}${query}`, { headers }), { params: Promise.resolve({ mode, town }) })
  return { rail, get }
}

const configured = { RAIL_LDB_URL: undefined as string | undefined, RAIL_LDB_KEY: 'stand-in-key' }

describe('GET /api/departures/{mode}/{town}', () => {
  it('the seeded towns have the stations the issue names', () => {
    expect(Object.fromEntries(towns.map((t) => [t.dbKey, t.crs]))).toEqual({
      huntingdon: 'HUN',
      stNeots: 'SNO',
      stIves: null,
      ramsey: null,
    })
  })

  it('without a key: configured false, and no upstream call', async () => {
    const { get } = setUp({ RAIL_LDB_URL: baseUrl })
    const response = await get('rail', 'huntingdon')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ mode: 'rail', town: 'huntingdon', configured: false, source: null, departures: [] })
    expect(calls).toEqual([])
  })

  it('a rail key alone does not make buses configured', async () => {
    const { get } = setUp({ ...configured, RAIL_LDB_URL: baseUrl })
    expect(await (await get('bus', 'stIves')).json()).toMatchObject({ mode: 'bus', configured: false, reason: 'not-configured' })
  })

  it('an unknown town is a 404 listing the valid keys; an unknown mode too', async () => {
    const { get } = setUp({ ...configured, RAIL_LDB_URL: baseUrl })
    const response = await get('rail', 'cambridge')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Unknown town "cambridge"', validKeys: towns.map((t) => t.dbKey) })
    const mode = await get('tram', 'huntingdon')
    expect(mode.status).toBe(404)
    expect(await mode.json()).toMatchObject({ validModes: ['rail', 'bus'] })
    expect(calls).toEqual([])
  })

  it('a town without a station: configured, no departures, reason no-station', async () => {
    const { get } = setUp({ ...configured, RAIL_LDB_URL: baseUrl })
    expect(await (await get('rail', 'ramsey')).json()).toMatchObject({
      configured: true,
      available: true,
      reason: 'no-station',
      departures: [],
    })
    expect(calls).toEqual([])
  })

  it('100 parallel requests make one upstream call; ETag and 304; stale on 500 and on a 2 s timeout', async () => {
    const { rail, get } = setUp({ ...configured, RAIL_LDB_URL: baseUrl })
    const responses = await Promise.all(Array.from({ length: 100 }, () => get('rail', 'huntingdon')))
    expect(calls).toEqual(['/rdm/LDBWS/api/20220120/GetDepartureBoard/HUN?numRows=10'])
    expect(rail.upstreamCalls()).toBe(1)
    expect(new Set(responses.map((r) => r.status))).toEqual(new Set([200]))
    const etags = new Set(responses.map((r) => r.headers.get('etag')))
    expect(etags.size).toBe(1)
    const first = responses[0]!
    expect(first.headers.get('cache-control')).toBe('public, no-cache, stale-if-error=300')
    const body = (await first.json()) as DeparturesAnswer
    expect(body).toMatchObject({
      configured: true,
      source: 'national-rail-ldbws',
      available: true,
      reason: null,
      stale: null,
      generatedAt: '2026-11-26T08:10:04.231Z',
      station: { name: 'Huntingdon', crs: 'HUN' },
    })
    expect(body.departures.map((d) => [d.scheduled, d.destination, d.platform, d.status])).toEqual([
      ['08:14', 'Horsham', '2', 'on-time'],
      ['08:21', 'Peterborough', '1', 'on-time'],
      ['08:36', 'London Kings Cross', '3', 'on-time'],
    ])

    // Within the period: served from the cache, and a client holding the ETag gets a 304.
    clock += 20_000
    const revalidated = await get('rail', 'huntingdon', { 'If-None-Match': [...etags][0]! })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
    expect(calls).toHaveLength(1)

    // Past the period the upstream fails with a 500: the last good board, marked stale with its age.
    clock += 15_000
    scenario = 'error'
    const stale = (await (await get('rail', 'huntingdon')).json()) as DeparturesAnswer
    expect(calls).toHaveLength(2)
    expect(stale).toMatchObject({ available: true, reason: 'upstream-failed', stale: { ageSeconds: 35 } })
    expect(stale.departures).toHaveLength(3)
    expect(rail.lastCall()).toMatchObject({ crs: 'HUN', status: 500, outcome: 'upstream-failed' })
    // A failing upstream is not asked again before the period is over, however many ask.
    clock += 5_000
    await Promise.all(Array.from({ length: 20 }, () => get('rail', 'huntingdon')))
    expect(calls).toHaveLength(2)

    // Next period the upstream hangs: after 2 s the stale board answers.
    clock += 30_000
    scenario = 'hang'
    const started = performance.now()
    const timedOut = (await (await get('rail', 'huntingdon')).json()) as DeparturesAnswer
    const waited = performance.now() - started
    expect(waited).toBeGreaterThanOrEqual(1_900)
    expect(waited).toBeLessThan(3_500)
    expect(timedOut).toMatchObject({ available: true, reason: 'upstream-failed', stale: { ageSeconds: 70 } })
    expect(rail.lastCall()).toMatchObject({ status: 'timeout', outcome: 'upstream-failed' })

    // The upstream recovers: fresh again.
    clock += 30_000
    scenario = 'ok'
    expect(await (await get('rail', 'huntingdon')).json()).toMatchObject({ reason: null, stale: null, available: true })
  })

  it('a malformed answer with no good board before it: live times unavailable, still a 200', async () => {
    const { get } = setUp({ ...configured, RAIL_LDB_URL: baseUrl })
    scenario = 'html'
    const response = await get('rail', 'stNeots')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ configured: true, available: false, reason: 'upstream-invalid', departures: [] })
  })

  it('an empty board, and calling points on demand', async () => {
    const { get } = setUp({ ...configured, RAIL_LDB_URL: baseUrl })
    expect(await (await get('rail', 'stNeots')).json()).toMatchObject({ available: true, station: { crs: 'SNO' }, departures: [] })
    const detailed = (await (await get('rail', 'huntingdon', {}, '?callingPoints=1')).json()) as DeparturesAnswer
    expect(calls).toContain('/rdm/LDBWS/api/20220120/GetDepBoardWithDetails/HUN?numRows=10')
    expect(detailed.departures[0]!.callingPoints?.map((p) => p.name)).toEqual([
      'St Neots',
      'Sandy',
      'Biggleswade',
      'London Bridge',
      'Horsham',
    ])
  })
})
