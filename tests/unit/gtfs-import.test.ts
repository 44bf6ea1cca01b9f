import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { describeSource, type Feed, feedSourceFrom, openFeed, textFeed } from '@/features/departures/bus/feed'
import { readTimetable } from '@/features/departures/bus/import'
import { SAMPLE_FEED } from '@/features/departures/bus/sample-feed'

/**
 * Issue 23, bus: reading a GTFS feed for the import: from a folder of .txt files, a .zip (here with
 * its files in a folder inside it), or a download, streamed row by row; only what the towns' stops
 * need is kept.
 */
const FOLDER = path.resolve(import.meta.dirname, '../fixtures/gtfs')
const ZIP = path.resolve(import.meta.dirname, '../fixtures/gtfs.zip')
const TOWN_STOPS = ['0500HHUNT001', '0500HHUNT002', '0500HSTIV001', '0500HSTIV002', '0500HRAMS001', '0500HSTNE001', '0500HXXXX999']

async function read(feed: Feed, stops = TOWN_STOPS) {
  try {
    return await readTimetable(feed, stops)
  } finally {
    await feed.close()
  }
}

let server: Server
let base: string
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.startsWith('/feed.zip'))
      return void response.writeHead(200, { 'Content-Type': 'application/zip' }).end(readFileSync(ZIP))
    if (request.url === '/not-a-zip') return void response.writeHead(200).end('<html>Service Unavailable</html>')
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('where the feed comes from', () => {
  it('BUS_GTFS_PATH, or BUS_GTFS_URL as a URL or a path; credentials never shown', () => {
    expect(feedSourceFrom({})).toBeNull()
    expect(feedSourceFrom({ BUS_GTFS_URL: 'https://data.example/gtfs.zip' })).toEqual({ kind: 'url', url: 'https://data.example/gtfs.zip' })
    expect(feedSourceFrom({ BUS_GTFS_URL: 'tests/fixtures/gtfs.zip' })).toEqual({
      kind: 'path',
      path: path.resolve('tests/fixtures/gtfs.zip'),
    })
    expect(feedSourceFrom({ BUS_GTFS_URL: 'https://x.example/a.zip', BUS_GTFS_PATH: '/srv/gtfs' })).toEqual({
      kind: 'path',
      path: '/srv/gtfs',
    })
    expect(feedSourceFrom({ BUS_GTFS_PATH: 'file:///srv/gtfs.zip' })).toEqual({ kind: 'path', path: '/srv/gtfs.zip' })
    expect(describeSource('https://user:pw@data.example/gtfs?api_key=s3cret&region=ea')).toBe(
      'https://data.example/gtfs?api_key=redacted&region=ea',
    )
  })
})

describe('reading a feed for the towns’ stops', () => {
  it('keeps only what those stops need', async () => {
    const timetable = await read(await openFeed({ kind: 'path', path: FOLDER }))
    expect(timetable.stops.map((s) => s.stopId).sort()).toEqual(TOWN_STOPS.slice(0, 6).sort())
    expect(timetable.stops.find((s) => s.stopId === '0500HHUNT001')).toEqual({
      stopId: '0500HHUNT001',
      code: 'hunadgwa',
      name: 'Huntingdon, Bus Station (Stop A)',
      lat: 52.32985,
      lon: -0.18702,
      platformCode: 'A',
    })
    expect(timetable.missingStops).toEqual(['0500HXXXX999'])
    // Route 99 (Cambridge - Peterborough) touches no town stop: its trip, route and service are left out.
    expect(timetable.trips.map((t) => t.tripId)).not.toContain('99-0900')
    expect(timetable.routes.map((r) => r.routeId).sort()).toEqual(['R30', 'R66', 'RB', 'RN1'])
    expect(timetable.calendars.map((c) => c.serviceId).sort()).toEqual(['OLD', 'SA', 'SU', 'WK'])
    expect(timetable.calendarDates.map((c) => `${c.serviceId} ${c.date} ${c.exceptionType}`)).toContain('XMAS 20261224 1')
    expect(timetable.agencies.map((a) => a.agencyId).sort()).toEqual(['BWC', 'OVB'])
    // Stop times only at the towns' stops; Cambridge and Godmanchester calls are not kept.
    expect(timetable.stopTimes.every((st) => TOWN_STOPS.includes(st.stopId))).toBe(true)
    expect(timetable.stopTimes.find((st) => st.tripId === 'N1-WK-2350' && st.stopId === '0500HHUNT001')?.departureSeconds).toBe(
      24 * 3600 + 50 * 60,
    )
    // Where trips end, though the last stop is not a town's.
    expect(timetable.trips.find((t) => t.tripId === 'N1-WK-2350')).toMatchObject({ terminus: 'Godmanchester Post Street', lastSequence: 4 })
    expect(timetable.trips.find((t) => t.tripId === '30-WK-0820')).toMatchObject({ headsign: null, terminus: 'Ramsey Great Whyte' })
    expect(timetable.feedVersion).toBe('fixture-1')
  })

  it('the same from the zip, from a download of it and from memory', async () => {
    const folder = await read(await openFeed({ kind: 'path', path: FOLDER }))
    expect(await read(await openFeed({ kind: 'path', path: ZIP }))).toEqual(folder)
    expect(await read(await openFeed({ kind: 'url', url: `${base}/feed.zip?api_key=x` }))).toEqual(folder)
    expect(await read(textFeed(SAMPLE_FEED))).toEqual(folder)
  })

  it('refuses what is not a feed: a missing file, a page instead of a zip, a download too large', async () => {
    const { 'stop_times.txt': _, ...noStopTimes } = SAMPLE_FEED
    await expect(read(textFeed(noStopTimes))).rejects.toThrow(/stop_times.txt missing/)
    await expect(openFeed({ kind: 'url', url: `${base}/not-a-zip` })).rejects.toThrow()
    await expect(openFeed({ kind: 'url', url: `${base}/missing.zip` })).rejects.toThrow(/HTTP 404/)
    await expect(openFeed({ kind: 'url', url: `${base}/feed.zip` }, { maxBytes: 100 })).rejects.toThrow(/larger than 100 bytes/)
  })
})
