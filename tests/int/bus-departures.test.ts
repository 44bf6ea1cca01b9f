import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import GtfsRealtimeBindings from 'gtfs-realtime-bindings'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'

import { ADVISORY_LOCKS } from '@/data/advisory-lock'
import type { DeparturesAnswer } from '@/domain/departures'
import { BUS_IMPORT_EVERY_MS } from '@/domain/gtfs'
import { SAMPLE_TRIP_UPDATES } from '@/features/departures/bus/sample'

import { signedInCookie, testPayload } from './payload'

vi.mock('server-only', () => ({}))

const { departuresHandler } = await import('@/features/departures/handler')
const { createRailDepartures } = await import('@/features/departures/rail')
const { createBusDepartures } = await import('@/features/departures/bus/bus')
const { busImportDue, runBusImport } = await import('@/features/departures/bus/job')
const { busImportHandler } = await import('@/features/departures/bus/admin-import')
const { TIMETABLE_TABLES } = await import('@/features/departures/bus/import')

/**
 * Issue 23, bus: the fictional GTFS feed of tests/fixtures/gtfs imported into this run's scratch
 * database for the stops the towns name in the CMS, then GET /api/departures/bus/{town} at a fixed
 * clock: the next departures from the timetable, live ones from a GTFS-Realtime stand-in (started
 * here), the last good board when the database fails, and the admin's import endpoint.
 */
const FOLDER = path.resolve(import.meta.dirname, '../fixtures/gtfs')
const ZIP = path.resolve(import.meta.dirname, '../fixtures/gtfs.zip')
const context = { disableRevalidate: true }
const { FeedMessage } = GtfsRealtimeBindings.transit_realtime

/** Thursday 26 November 2026, 08:10 in London. */
let clock = Date.parse('2026-11-26T08:10:00Z')
const now = () => clock

let databaseUrl: string
let pool: pg.Pool
let towns: { dbKey: string; crs: string | null }[]
let server: Server
let base: string
let rtMode: 'ok' | 'error' = 'ok'
let rtCalls = 0

function standIn(request: IncomingMessage, response: ServerResponse) {
  if (request.url?.startsWith('/gtfs.zip'))
    return void response.writeHead(200, { 'Content-Type': 'application/zip' }).end(readFileSync(ZIP))
  if (request.url === '/trip-updates.pb') {
    rtCalls++
    if (rtMode === 'error') return void response.writeHead(500).end('upstream broke')
    const feed = structuredClone(SAMPLE_TRIP_UPDATES)
    feed.header.timestamp = Math.floor(clock / 1000) - 15
    return void response
      .writeHead(200, { 'Content-Type': 'application/x-protobuf' })
      .end(Buffer.from(FeedMessage.encode(FeedMessage.fromObject(feed)).finish()))
  }
  response.writeHead(404).end()
}

const STOPS: Record<string, { atco: string; label?: string }[]> = {
  huntingdon: [{ atco: ' 0500hhunt001 ', label: 'Bus station, stop A' }, { atco: '0500HHUNT002' }],
  stIves: [{ atco: '0500HSTIV001' }, { atco: '0500HSTIV002' }],
  stNeots: [{ atco: '0500HSTNE001' }, { atco: '0500HZZZZ999', label: 'Not in the timetable' }],
  ramsey: [],
}

async function setStops(stops: Record<string, { atco: string; label?: string }[]>) {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'towns', limit: 10, depth: 0 })
  for (const town of docs) {
    await payload.update({ collection: 'towns', id: town.id, context, data: { busStops: stops[town.dbKey] ?? [] } })
  }
}

