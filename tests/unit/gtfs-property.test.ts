import fc from 'fast-check'
import GtfsRealtimeBindings from 'gtfs-realtime-bindings'
import { describe, expect, it } from 'vitest'

import { busAnswer } from '@/domain/departures'
import { joinStopTimes, nextDepartures, readCalendarDates, readCalendars, serviceCalendar } from '@/domain/gtfs'
import { liveState, readTripUpdates } from '@/domain/gtfs-realtime'
import { createBusDepartures } from '@/features/departures/bus/bus'
import { textFeed } from '@/features/departures/bus/feed'
import { readTimetable } from '@/features/departures/bus/import'
import { createRealtimeFeed } from '@/features/departures/bus/realtime'
import { parseFeedText, SAMPLE_TRIP_UPDATES } from '@/features/departures/bus/sample'
import { SAMPLE_FEED } from '@/features/departures/bus/sample-feed'

/**
 * Issue 23: "any upstream shape never throws past the adapter", for the buses: any GTFS-Realtime
 * bytes or decoded object, any CSV in the timetable's files, any rows from the database. Each ends
 * in a board, "scheduled" departures or a refused import, never a throw.
 */
const clock = Date.parse('2026-11-26T08:10:00Z')
const { FeedMessage } = GtfsRealtimeBindings.transit_realtime
const anyJson = fc.jsonValue({ maxDepth: 4 })
const departure = { tripId: 'B-WK-0815', serviceDate: '20261126', stopId: '0500HHUNT001', stopSequence: 1, at: clock + 300_000 }

/** The sample TripUpdates with random fields (of the header, an entity, its trip, a stop update) swapped for random JSON. */
const mutatedUpdates = fc
  .record({
    path: fc.constantFrom(
      'header',
      'entity',
      'tripUpdate',
      'trip',
      'stopTimeUpdate',
      'departure',
      'delay',
      'tripId',
      'stopSequence',
      'timestamp',
    ),
    value: anyJson,
  })
  .map(({ path, value }) => {
    type Loose = Record<string, unknown>
    const copy = structuredClone(SAMPLE_TRIP_UPDATES) as unknown as Loose
    const entity = (copy.entity as Loose[])[0]!
    const update = entity.tripUpdate as Loose
    const stop = (update.stopTimeUpdate as Loose[])[0]!
    if (path === 'header' || path === 'entity') copy[path] = value
    else if (path === 'tripUpdate') entity.tripUpdate = value
    else if (path === 'trip' || path === 'stopTimeUpdate') update[path] = value
    else if (path === 'tripId') (update.trip as Loose).tripId = value
    else if (path === 'timestamp') (copy.header as Loose).timestamp = value
    else stop[path] = value
    return copy
  })

describe('GTFS-Realtime of any shape (fast-check)', () => {
  it('a decoded feed of any shape is read without a throw, and says live or scheduled', () => {
    fc.assert(
      fc.property(fc.oneof(anyJson, mutatedUpdates), (message) => {
        const feed = readTripUpdates(message)
        const state = liveState(feed, departure)
        if (state.live && !state.cancelled) expect(Number.isFinite(state.expectedAt)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('any bytes from the feed: the adapter answers a feed or null (scheduled), never a throw', async () => {
    const valid = FeedMessage.encode(FeedMessage.fromObject(SAMPLE_TRIP_UPDATES)).finish()
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 300 }),
      // A real feed with bytes flipped or cut short.
      fc.tuple(fc.nat(valid.length - 1), fc.integer({ min: 0, max: 255 }), fc.boolean()).map(([at, byte, cut]) => {
        const copy = Uint8Array.from(valid)
        copy[at] = byte
        return cut ? copy.slice(0, at) : copy
      }),
    )
    await fc.assert(
      fc.asyncProperty(bytes, async (body) => {
        const realtime = createRealtimeFeed({
          env: { BUS_GTFS_RT_URL: 'http://stand-in/feed.pb' },
          now: () => clock,
          fetch: async () => new Response(Buffer.from(body)),
        })
        const feed = await realtime.current()
        expect(feed === null || feed.trips instanceof Map).toBe(true)
        liveState(feed, departure)
      }),
      { numRuns: 300 },
    )
  })
})

/** A fixture file with random lines inserted, a line replaced, or the whole text replaced. */
const junkFile = (text: string) =>
  fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.tuple(fc.nat(20), fc.string({ maxLength: 80 })).map(([at, line]) => {
      const lines = text.split('\n')
      lines.splice(at % (lines.length + 1), 0, line)
      return lines.join('\n')
    }),
    fc
      .tuple(fc.nat(20), fc.constantFrom('"', ',,,,,,,,,', '"unclosed, quote', '\u0000', 'x'.repeat(70_000), '99:99:99'))
      .map(([at, line]) => {
        const lines = text.split('\n')
        lines[at % lines.length] = line
        return lines.join('\n')
      }),
  )

const junkFeed = fc
  .record({ file: fc.constantFrom(...Object.keys(SAMPLE_FEED)), seed: fc.nat() })
  .chain(({ file }) => junkFile(SAMPLE_FEED[file]!).map((text) => ({ ...SAMPLE_FEED, [file]: text })))

describe('timetable CSV of any shape (fast-check)', () => {
  it('the import either keeps well-formed rows or refuses the feed with an error', async () => {
    await fc.assert(
      fc.asyncProperty(junkFeed, async (files) => {
        try {
          const timetable = await readTimetable(textFeed(files), ['0500HHUNT001', '0500HSTIV001'])
          for (const row of timetable.stopTimes) {
            expect(Number.isInteger(row.departureSeconds)).toBe(true)
            expect(Number.isInteger(row.stopSequence)).toBe(true)
          }
        } catch (error) {
          expect(error).toBeInstanceOf(Error)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('the rules never throw on junk rows, and every departure they find is real', () => {
    fc.assert(
      fc.property(junkFeed, (files) => {
        let tables
        try {
          tables = parseFeedText(files)
        } catch {
          return // csv-parse refused the text: the import fails the same way (above)
        }
        const calendar = serviceCalendar(readCalendars(tables.calendar), readCalendarDates(tables.calendarDates))
        const found = nextDepartures({ stopTimes: joinStopTimes(tables, new Set(['0500HHUNT001'])), calendar, from: clock })
        for (const d of found) expect(d.at).toBeGreaterThanOrEqual(clock)
      }),
      { numRuns: 200 },
    )
  })
})

describe('database rows of any shape (fast-check)', () => {
  it('the bus adapter answers a lookup, never a throw, and the answer is well formed', async () => {
    const anyRow = fc.dictionary(
      fc.constantFrom(
        'atco',
        'label',
        'name',
        'lat',
        'lon',
        'imported',
        'trip_id',
        'stop_id',
        'stop_sequence',
        'departure_seconds',
        'service_id',
        'monday',
        'start_date',
        'end_date',
        'date',
        'exception_type',
      ),
      fc.oneof(anyJson, fc.constant(null)),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(anyRow, { maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        async (answers, fails) => {
          let call = 0
          const bus = createBusDepartures({
            env: {},
            now: () => clock,
            db: () => ({
              query: async () => {
                if (fails && call === 2) throw new Error('connection terminated')
                return { rows: answers[call++ % answers.length]! as Record<string, unknown>[] }
              },
            }),
          })
          const lookup = await bus.lookup('huntingdon')
          const answer = busAnswer('huntingdon', lookup, clock)
          expect(JSON.parse(JSON.stringify(answer))).toMatchObject({ mode: 'bus', town: 'huntingdon' })
        },
      ),
      { numRuns: 200 },
    )
  })
})
