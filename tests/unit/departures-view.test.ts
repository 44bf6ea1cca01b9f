import { describe, expect, it } from 'vitest'

import type { Departure, DeparturesAnswer } from '@/domain/departures'
import {
  DEPARTED_GRACE_MS,
  DEPARTURES_OUT_OF_DATE_MS,
  departuresOfPlace,
  departuresPath,
  outOfDateMinutes,
  upcomingDepartures,
} from '@/domain/departures-view'

const at = (iso: string) => Date.parse(iso)

function departure(scheduledAt: string, expectedAt: string | null = scheduledAt): Departure {
  return {
    id: scheduledAt,
    kind: 'train',
    destination: 'Peterborough',
    destinationCrs: 'PBO',
    via: null,
    scheduled: scheduledAt.slice(11, 16),
    scheduledAt,
    expected: expectedAt?.slice(11, 16) ?? null,
    expectedAt,
    status: expectedAt === scheduledAt ? 'on-time' : expectedAt ? 'late' : 'delayed',
    platform: '1',
    operator: null,
    operatorCode: null,
    cancelReason: null,
    delayReason: null,
    callingPoints: null,
    basis: 'live',
    stop: null,
  }
}

function answer(overrides: Partial<DeparturesAnswer> = {}): DeparturesAnswer {
  return {
    mode: 'rail',
    town: 'huntingdon',
    configured: true,
    source: 'national-rail-ldbws',
    available: true,
    reason: null,
    generatedAt: '2026-11-26T17:40:00Z',
    stale: null,
    station: { name: 'Huntingdon', crs: 'HUN' },
    messages: [],
    departures: [],
    ...overrides,
  }
}

describe('the departures a board still shows', () => {
  const board = [
    departure('2026-11-26T17:44:00Z'),
    departure('2026-11-26T17:49:00Z', '2026-11-26T17:58:00Z'),
    departure('2026-11-26T17:52:00Z', null),
    departure('2026-11-26T18:03:00Z'),
  ]

  it('drops a train once it has gone, by its expected time when it is late', () => {
    const now = at('2026-11-26T17:50:00Z')
    expect(upcomingDepartures(board, now).map((d) => d.scheduled)).toEqual(['17:49', '17:52', '18:03'])
    expect(upcomingDepartures(board, at('2026-11-26T17:44:00Z') + DEPARTED_GRACE_MS).map((d) => d.scheduled)[0]).toBe('17:44')
    expect(upcomingDepartures(board, at('2026-11-26T17:44:00Z') + DEPARTED_GRACE_MS + 1).map((d) => d.scheduled)[0]).toBe('17:49')
  })

  it('keeps at most the rows asked for', () => {
    expect(upcomingDepartures(board, at('2026-11-26T17:00:00Z'), 2)).toHaveLength(2)
  })

  it('says how old a board is once it is out of date, and always for a stale one', () => {
    const generated = at('2026-11-26T17:40:00Z')
    expect(outOfDateMinutes(answer(), generated + DEPARTURES_OUT_OF_DATE_MS - 1)).toBeNull()
    expect(outOfDateMinutes(answer(), generated + DEPARTURES_OUT_OF_DATE_MS)).toBe(3)
    const stale = answer({ stale: { ageSeconds: 30, fetchedAt: '2026-11-26T17:40:30Z' } })
    expect(outOfDateMinutes(stale, at('2026-11-26T17:41:00Z'))).toBe(1)
    expect(outOfDateMinutes(answer({ generatedAt: null }), generated)).toBeNull()
  })
})

describe('departures addresses and places', () => {
  it('asks for the stop nearest a point, rounded to a few metres', () => {
    expect(departuresPath('rail', 'huntingdon')).toBe('/api/departures/rail/huntingdon')
    expect(departuresPath('bus', 'stIves', { near: [-0.0741234567, 52.3238765] })).toBe(
      '/api/departures/bus/stIves?near=-0.07412%2C52.32388',
    )
    expect(departuresPath('rail', 'stNeots', { callingPoints: true })).toBe('/api/departures/rail/stNeots?callingPoints=1')
  })

  it('gives bus stops their buses and stations their trains, by slug and layer whatever the language', () => {
    const place = (slug: string, layer: string | null, categorySlug = 'transport') => ({ slug, layer, categorySlug })
    expect(departuresOfPlace(place('huntingdon-huntingdon-railway-station', null), true)).toBe('rail')
    expect(departuresOfPlace(place('huntingdon-huntingdon-railway-station', null), false)).toBeNull()
    expect(departuresOfPlace(place('stives-station-road-busway-stop', 'busstop'), false)).toBe('bus')
    expect(departuresOfPlace(place('huntingdon-riverside-car-park', 'carpark'), true)).toBeNull()
    expect(departuresOfPlace(place('stneots-old-railway-station-pub', null, 'food-drink'), true)).toBeNull()
  })
})