const count = async (table: string) => Number((await pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n)

function setUp({ env = {}, db = () => pool }: { env?: Record<string, string>; db?: () => pg.Pool | { query: pg.Pool['query'] } } = {}) {
  const bus = createBusDepartures({ env, db: db as never, now })
  const GET = departuresHandler({ towns: async () => towns, rail: createRailDepartures({ env: {}, now }), bus, now })
  const get = async (town: string, query = '', headers: Record<string, string> = {}) =>
    GET(new Request(`http://localhost/api/departures/bus/${town}${query}`, { headers }), { params: Promise.resolve({ mode: 'bus', town }) })
  const answer = async (town: string, query = '') => (await (await get(town, query)).json()) as DeparturesAnswer
  return { bus, get, answer }
}

const row = (d: DeparturesAnswer['departures'][number]) =>
  `${d.scheduled} ${d.route} ${d.destination} · ${d.stop} · ${d.basis}${d.status === 'unknown' ? '' : ` ${d.status}`}${d.expected && d.expected !== d.scheduled ? ` ${d.expected}` : ''}`

beforeAll(async () => {
  databaseUrl = inject('databaseUrl')
  pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  server = createServer(standIn)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'towns', limit: 100, depth: 0, sort: 'name' })
  towns = docs.map((town) => ({ dbKey: town.dbKey, crs: town.crs ?? null }))
})

afterAll(async () => {
  // Leave the database as the seed made it, for the test files after this one.
  await setStops({})
  for (const table of [...TIMETABLE_TABLES, 'gtfs_imports']) {
    await pool.query(`DELETE FROM ${table}`)
  }
  await pool.end()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('towns name their bus stops (Towns → Bus stops)', () => {
  it('the seed names none: the reference data has no ATCO codes', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'towns', limit: 10, depth: 0 })
    expect(docs.map((t) => t.busStops ?? [])).toEqual([[], [], [], []])
  })

  it('an ATCO code is checked and stored upper case; a stop named twice is refused', async () => {
    const payload = await testPayload()
    const ramsey = (await payload.find({ collection: 'towns', where: { dbKey: { equals: 'ramsey' } } })).docs[0]!
    const refused = await payload
      .update({ collection: 'towns', id: ramsey.id, context, data: { busStops: [{ atco: 'bus station' }] } })
      .catch((e: unknown) => e)
    expect(refused).toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'busStops.0.atco', message: expect.stringMatching(/not an ATCO code/) })] },
    })
    const area = await payload
      .update({ collection: 'towns', id: ramsey.id, context, data: { busStops: [{ atco: '050GRAMS' }] } })
      .catch((e: unknown) => e)
    expect(area).toMatchObject({ data: { errors: [expect.objectContaining({ message: expect.stringMatching(/stop area/) })] } })
    const twice = await payload
      .update({ collection: 'towns', id: ramsey.id, context, data: { busStops: [{ atco: '0500HRAMS001' }, { atco: '0500hrams001' }] } })
      .catch((e: unknown) => e)
    expect(twice).toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'busStops', message: expect.stringMatching(/listed twice/) })] },
    })
    const saved = await payload.update({ collection: 'towns', id: ramsey.id, context, data: { busStops: [{ atco: ' 0500hrams001 ' }] } })
    expect(saved.busStops?.map((s) => s.atco)).toEqual(['0500HRAMS001'])
    await payload.update({ collection: 'towns', id: ramsey.id, context, data: { busStops: [] } })
  })

  it('no timetable and no source: configured false, so the panels hide', async () => {
    await setStops(STOPS)
    const { answer } = setUp()
    expect(await answer('huntingdon')).toMatchObject({ mode: 'bus', configured: false, reason: 'not-configured', departures: [] })
    // A source set but not imported yet: configured, no times yet.
    const waiting = setUp({ env: { BUS_GTFS_PATH: FOLDER } })
    expect(await waiting.answer('huntingdon')).toMatchObject({ configured: true, available: false, reason: 'upstream-failed' })
  })
})

