import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  BUS_BOARD_ROWS,
  busAnswer,
  type BusBoard,
  type BusLookup,
  type BusStop,
  chooseBusStop,
  DEPARTURES_STALE_MAX_MS,
  type Departure,
  parseNear,
} from '@/domain/departures'
import {
  addDays,
  atcoProblem,
  BUS_BOARD_HORIZON_MS,
  BUS_IMPORT_EVERY_MS,
  BUS_IMPORT_RETRY_MS,
  destinationLabel,
  importDue,
  isAtcoCode,
  joinStopTimes,
  londonDate,
  nextDepartures,
  parseGtfsDate,
  parseGtfsTime,
  readCalendarDates,
  readCalendars,
  serviceCalendar,
  serviceDayOrigin,
  weekdayOf,
} from '@/domain/gtfs'
import { parseFeedText, SAMPLE_CLOCK, sampleBusBoard } from '@/features/departures/bus/sample'
import { SAMPLE_FEED } from '@/features/departures/bus/sample-feed'
import { GUIDE_TIME_ZONE } from '@/domain/time-zone'

/**
 * Issue 23, bus: the GTFS rules on the small hand-written feed in tests/fixtures/gtfs (its README
 * lists what it exercises): which services run on a London date (calendar weekdays and range,
 * calendar_dates exceptions, bank holidays), trips after midnight, the next departures from a
 * town's stops.
 */
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/gtfs')
const tables = parseFeedText(SAMPLE_FEED)
const calendar = serviceCalendar(readCalendars(tables.calendar), readCalendarDates(tables.calendarDates))

const HUNTINGDON = ['0500HHUNT001', '0500HHUNT002']
const ST_IVES = ['0500HSTIV001', '0500HSTIV002']
const at = (iso: string) => Date.parse(iso)

/** The next departures from some stops at an instant, as "HH:MM route destination" in London time. */
function board(stops: string[], iso: string, limit = 8) {
  const stopTimes = joinStopTimes(tables, new Set(stops))
  return nextDepartures({ stopTimes, calendar, from: at(iso), limit }).map((d) => {
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: GUIDE_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(d.at)
    return `${time} ${d.routeShortName} ${destinationLabel(d)}`
  })
}

describe('ATCO codes (NaPTAN stop points)', () => {
  it('takes the codes of stops, in any case, and explains the rest', () => {
    for (const code of ['0500HSTIV002', '490000077E', '1800BNIN0C1', '0500CCITY423', '9100HUNTDON']) expect(isAtcoCode(code)).toBe(true)
    for (const code of ['050GSTIV', '0501HSTIV002', '0500HSTIV0021', '0500', '0500 HSTIV', 'HSTIV002', '', '0500hstiv002']) {
      expect(isAtcoCode(code)).toBe(false)
    }
    expect(atcoProblem(' 0500hstiv002 ')).toBeNull()
    expect(atcoProblem('050GSTIV')).toMatch(/stop area/)
    expect(atcoProblem('bus station')).toMatch(/not an ATCO code.*e\.g\. 0500HSTIV002/)
    expect(atcoProblem('')).toMatch(/Enter the stop/)
    expect(atcoProblem(undefined)).toMatch(/Enter the stop/)
  })
})

