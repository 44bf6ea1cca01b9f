import { describe, expect, it } from 'vitest'

import { CACHE_TTL_MS } from '@/domain/cache-ttl'
import {
  DEPARTURES_CACHE_CONTROL,
  DEPARTURES_SERVER_CACHE_MS,
  DEPARTURES_STALE_MAX_MS,
  DEPARTURES_UPSTREAM_TIMEOUT_MS,
  londonDateTime,
  messageText,
  parseRailBoard,
  railAnswer,
  readEstimate,
  type RailBoard,
} from '@/domain/departures'
import busReplacement from '@/features/departures/samples/bus-replacement.json'
import callingPoints from '@/features/departures/samples/calling-points.json'
import cancelled from '@/features/departures/samples/cancelled.json'
import delayed from '@/features/departures/samples/delayed.json'
import empty from '@/features/departures/samples/empty.json'
import noPlatform from '@/features/departures/samples/no-platform.json'
import onTime from '@/features/departures/samples/on-time.json'

function board(json: unknown): RailBoard {
  const parsed = parseRailBoard(json)
  if (!parsed.ok) throw new Error(parsed.problem)
  return parsed.board
}

describe('recorded LDBWS answers (issue 23)', () => {
  it('on time: destination, via, scheduled = expected, platform, operator', () => {
    const result = board(onTime)
    expect(result.station).toEqual({ name: 'Huntingdon', crs: 'HUN' })
    expect(result.generatedAt).toBe('2026-11-26T08:10:04.231Z')
    expect(result.departures).toHaveLength(3)
    expect(result.departures[0]).toEqual({
      id: '1204871HUNTNGD_',
      kind: 'train',
      destination: 'Horsham',
      destinationCrs: 'HRH',
      via: 'via London Bridge',
      scheduled: '08:14',
      scheduledAt: '2026-11-26T08:14:00+00:00',
      expected: '08:14',
      expectedAt: '2026-11-26T08:14:00+00:00',
      status: 'on-time',
      platform: '2',
      operator: 'Thameslink',
      operatorCode: 'TL',
      cancelReason: null,
      delayReason: null,
      callingPoints: null,
      basis: 'live',
      stop: null,
    })
    expect(result.departures.map((d) => d.scheduled)).toEqual(['08:14', '08:21', '08:36'])
    expect(result.messages).toEqual([])
  })

  it('delayed: a later estimate is "late" with its time; "Delayed" has no time; both keep the reason', () => {
    const [late, delayedNoTime] = board(delayed).departures
    expect(late).toMatchObject({ status: 'late', scheduled: '17:44', expected: '17:52', expectedAt: '2026-11-26T17:52:00+00:00' })
    expect(late!.delayReason).toBe('This train has been delayed by a points failure')
    expect(delayedNoTime).toMatchObject({ status: 'delayed', expected: null, expectedAt: null })
    expect(delayedNoTime!.delayReason).toBe('This train has been delayed by a broken down train')
    // The station message's HTML is removed, its text kept.
    expect(board(delayed).messages).toEqual([
      'Disruption between Peterborough and Stevenage could cause delays of up to 20 minutes. More details can be found in Status and Disruptions.',
    ])
  })

  it('cancelled: status, no expected time, the reason', () => {
    const [gone, running] = board(cancelled).departures
    expect(gone).toMatchObject({
      status: 'cancelled',
      expected: null,
      cancelReason: 'This train has been cancelled because of a shortage of train crew',
      platform: '3',
    })
    expect(running).toMatchObject({ status: 'on-time', cancelReason: null })
  })

  it('no platform: null, not an empty string', () => {
    const [service] = board(noPlatform).departures
    expect(service).toMatchObject({ platform: null, destination: 'Peterborough', status: 'on-time' })
    expect(board(noPlatform).station).toEqual({ name: 'St Neots', crs: 'SNO' })
  })

  it('bus replacement: buses in the list, after midnight on the next London day, with the message as text', () => {
    const result = board(busReplacement)
    expect(result.departures.map((d) => [d.kind, d.scheduled, d.scheduledAt, d.platform])).toEqual([
      ['bus', '23:40', '2026-11-26T23:40:00+00:00', null],
      ['bus', '00:05', '2026-11-27T00:05:00+00:00', null],
    ])
    expect(result.departures[1]).toMatchObject({
      status: 'late',
      expected: '00:12',
      expectedAt: '2026-11-27T00:12:00+00:00',
      via: 'via Offord',
    })
    expect(result.messages).toEqual([
      'Buses replace trains between Huntingdon and Peterborough / St Neots tonight because of engineering works. More details can be found in Engineering Works.',
    ])
  })

  it('empty board: no departures, still a board', () => {
    expect(board(empty)).toMatchObject({ station: { crs: 'SNO' }, departures: [], messages: [], skipped: 0 })
  })

  it('calling points on demand (GetDepBoardWithDetails)', () => {
    const [service] = board(callingPoints).departures
    expect(service!.callingPoints).toEqual([
      { name: 'St Neots', crs: 'SNO', scheduled: '08:22', expected: '08:22', status: 'on-time' },
      { name: 'Sandy', crs: 'SDY', scheduled: '08:29', expected: '08:31', status: 'late' },
      { name: 'Biggleswade', crs: 'BIW', scheduled: '08:33', expected: null, status: 'cancelled' },
      { name: 'London Bridge', crs: 'LBG', scheduled: '09:31', expected: '09:31', status: 'on-time' },
      { name: 'Horsham', crs: 'HRH', scheduled: '10:42', expected: '10:42', status: 'on-time' },
    ])
  })

  it('a malformed service is left out and counted; a malformed board is refused', () => {
    const withBadService = { ...onTime, trainServices: [...onTime.trainServices, { std: '25:99', destination: [] }, 'nonsense'] }
    expect(board(withBadService)).toMatchObject({ skipped: 2 })
    expect(board(withBadService).departures).toHaveLength(3)
    expect(parseRailBoard({ ...onTime, generatedAt: 'yesterday' })).toMatchObject({ ok: false })
    expect(parseRailBoard({ trainServices: [] })).toMatchObject({ ok: false })
    expect(parseRailBoard(null)).toMatchObject({ ok: false })
    expect(parseRailBoard('<html>Service Unavailable</html>')).toMatchObject({ ok: false })
  })

  it('a train that divides shows both destinations', () => {
    const service = {
      ...onTime.trainServices[0],
      destination: [
        { locationName: 'Cambridge', crs: 'CBG' },
        { locationName: 'Ely', crs: 'ELY', via: 'via Waterbeach' },
      ],
    }
    const [departure] = board({ ...onTime, trainServices: [service] }).departures
    expect(departure).toMatchObject({ destination: 'Cambridge & Ely', destinationCrs: 'CBG', via: 'via Waterbeach' })
  })
})