describe('the GTFS import', () => {
  it('imports what the towns’ stops need, in one go, and records it', async () => {
    const outcome = await runBusImport({ trigger: 'script', databaseUrl, source: { kind: 'path', path: FOLDER }, now })
    expect(outcome).toMatchObject({
      status: 'ok',
      source: FOLDER,
      feedVersion: 'fixture-1',
      counts: { stops: 5, trips: 14, routes: 4, agencies: 2, calendars: 4, missingStops: ['0500HZZZZ999'] },
    })
    expect(await count('gtfs_stops')).toBe(5)
    expect(await count(`gtfs_trips WHERE trip_id = '99-0900'`)).toBe(0)
    const { rows } = await pool.query(`SELECT * FROM gtfs_imports ORDER BY id`)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ trigger: 'script', status: 'ok', error: null, source: FOLDER })
    expect(rows[0].stop_ids).toEqual(['0500HHUNT001', '0500HHUNT002', '0500HSTIV001', '0500HSTIV002', '0500HSTNE001', '0500HZZZZ999'])
    expect(rows[0].counts).toMatchObject({ stopTimes: outcome.counts!.stopTimes })
  })

  it('from a URL (the zip, downloaded): the same timetable, the key in the URL never recorded', async () => {
    const before = (await pool.query(`SELECT * FROM gtfs_stop_times ORDER BY trip_id, stop_sequence`)).rows
    const outcome = await runBusImport({ trigger: 'script', databaseUrl, env: { BUS_GTFS_URL: `${base}/gtfs.zip?api_key=secret-key` } })
    expect(outcome).toMatchObject({ status: 'ok', source: `${base}/gtfs.zip?api_key=redacted` })
    expect((await pool.query(`SELECT * FROM gtfs_stop_times ORDER BY trip_id, stop_sequence`)).rows).toEqual(before)
    expect(JSON.stringify((await pool.query(`SELECT * FROM gtfs_imports`)).rows)).not.toContain('secret-key')
  })

  it('a broken feed fails, recorded, and the previous timetable stays whole', async () => {
    const stopTimes = await count('gtfs_stop_times')
    const junk = path.join(mkdtempSync(path.join(tmpdir(), 'gtfs-junk-')), 'feed.zip')
    writeFileSync(junk, '<html>Service Unavailable</html>')
    const outcome = await runBusImport({ trigger: 'script', databaseUrl, source: { kind: 'path', path: junk } })
    expect(outcome).toMatchObject({ status: 'failed', error: expect.stringMatching(/central directory|zip/i) })
    expect((await pool.query(`SELECT status, error FROM gtfs_imports WHERE id = $1`, [outcome.id])).rows[0]).toMatchObject({
      status: 'failed',
    })
    expect(await count('gtfs_stop_times')).toBe(stopTimes)
    // A folder without stop_times.txt: refused before anything is written.
    const partial = mkdtempSync(path.join(tmpdir(), 'gtfs-partial-'))
    writeFileSync(path.join(partial, 'stops.txt'), 'stop_id,stop_name\n0500HHUNT001,x\n')
    expect(await runBusImport({ trigger: 'script', databaseUrl, source: { kind: 'path', path: partial } })).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/stop_times.txt/),
    })
    expect(await count('gtfs_stop_times')).toBe(stopTimes)
  })

  it('one instance at a time: while another holds the lock, an import is "busy"', async () => {
    const other = new pg.Client({ connectionString: databaseUrl })
    await other.connect()
    try {
      await other.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.busImport])
      expect(await runBusImport({ trigger: 'schedule', databaseUrl, source: { kind: 'path', path: FOLDER } })).toMatchObject({
        status: 'busy',
      })
    } finally {
      await other.end()
    }
    expect(await runBusImport({ trigger: 'schedule', databaseUrl, env: {} })).toMatchObject({ status: 'not-configured' })
  })
})