describe('dates and times', () => {
  it('reads GTFS dates and times, hours past 24 and a single hour digit included', () => {
    expect(parseGtfsDate('20261126')).toEqual({ year: 2026, month: 11, day: 26 })
    expect(parseGtfsDate('20260230')).toBeNull()
    expect(parseGtfsDate('2026-11-26')).toBeNull()
    expect(parseGtfsTime('08:15:00')).toBe(8 * 3600 + 15 * 60)
    expect(parseGtfsTime('8:20:00')).toBe(8 * 3600 + 20 * 60)
    expect(parseGtfsTime('24:50:00')).toBe(24 * 3600 + 50 * 60)
    expect(parseGtfsTime('25:00:00')).toBe(25 * 3600)
    for (const junk of ['', '08:60:00', '08:15', '99:00:00', 'noon', '-1:00:00']) expect(parseGtfsTime(junk)).toBeNull()
    expect(weekdayOf('20261126')).toBe(3) // Thursday (Monday 0)
    expect(addDays('20261231', 1)).toBe('20270101')
    expect(addDays('20270301', -1)).toBe('20270228')
  })

  it('a service day counts from noon minus 12 h in London: midnight, except when the clocks change', () => {
    expect(new Date(serviceDayOrigin('20261126')).toISOString()).toBe('2026-11-26T00:00:00.000Z')
    expect(new Date(serviceDayOrigin('20260701')).toISOString()).toBe('2026-06-30T23:00:00.000Z') // BST midnight
    // Sunday 28 March 2027, clocks forward at 01:00: noon BST is 11:00 UTC, minus 12 h.
    expect(new Date(serviceDayOrigin('20270328')).toISOString()).toBe('2027-03-27T23:00:00.000Z')
    // Sunday 25 October 2026, clocks back at 02:00 BST: noon GMT is 12:00 UTC, minus 12 h.
    expect(new Date(serviceDayOrigin('20261025')).toISOString()).toBe('2026-10-25T00:00:00.000Z')
    expect(londonDate(at('2026-06-30T23:30:00Z'))).toBe('20260701')
  })
})

describe('which services run (calendar.txt and calendar_dates.txt)', () => {
  const running = (date: string) => [...calendar.servicesOn(date)].sort()

  it('weekdays and the date range of calendar.txt', () => {
    expect(running('20261126')).toEqual(['ALL99', 'WK']) // a Thursday
    expect(running('20261128')).toEqual(['ALL99', 'SA'])
    expect(running('20261129')).toEqual(['ALL99', 'SU'])
    // OLD ended on 31 October; the winter timetable starts on 1 November.
    expect(running('20261030')).toEqual(['OLD'])
    expect(running('20270401')).toEqual([])
  })

  it('exceptions: removed on Christmas Day and Boxing Day, added on Christmas Eve (a service with no calendar row)', () => {
    expect(running('20261224')).toEqual(['ALL99', 'WK', 'XMAS'])
    expect(running('20261225')).toEqual(['ALL99'])
    expect(running('20261226')).toEqual(['ALL99'])
  })

  it('a bank holiday Monday runs the Sunday service instead of the weekday one', () => {
    expect(running('20261228')).toEqual(['ALL99', 'SU'])
    expect(running('20270101')).toEqual(['ALL99', 'SU']) // New Year's Day, a Friday
    expect(running('20270104')).toEqual(['ALL99', 'WK'])
  })
})

