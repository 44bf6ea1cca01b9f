import { parse } from 'csv-parse/sync'

import { BUS_BOARD_ROWS_PER_STOP, busAnswer, busDeparture, type BusStop, chooseBusStop, type DeparturesAnswer } from '@/domain/departures'
import { type GtfsTables, joinStopTimes, nextDepartures, readCalendarDates, readCalendars, serviceCalendar } from '@/domain/gtfs'
import { liveState, readTripUpdates, type RtFeed } from '@/domain/gtfs-realtime'

import { GTFS_CSV_OPTIONS } from './csv-options'
import { SAMPLE_FEED } from './sample-feed'

/** The sample's clock: a Thursday morning in term time, 08:10 in London. */
export const SAMPLE_CLOCK = Date.parse('2026-11-26T08:10:00Z')

/** The stops each town names in the sample (the fixture's made-up codes). */
export const SAMPLE_TOWN_STOPS: Readonly<Record<string, readonly { atco: string; label?: string }[]>> = {
  huntingdon: [
    { atco: '0500HHUNT001', label: 'Bus station, stop A' },
    { atco: '0500HHUNT002', label: 'Bus station, stop B' },
  ],
  stIves: [{ atco: '0500HSTIV001' }, { atco: '0500HSTIV002' }],
  ramsey: [{ atco: '0500HRAMS001' }],
  stNeots: [{ atco: '0500HSTNE001' }],
}

/**
 * The live part of the sample, as the GTFS-RT bindings decode a TripUpdates feed: the 08:15 busway
 * bus four minutes late, the 08:35 cancelled; every other departure stays "scheduled".
 */
export const SAMPLE_TRIP_UPDATES = {
  header: { gtfsRealtimeVersion: '2.0', incrementality: 'FULL_DATASET', timestamp: SAMPLE_CLOCK / 1000 - 20 },
  entity: [
    {
      id: 'B-WK-0815',
      tripUpdate: {
        trip: { tripId: 'B-WK-0815', startDate: '20261126', scheduleRelationship: 'SCHEDULED' },
        stopTimeUpdate: [{ stopSequence: 1, stopId: '0500HHUNT001', departure: { delay: 240 } }],
      },
    },
    { id: 'B-WK-0835', tripUpdate: { trip: { tripId: 'B-WK-0835', startDate: '20261126', scheduleRelationship: 'CANCELED' } } },
  ],
}

const FILES: Record<keyof GtfsTables, string> = {
  agency: 'agency.txt',
  stops: 'stops.txt',
  routes: 'routes.txt',
  trips: 'trips.txt',
  stopTimes: 'stop_times.txt',
  calendar: 'calendar.txt',
  calendarDates: 'calendar_dates.txt',
}

/** A feed's files (their text) as tables of rows, read as the import reads them. */
export function parseFeedText(files: Readonly<Record<string, string>>): GtfsTables {
  const read = (name: string) => (files[name] ? (parse(files[name], GTFS_CSV_OPTIONS) as unknown as Record<string, string>[]) : [])
  return Object.fromEntries(Object.entries(FILES).map(([table, name]) => [table, read(name)])) as GtfsTables
}

/**
 * A bus board built from the bundled sample timetable at the sample's clock, through the same
 * rules as the real one (calendar, exceptions, after-midnight trips, live delays): what
 * /test/bus-departures shows, labelled "sample data", when no timetable is configured.
 */
export function sampleBusBoard({
  town = 'huntingdon',
  stop = null,
  now = SAMPLE_CLOCK,
  live = true,
  rows,
}: { town?: string; stop?: string | null; now?: number; live?: boolean; rows?: number } = {}): DeparturesAnswer {
  const tables = parseFeedText(SAMPLE_FEED)
  const named = SAMPLE_TOWN_STOPS[town] ?? []
  const byId = new Map(tables.stops.map((row) => [row.stop_id, row]))
  const stops: BusStop[] = named.map(({ atco, label }) => {
    const row = byId.get(atco)
    return { atco, name: label ?? row?.stop_name ?? atco, lngLat: row ? [Number(row.stop_lon), Number(row.stop_lat)] : null }
  })
  const calendar = serviceCalendar(readCalendars(tables.calendar), readCalendarDates(tables.calendarDates))
  const stopTimes = joinStopTimes(tables, new Set(stops.map((s) => s.atco)))
  const feed: RtFeed | null = live ? readTripUpdates(SAMPLE_TRIP_UPDATES) : null
  const names = new Map(stops.map((s) => [s.atco, s.name]))
  const departures = nextDepartures({ stopTimes, calendar, from: now, perStop: BUS_BOARD_ROWS_PER_STOP }).map((departure) => ({
    atco: departure.stopId,
    departure: busDeparture(departure, liveState(feed, departure), names.get(departure.stopId) ?? departure.stopId),
  }))
  const choice = chooseBusStop(stops, { stop })
  return busAnswer(
    town,
    { configured: true, good: { board: { stops, generatedAt: new Date(now).toISOString(), departures }, fetchedAt: now }, failure: null },
    now,
    { stop: choice.ok ? choice.stop : null, rows },
  )
}