describe('GET /api/departures/bus/{town} at a fixed clock', () => {
  it('the next departures from the town’s stops, or from one stop; configured by the import alone', async () => {
    const { answer } = setUp()
    const huntingdon = await answer('huntingdon')
    expect(huntingdon).toMatchObject({
      mode: 'bus',
      town: 'huntingdon',
      configured: true,
      available: true,
      source: 'bus-gtfs',
      reason: null,
      stale: null,
    })
    expect(huntingdon.stops).toEqual([
      { atco: '0500HHUNT001', name: 'Bus station, stop A', lngLat: [-0.18702, 52.32985] },
      { atco: '0500HHUNT002', name: 'Huntingdon, Bus Station (Stop B)', lngLat: [-0.18688, 52.32978] },
    ])
    expect(huntingdon.departures.map(row)).toEqual([
      '08:15 B Cambridge · Bus station, stop A · scheduled',
      '08:20 30 Ramsey Great Whyte · Huntingdon, Bus Station (Stop B) · scheduled',
      '08:30 66 St Neots via Godmanchester · Bus station, stop A · scheduled',
      '08:35 B Cambridge · Bus station, stop A · scheduled',
      '09:05 30 Ramsey · Huntingdon, Bus Station (Stop B) · scheduled',
      '00:50 N1 Godmanchester · Bus station, stop A · scheduled',
      '07:55 B Cambridge · Bus station, stop A · scheduled',
    ])
    expect(huntingdon.departures[0]).toMatchObject({
      kind: 'bus',
      id: 'B-WK-0815@20261126',
      scheduledAt: '2026-11-26T08:15:00+00:00',
      expected: null,
      operator: 'Busway Coaches',
      platform: 'A',
    })
    const stopB = await answer('huntingdon', '?stop=0500hhunt002')
    expect(stopB.stops?.map((s) => s.atco)).toEqual(['0500HHUNT002'])
    expect(stopB.departures.map((d) => `${d.scheduled} ${d.route}`)).toEqual(['08:20 30', '09:05 30'])
    // The kiosk asks for the stop nearest it.
    expect((await answer('huntingdon', '?near=-0.1869,52.3297')).stops?.map((s) => s.atco)).toEqual(['0500HHUNT002'])
    // St Neots names a stop the timetable does not have: its other stop's buses still show.
    const stNeots = await answer('stNeots')
    expect(stNeots.stops?.map((s) => s.name)).toEqual(['St Neots Market Square', 'Not in the timetable'])
    expect(stNeots.departures).toEqual([])
    expect(await answer('ramsey')).toMatchObject({ configured: false })
  })

  it('after midnight and on a bank holiday, from the database as from the rules', async () => {
    const { answer } = setUp()
    clock = Date.parse('2026-11-27T00:20:00Z')
    expect((await answer('stIves')).departures.slice(0, 2).map((d) => `${d.scheduledAt} ${d.route}`)).toEqual([
      '2026-11-27T00:25:00+00:00 N1',
      '2026-11-27T07:35:00+00:00 B',
    ])
    clock = Date.parse('2026-12-28T08:00:00Z')
    const { answer: later } = setUp()
    expect((await later('huntingdon')).departures.slice(0, 2).map((d) => `${d.scheduled} ${d.route}`)).toEqual(['09:15 B', '10:00 66'])
    clock = Date.parse('2026-11-26T08:10:00Z')
  })

  it('400 for a malformed `near`, 404 listing the stops for another town’s stop; ETag and one board per period', async () => {
    const { get, bus } = setUp()
    const bad = await get('huntingdon', '?near=cambridge')
    expect(bad.status).toBe(400)
    const unknown = await get('huntingdon', '?stop=0500HSTIV001')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({
      error: 'Unknown stop "0500HSTIV001" for huntingdon',
      validStops: ['0500HHUNT001', '0500HHUNT002'],
    })
    const responses = await Promise.all(Array.from({ length: 100 }, () => get('huntingdon')))
    expect(bus.upstreamCalls()).toBe(1)
    expect(new Set(responses.map((r) => r.headers.get('etag'))).size).toBe(1)
    expect(responses[0]!.headers.get('cache-control')).toBe('public, no-cache, stale-if-error=300')
    const again = await get('huntingdon', '', { 'If-None-Match': responses[0]!.headers.get('etag')! })
    expect(again.status).toBe(304)
    expect(bus.lastCall()).toMatchObject({ town: 'huntingdon', outcome: 'ok', departures: expect.any(Number) })
  })

  it('live times from a GTFS-Realtime feed; a failing feed leaves them scheduled', async () => {
    rtMode = 'ok'
    const live = setUp({ env: { BUS_GTFS_RT_URL: `${base}/trip-updates.pb` } })
    const board = await live.answer('huntingdon')
    expect(board.departures.slice(0, 4).map(row)).toEqual([
      '08:15 B Cambridge · Bus station, stop A · live late 08:19',
      '08:20 30 Ramsey Great Whyte · Huntingdon, Bus Station (Stop B) · scheduled',
      '08:30 66 St Neots via Godmanchester · Bus station, stop A · scheduled',
      '08:35 B Cambridge · Bus station, stop A · live cancelled',
    ])
    // One feed call serves every town.
    await live.answer('stIves')
    expect(rtCalls).toBe(1)
    expect(live.bus.lastRealtimeCall()).toMatchObject({ status: 200, outcome: 'ok' })

    rtMode = 'error'
    const failing = setUp({ env: { BUS_GTFS_RT_URL: `${base}/trip-updates.pb` } })
    const scheduled = await failing.answer('huntingdon')
    expect(scheduled).toMatchObject({ available: true, reason: null })
    expect(scheduled.departures.every((d) => d.basis === 'scheduled')).toBe(true)
    expect(failing.bus.lastRealtimeCall()).toMatchObject({ status: 500, outcome: 'upstream-failed' })
  })

  it('the database fails: the last good board, stale with its age and without the buses gone since', async () => {
    let down = false
    const flaky = {
      query: (...args: Parameters<pg.Pool['query']>) => (down ? Promise.reject(new Error('connection refused')) : pool.query(...args)),
    }
    const { answer } = setUp({ db: () => flaky as pg.Pool })
    expect((await answer('huntingdon')).departures).toHaveLength(7)
    down = true
    clock += 10 * 60_000 // 08:20: the 08:15 has gone
    const stale = await answer('huntingdon')
    expect(stale).toMatchObject({ available: true, reason: 'upstream-failed', stale: { ageSeconds: 600 } })
    expect(stale.departures[0]).toMatchObject({ scheduled: '08:20' })
    clock = Date.parse('2026-11-26T08:10:00Z')
  })
})

