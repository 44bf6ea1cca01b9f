import GtfsRealtimeBindings from 'gtfs-realtime-bindings'
import { describe, expect, it } from 'vitest'

import { liveState, readTripUpdates, type RtFeed } from '@/domain/gtfs-realtime'
import { createRealtimeFeed, decodeFeed } from '@/features/departures/bus/realtime'

/**
 * Issue 23, bus: live delays from a GTFS-Realtime TripUpdates feed. A departure is "live" only
 * when the feed says something about its trip on its day; a feed that fails, is not protocol
 * buffers or is old leaves every departure "scheduled".
 */
const { FeedMessage } = GtfsRealtimeBindings.transit_realtime
const clock = Date.parse('2026-11-26T08:10:00Z')
const departure = { tripId: 'T1', serviceDate: '20261126', stopId: '0500HHUNT001', stopSequence: 3, at: Date.parse('2026-11-26T08:15:00Z') }

const feed = (entity: unknown[], timestamp = clock / 1000): RtFeed =>
  readTripUpdates({ header: { gtfsRealtimeVersion: '2.0', timestamp }, entity })
const trip = (tripUpdate: Record<string, unknown>) => ({
  id: 'e',
  tripUpdate: { trip: { tripId: 'T1', startDate: '20261126' }, ...tripUpdate },
})

/** The feed as a server sends it: protocol buffers. */
function encoded(entity: unknown[], timestamp = clock / 1000): Uint8Array {
  return FeedMessage.encode(FeedMessage.fromObject({ header: { gtfsRealtimeVersion: '2.0', timestamp }, entity })).finish()
}

describe('what a TripUpdate says about a departure', () => {
  it('nothing about the trip, or about another day: scheduled', () => {
    expect(liveState(null, departure)).toEqual({ live: false })
    expect(liveState(feed([]), departure)).toEqual({ live: false })
    expect(liveState(feed([{ id: 'x', tripUpdate: { trip: { tripId: 'T1', startDate: '20261127' }, delay: 60 } }]), departure)).toEqual({
      live: false,
    })
  })

  it('the stop’s own delay, or its expected time', () => {
    const late = liveState(feed([trip({ stopTimeUpdate: [{ stopSequence: 3, departure: { delay: 240 } }] })]), departure)
    expect(late).toEqual({ live: true, cancelled: false, expectedAt: departure.at + 240_000, delaySeconds: 240 })
    const timed = liveState(
      feed([trip({ stopTimeUpdate: [{ stopId: '0500HHUNT001', arrival: { time: departure.at / 1000 + 120 } }] })]),
      departure,
    )
    expect(timed).toMatchObject({ live: true, delaySeconds: 120 })
  })

  it('a delay at an earlier stop holds for the later ones; then the trip’s own delay', () => {
    const earlier = feed([
      trip({
        stopTimeUpdate: [
          { stopSequence: 1, departure: { delay: 60 } },
          { stopSequence: 2, departure: { delay: 180 } },
        ],
      }),
    ])
    expect(liveState(earlier, departure)).toMatchObject({ live: true, delaySeconds: 180 })
    const later = feed([trip({ stopTimeUpdate: [{ stopSequence: 5, departure: { delay: 600 } }], delay: 30 })])
    expect(liveState(later, departure)).toMatchObject({ live: true, delaySeconds: 30 })
  })

  it('cancelled trips and skipped stops; NO_DATA leaves it scheduled', () => {
    expect(liveState(feed([{ id: 'e', tripUpdate: { trip: { tripId: 'T1', scheduleRelationship: 'CANCELED' } } }]), departure)).toEqual({
      live: true,
      cancelled: true,
    })
    expect(liveState(feed([trip({ stopTimeUpdate: [{ stopSequence: 3, scheduleRelationship: 'SKIPPED' }] })]), departure)).toEqual({
      live: true,
      cancelled: true,
    })
    expect(
      liveState(feed([trip({ stopTimeUpdate: [{ stopSequence: 2, scheduleRelationship: 'NO_DATA' }], delay: 90 })]), departure),
    ).toEqual({ live: false })
  })

  it('a delay of a day is not believed', () => {
    expect(liveState(feed([trip({ stopTimeUpdate: [{ stopSequence: 3, departure: { delay: 86_400 } }] })]), departure)).toEqual({
      live: false,
    })
  })
})

describe('the feed as it comes over the wire', () => {
  it('protocol buffers decode through gtfs-realtime-bindings', () => {
    const decoded = decodeFeed(encoded([trip({ stopTimeUpdate: [{ stopSequence: 3, departure: { delay: 120 } }] })]))
    expect(decoded.timestamp).toBe(clock)
    expect(liveState(decoded, departure)).toMatchObject({ live: true, delaySeconds: 120 })
    expect(() => decodeFeed(new TextEncoder().encode('<html>Service Unavailable</html>'))).toThrow()
  })

  function adapter(respond: () => Promise<Response> | Response, now = () => clock) {
    let calls = 0
    const realtime = createRealtimeFeed({
      env: { BUS_GTFS_RT_URL: 'http://stand-in/trip-updates.pb' },
      now,
      fetch: async () => {
        calls++
        return respond()
      },
    })
    return { realtime, calls: () => calls }
  }

  it('one call per period, whoever asks', async () => {
    const { realtime, calls } = adapter(() => new Response(Buffer.from(encoded([trip({ delay: 60 })]))))
    const feeds = await Promise.all(Array.from({ length: 20 }, () => realtime.current()))
    expect(calls()).toBe(1)
    expect(feeds.every((f) => f?.trips.has('T1'))).toBe(true)
    expect(realtime.lastCall()).toMatchObject({ status: 200, outcome: 'ok' })
  })

  it('a failure, junk or an old feed: null (scheduled), never a throw', async () => {
    expect(await adapter(() => new Response('nope', { status: 503 })).realtime.current()).toBeNull()
    const junk = adapter(() => new Response('<html>not protobuf</html>'))
    expect(await junk.realtime.current()).toBeNull()
    expect(junk.realtime.lastCall()).toMatchObject({ outcome: 'upstream-invalid' })
    expect(await adapter(() => Promise.reject(new TypeError('fetch failed'))).realtime.current()).toBeNull()
    const old = adapter(() => new Response(Buffer.from(encoded([trip({ delay: 60 })], clock / 1000 - 3600))))
    expect(await old.realtime.current()).toBeNull()
    const unset = createRealtimeFeed({ env: {}, now: () => clock, fetch: async () => new Response('') })
    expect(unset.isConfigured()).toBe(false)
    expect(await unset.current()).toBeNull()
  })
})