describe('the next departures from a town’s stops', () => {
  it('a Thursday morning in Huntingdon: both stops, arrivals left out, the stop headsign and the last stop as destinations', () => {
    expect(board(HUNTINGDON, '2026-11-26T08:10:00Z')).toEqual([
      '08:15 B Cambridge',
      '08:20 30 Ramsey Great Whyte', // no trip_headsign: the trip's last stop
      '08:30 66 St Neots via Godmanchester', // stop_headsign overrides "St Neots"
      '08:35 B Cambridge',
      '09:05 30 Ramsey',
      '00:50 N1 Godmanchester', // 24:50:00 on Thursday's service: Friday 00:50
      '07:55 B Cambridge', // Friday's first; within the 24-hour horizon (Friday's 08:15 is not)
    ])
  })

  it('a trip that ends at the stop is an arrival, and a set-down-only stop is no departure', () => {
    // 07:35 at Huntingdon stop B is route 30 arriving from Ramsey; 07:55 at stop A is the B arriving from Cambridge.
    expect(board(HUNTINGDON, '2026-11-26T07:30:00Z', 2)).toEqual(['07:55 B Cambridge', '08:15 B Cambridge'])
    // 07:33 at Station Road is set-down only (pickup_type 1).
    expect(board(ST_IVES, '2026-11-26T07:30:00Z', 2)).toEqual(['07:35 B Huntingdon', '08:15 B Cambridge'])
  })

  it('after midnight: the night bus belongs to the previous day’s service', () => {
    // Friday 00:20: Thursday's N1 still to come at St Ives (24:25:00) and Huntingdon (24:50:00).
    expect(board(ST_IVES, '2026-11-27T00:20:00Z', 1)).toEqual(['00:25 N1 Godmanchester'])
    expect(board(HUNTINGDON, '2026-11-27T00:30:00Z', 1)).toEqual(['00:50 N1 Godmanchester'])
    // Saturday 00:40: Friday's weekday service runs it too.
    expect(board(HUNTINGDON, '2026-11-28T00:40:00Z', 1)).toEqual(['00:50 N1 Godmanchester'])
    // Sunday 00:40: Saturday has no N1, so nothing until Sunday's 09:15.
    expect(board(HUNTINGDON, '2026-11-29T00:40:00Z', 1)).toEqual(['09:15 B Cambridge'])
  })

  it('Christmas: the Christmas Eve extra, the night bus of the 24th after midnight, nothing on Boxing Day', () => {
    expect(board(HUNTINGDON, '2026-12-24T14:00:00Z', 2)).toEqual(['15:00 66 St Neots', '00:50 N1 Godmanchester'])
    expect(board(HUNTINGDON, '2026-12-25T00:30:00Z')).toEqual(['00:50 N1 Godmanchester'])
    // Friday 25th: no weekday service, so no N1 after midnight; Saturday 26th removed too.
    expect(board(HUNTINGDON, '2026-12-26T00:30:00Z')).toEqual([])
  })

  it('a bank holiday: the Sunday timetable, not the weekday one', () => {
    expect(board(HUNTINGDON, '2026-12-28T08:00:00Z', 3)).toEqual(['09:15 B Cambridge', '10:00 66 St Neots', '07:55 B Cambridge'])
  })

  it('the night the clocks go forward: a trip at 08:00 is at 08:00 BST', () => {
    const stopTime = joinStopTimes(tables, new Set(['0500HSTNE001']))[0]!
    const trip = { ...stopTime, serviceId: 'DST', departureSeconds: 8 * 3600, isLast: false, pickupType: 0 }
    const dst = serviceCalendar(
      [{ serviceId: 'DST', days: [false, false, false, false, false, false, true], startDate: '20270328', endDate: '20270328' }],
      [],
    )
    const [departure] = nextDepartures({ stopTimes: [trip], calendar: dst, from: at('2027-03-28T00:00:00Z') })
    expect(new Date(departure!.at).toISOString()).toBe('2027-03-28T07:00:00.000Z')
  })

  it('limit, a share per stop, and the horizon', () => {
    const stopTimes = joinStopTimes(tables, new Set(HUNTINGDON))
    const from = at('2026-11-26T08:10:00Z')
    const perStop = nextDepartures({ stopTimes, calendar, from, perStop: 1 })
    expect(perStop.map((d) => d.stopId)).toEqual(['0500HHUNT001', '0500HHUNT002'])
    const all = nextDepartures({ stopTimes, calendar, from })
    expect(all.every((d) => d.at >= from && d.at < from + BUS_BOARD_HORIZON_MS)).toBe(true)
    expect(all.map((d) => d.at)).toEqual([...all.map((d) => d.at)].sort((a, b) => a - b))
  })

  it('a destination falls back from headsigns to the last stop, the route’s name, its number', () => {
    const none = { stopHeadsign: null, tripHeadsign: null, terminus: null, routeLongName: null, routeShortName: null }
    expect(destinationLabel({ ...none, routeShortName: '66' })).toBe('66')
    expect(destinationLabel({ ...none, routeShortName: '66', routeLongName: 'Huntingdon - St Neots' })).toBe('Huntingdon - St Neots')
    expect(destinationLabel({ ...none, routeLongName: 'x', terminus: 'St Neots Market Square' })).toBe('St Neots Market Square')
    expect(destinationLabel({ ...none, terminus: 'y', tripHeadsign: ' St Neots ' })).toBe('St Neots')
    expect(destinationLabel(none)).toBe('Bus')
  })
})