describe('times', () => {
  it('uses the London date and offset (British Summer Time in July)', () => {
    expect(londonDateTime('08:14', new Date('2026-07-01T07:00:00Z'))).toBe('2026-07-01T08:14:00+01:00')
    // 23:30 UTC on 30 June is already 1 July in London.
    expect(londonDateTime('00:40', new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01T00:40:00+01:00')
  })

  it('a time long before the board is tomorrow, long after it is yesterday', () => {
    expect(londonDateTime('00:05', new Date('2026-11-26T23:31:00Z'))).toBe('2026-11-27T00:05:00+00:00')
    expect(londonDateTime('23:58', new Date('2026-11-27T00:10:00Z'))).toBe('2026-11-26T23:58:00+00:00')
  })

  it('reads every form of estimate', () => {
    expect(readEstimate('10:00', 'On time', false)).toEqual({ status: 'on-time', expected: '10:00' })
    expect(readEstimate('10:00', '10:07', false)).toEqual({ status: 'late', expected: '10:07' })
    expect(readEstimate('10:00', '10:00', false)).toEqual({ status: 'on-time', expected: '10:00' })
    expect(readEstimate('10:00', 'Delayed', false)).toEqual({ status: 'delayed', expected: null })
    expect(readEstimate('10:00', 'Cancelled', false)).toEqual({ status: 'cancelled', expected: null })
    expect(readEstimate('10:00', 'On time', true)).toEqual({ status: 'cancelled', expected: null })
    expect(readEstimate('10:00', 'No report', false)).toEqual({ status: 'unknown', expected: null })
    expect(readEstimate('10:00', null, false)).toEqual({ status: 'unknown', expected: null })
  })

  it('station messages lose their HTML', () => {
    expect(messageText('<p>Lifts at&nbsp;Highbury &amp; Islington <a href="x">out</a>.</p>')).toBe('Lifts at Highbury & Islington out.')
  })
})

describe('the API answer', () => {
  const good = { board: board(onTime), fetchedAt: Date.parse('2026-11-26T08:10:05Z') }
  const at = (seconds: number) => good.fetchedAt + seconds * 1000

  it('spec and issue constants', () => {
    // Issue 23: 30 s (rail) / 60 s (bus) on the server; 2 s upstream timeout; spec §9 transport TTL 5 min for clients.
    expect(DEPARTURES_SERVER_CACHE_MS).toEqual({ rail: 30_000, bus: 60_000 })
    expect(DEPARTURES_UPSTREAM_TIMEOUT_MS).toBe(2_000)
    expect(CACHE_TTL_MS.transport).toBe(300_000)
    expect(DEPARTURES_CACHE_CONTROL).toBe('public, no-cache, stale-if-error=300')
  })

  it('not configured', () => {
    expect(railAnswer('huntingdon', 'HUN', { configured: false }, at(0))).toMatchObject({
      configured: false,
      source: null,
      available: false,
      reason: 'not-configured',
      departures: [],
    })
  })

  it('a town without a station', () => {
    expect(railAnswer('ramsey', null, { configured: true, good: null, failure: null }, at(0))).toMatchObject({
      configured: true,
      source: 'national-rail-ldbws',
      available: true,
      reason: 'no-station',
      station: null,
      departures: [],
    })
  })

  it('fresh, stale with its age, then unavailable', () => {
    const fresh = railAnswer('huntingdon', 'HUN', { configured: true, good, failure: null }, at(10))
    expect(fresh).toMatchObject({ available: true, reason: null, stale: null, generatedAt: '2026-11-26T08:10:04.231Z' })
    expect(fresh.departures).toHaveLength(3)
    const stale = railAnswer('huntingdon', 'HUN', { configured: true, good, failure: 'upstream-failed' }, at(95))
    expect(stale).toMatchObject({
      available: true,
      reason: 'upstream-failed',
      stale: { ageSeconds: 95, fetchedAt: '2026-11-26T08:10:05.000Z' },
    })
    expect(stale.departures).toHaveLength(3)
    const tooOld = railAnswer(
      'huntingdon',
      'HUN',
      { configured: true, good, failure: 'upstream-failed' },
      good.fetchedAt + DEPARTURES_STALE_MAX_MS + 1,
    )
    expect(tooOld).toMatchObject({ available: false, reason: 'upstream-failed', departures: [], stale: null })
    expect(railAnswer('huntingdon', 'HUN', { configured: true, good: null, failure: 'upstream-invalid' }, at(0))).toMatchObject({
      available: false,
      reason: 'upstream-invalid',
    })
  })
})