describe('POST /api/departures/bus/import (admins only)', () => {
  it('anonymous 401, an editor 403, a cross-site request 403; an admin gets the import’s outcome', async () => {
    const payload = await testPayload()
    let runs = 0
    const POST = busImportHandler({
      payload: testPayload,
      run: () => {
        runs++
        return runBusImport({ trigger: 'admin', databaseUrl, source: { kind: 'path', path: ZIP } })
      },
    })
    const post = (headers: Record<string, string> = {}) =>
      POST(new Request('http://localhost/api/departures/bus/import', { method: 'POST', headers }))
    expect((await post()).status).toBe(401)
    const editor = await signedInCookie(payload, 'editor')
    expect((await post({ Cookie: editor, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(403)
    const admin = await signedInCookie(payload, 'admin')
    expect((await post({ Cookie: admin, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    expect(runs).toBe(0)
    const response = await post({ Cookie: admin, 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ status: 'ok', trigger: 'admin', source: ZIP, counts: { stops: 5 } })
    expect((await pool.query(`SELECT trigger, status FROM gtfs_imports ORDER BY id DESC LIMIT 1`)).rows[0]).toEqual({
      trigger: 'admin',
      status: 'ok',
    })
  })
})

describe('the daily schedule', () => {
  it('is due a day after the last good import, or as soon as an editor changes the stops', async () => {
    const at = Date.now()
    expect(await busImportDue({ databaseUrl, now: at })).toBe(false)
    expect(await busImportDue({ databaseUrl, now: at + BUS_IMPORT_EVERY_MS })).toBe(true)
    await setStops({ ...STOPS, ramsey: [{ atco: '0500HRAMS001' }] })
    expect(await busImportDue({ databaseUrl, now: at })).toBe(true)
    await setStops(STOPS)
  })
})