describe('the scheduled import', () => {
  const now = at('2026-11-26T12:00:00Z')
  const ok = (ageMs: number, stopIds = ['0500HHUNT001']) => ({ status: 'ok', startedAt: now - ageMs, stopIds })

  it('runs daily, when the stops change, and not again soon after a failure', () => {
    expect(importDue({ lastOk: null, lastAttempt: null, stopIds: [], now })).toBe(false)
    expect(importDue({ lastOk: null, lastAttempt: null, stopIds: ['0500HHUNT001'], now })).toBe(true)
    expect(importDue({ lastOk: ok(1000), lastAttempt: ok(1000), stopIds: ['0500hhunt001'], now })).toBe(false)
    expect(importDue({ lastOk: ok(BUS_IMPORT_EVERY_MS), lastAttempt: ok(BUS_IMPORT_EVERY_MS), stopIds: ['0500HHUNT001'], now })).toBe(true)
    expect(importDue({ lastOk: ok(1000), lastAttempt: ok(1000), stopIds: ['0500HHUNT001', '0500HSTIV001'], now })).toBe(true)
    const failed = { status: 'failed', startedAt: now - 1000, stopIds: ['0500HHUNT001'] }
    expect(importDue({ lastOk: ok(2 * BUS_IMPORT_EVERY_MS), lastAttempt: failed, stopIds: ['0500HHUNT001'], now })).toBe(false)
    expect(
      importDue({ lastOk: null, lastAttempt: { ...failed, startedAt: now - BUS_IMPORT_RETRY_MS }, stopIds: ['0500HHUNT001'], now }),
    ).toBe(true)
  })
})

describe('the bus answer', () => {
  const stops: BusStop[] = [
    { atco: '0500HHUNT001', name: 'Stop A', lngLat: [-0.18702, 52.32985] },
    { atco: '0500HHUNT002', name: 'Stop B', lngLat: [-0.18688, 52.32978] },
  ]
  const departure = (scheduledAt: string, stop: string): Departure => ({
    id: scheduledAt,
    kind: 'bus',
    destination: 'Cambridge',
    destinationCrs: null,
    via: null,
    scheduled: scheduledAt.slice(11, 16),
    scheduledAt,
    expected: null,
    expectedAt: null,
    status: 'unknown',
    platform: null,
    operator: null,
    operatorCode: null,
    cancelReason: null,
    delayReason: null,
    callingPoints: null,
    basis: 'scheduled',
    stop,
    route: 'B',
  })
  const fetchedAt = at('2026-11-26T08:10:00Z')
  const board: BusBoard = {
    stops,
    generatedAt: new Date(fetchedAt).toISOString(),
    departures: [
      { atco: '0500HHUNT001', departure: departure('2026-11-26T08:15:00+00:00', 'Stop A') },
      { atco: '0500HHUNT002', departure: departure('2026-11-26T08:20:00+00:00', 'Stop B') },
      { atco: '0500HHUNT001', departure: departure('2026-11-26T08:35:00+00:00', 'Stop A') },
    ],
  }
  const lookup = (failure: 'upstream-failed' | null = null): BusLookup => ({ configured: true, good: { board, fetchedAt }, failure })

  it('not configured, a town with no stops, nothing good yet', () => {
    expect(busAnswer('ramsey', { configured: false }, fetchedAt)).toMatchObject({
      mode: 'bus',
      configured: false,
      reason: 'not-configured',
    })
    expect(
      busAnswer(
        'ramsey',
        { configured: true, good: { board: { ...board, stops: [], departures: [] }, fetchedAt }, failure: null },
        fetchedAt,
      ),
    ).toMatchObject({
      configured: true,
      available: true,
      reason: 'no-station',
      source: 'bus-gtfs',
    })
    expect(busAnswer('ramsey', { configured: true, good: null, failure: 'upstream-failed' }, fetchedAt)).toMatchObject({
      available: false,
      reason: 'upstream-failed',
    })
  })

  it('one stop, or all; buses that have left are dropped; stale with its age; unavailable after an hour', () => {
    const fresh = busAnswer('huntingdon', lookup(), fetchedAt)
    expect(fresh).toMatchObject({ available: true, reason: null, stale: null, stops })
    expect(fresh.departures.map((d) => d.scheduled)).toEqual(['08:15', '08:20', '08:35'])
    expect(busAnswer('huntingdon', lookup(), fetchedAt, { stop: stops[1]! }).departures.map((d) => d.stop)).toEqual(['Stop B'])
    const stale = busAnswer('huntingdon', lookup('upstream-failed'), at('2026-11-26T08:25:00Z'))
    expect(stale).toMatchObject({ available: true, reason: 'upstream-failed', stale: { ageSeconds: 900 } })
    expect(stale.departures.map((d) => d.scheduled)).toEqual(['08:35'])
    expect(busAnswer('huntingdon', lookup('upstream-failed'), fetchedAt + DEPARTURES_STALE_MAX_MS + 1)).toMatchObject({ available: false })
    expect(busAnswer('huntingdon', lookup(), fetchedAt, { rows: 1 }).departures).toHaveLength(1)
  })

  it('`?stop=` and `?near=`', () => {
    expect(chooseBusStop(stops, { stop: '0500hhunt002' })).toEqual({ ok: true, stop: stops[1] })
    expect(chooseBusStop(stops, { stop: '0500HSTIV001' })).toEqual({ ok: false, unknown: '0500HSTIV001' })
    expect(chooseBusStop(stops, { near: [-0.1868, 52.3297] })).toEqual({ ok: true, stop: stops[1] })
    expect(chooseBusStop(stops, {})).toEqual({ ok: true, stop: null })
    expect(parseNear('-0.1868,52.3297')).toEqual([-0.1868, 52.3297])
    for (const junk of ['', 'x,y', '1,2,3', '200,52', '-0.18', '1e3,2']) expect(parseNear(junk)).toBeNull()
  })
})

describe('the bundled sample', () => {
  it('is the fixture, file for file', () => {
    const files = readdirSync(FIXTURE).filter((name) => name.endsWith('.txt'))
    expect(Object.keys(SAMPLE_FEED).sort()).toEqual(files.sort())
    for (const name of files) expect(SAMPLE_FEED[name], name).toBe(readFileSync(path.join(FIXTURE, name), 'utf8'))
  })

  it('renders a board: live where the sample feed says (late, cancelled), scheduled elsewhere', () => {
    const answer = sampleBusBoard()
    expect(answer).toMatchObject({ mode: 'bus', town: 'huntingdon', configured: true, available: true, source: 'bus-gtfs', stale: null })
    expect(answer.generatedAt).toBe(new Date(SAMPLE_CLOCK).toISOString())
    // Seven in the next 24 hours, fewer than a board's rows.
    expect(answer.departures).toHaveLength(7)
    expect(BUS_BOARD_ROWS).toBeGreaterThan(7)
    expect(answer.departures.slice(0, 4).map((d) => [d.scheduled, d.route, d.destination, d.stop, d.basis, d.status, d.expected])).toEqual([
      ['08:15', 'B', 'Cambridge', 'Bus station, stop A', 'live', 'late', '08:19'],
      ['08:20', '30', 'Ramsey Great Whyte', 'Bus station, stop B', 'scheduled', 'unknown', null],
      ['08:30', '66', 'St Neots via Godmanchester', 'Bus station, stop A', 'scheduled', 'unknown', null],
      ['08:35', 'B', 'Cambridge', 'Bus station, stop A', 'live', 'cancelled', null],
    ])
    expect(answer.departures[0]).toMatchObject({
      kind: 'bus',
      id: 'B-WK-0815@20261126',
      scheduledAt: '2026-11-26T08:15:00+00:00',
      expectedAt: '2026-11-26T08:19:00+00:00',
      operator: 'Busway Coaches',
      platform: 'A',
      callingPoints: null,
    })
    expect(sampleBusBoard({ live: false }).departures.every((d) => d.basis === 'scheduled')).toBe(true)
    expect(sampleBusBoard({ stop: '0500HHUNT002' }).departures.map((d) => d.scheduled)).toEqual(['08:20', '09:05'])
    expect(sampleBusBoard({ town: 'stIves' }).stops?.map((s) => s.name)).toEqual(['St Ives Bus Station', 'Station Road Busway Stop'])
  })
})
