/**
 * Live bus times (issue 23, step 2): what a GTFS-Realtime TripUpdates feed says about a scheduled
 * departure. Pure: it reads the feed as the bindings decode it into plain objects
 * (`FeedMessage.toObject(message, { longs: Number, enums: String })`), whatever shape that object
 * has, and never throws.
 *
 * GTFS-Realtime reference: https://gtfs.org/documentation/realtime/reference/ (TripUpdate,
 * StopTimeUpdate, StopTimeEvent: `delay` in seconds, `time` in POSIX seconds; a delay at one stop
 * holds for the stops after it until the next update).
 */

/** An update of one stop of a trip. */
export type RtStopUpdate = {
  stopSequence: number | null
  stopId: string | null
  /** seconds late (negative: early) at this stop, if the feed says */
  delay: number | null
  /** the expected departure (or arrival) time, epoch milliseconds, if the feed says */
  time: number | null
  /** SKIPPED: the bus will not stop here; NO_DATA: nothing is known from here on */
  relationship: 'scheduled' | 'skipped' | 'no-data'
}

/** One TripUpdate: a trip on one day (its start date when the feed gives it). */
export type RtTripUpdate = {
  tripId: string
  /** "YYYYMMDD" */
  startDate: string | null
  canceled: boolean
  /** the trip's delay when no stop is named */
  delay: number | null
  stops: RtStopUpdate[]
}

export type RtFeed = {
  /** when the feed was produced (its header), epoch milliseconds */
  timestamp: number | null
  trips: Map<string, RtTripUpdate[]>
}

/** Delays beyond this are not believed (a bus a day late is another bus). */
export const RT_MAX_DELAY_SECONDS = 6 * 60 * 60
/** Within this of the timetable a bus is on time, as boards round it. */
export const RT_ON_TIME_SECONDS = 59

type Loose = Record<string, unknown>
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value)
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const asString = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

function asInteger(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN
  return Number.isSafeInteger(number) ? number : null
}

function delayOf(value: unknown): number | null {
  const delay = asInteger(value)
  return delay !== null && Math.abs(delay) <= RT_MAX_DELAY_SECONDS ? delay : null
}

function event(value: unknown): { delay: number | null; time: number | null } {
  if (!isObject(value)) return { delay: null, time: null }
  const seconds = asInteger(value.time)
  return { delay: delayOf(value.delay), time: seconds !== null && seconds > 0 ? seconds * 1000 : null }
}

function stopUpdate(value: unknown): RtStopUpdate | null {
  if (!isObject(value)) return null
  const departure = event(value.departure)
  const arrival = event(value.arrival)
  const relationship =
    value.scheduleRelationship === 'SKIPPED' ? 'skipped' : value.scheduleRelationship === 'NO_DATA' ? 'no-data' : 'scheduled'
  return {
    stopSequence: asInteger(value.stopSequence),
    stopId: asString(value.stopId),
    delay: departure.delay ?? arrival.delay,
    time: departure.time ?? arrival.time,
    relationship,
  }
}

/** A decoded FeedMessage's TripUpdates by trip id; anything that is not one is left out. */
export function readTripUpdates(message: unknown): RtFeed {
  const trips = new Map<string, RtTripUpdate[]>()
  if (!isObject(message)) return { timestamp: null, trips }
  const header = isObject(message.header) ? message.header : {}
  const stamp = asInteger(header.timestamp)
  for (const entity of asArray(message.entity)) {
    if (!isObject(entity) || entity.isDeleted === true || !isObject(entity.tripUpdate)) continue
    const update = entity.tripUpdate
    const trip = isObject(update.trip) ? update.trip : {}
    const tripId = asString(trip.tripId)
    if (!tripId) continue
    const startDate = asString(trip.startDate)
    const relationship = trip.scheduleRelationship
    const parsed: RtTripUpdate = {
      tripId,
      startDate: startDate && /^\d{8}$/.test(startDate) ? startDate : null,
      canceled: relationship === 'CANCELED' || relationship === 'DELETED',
      delay: delayOf(update.delay),
      stops: asArray(update.stopTimeUpdate).flatMap((item) => {
        const stop = stopUpdate(item)
        return stop ? [stop] : []
      }),
    }
    trips.set(tripId, [...(trips.get(tripId) ?? []), parsed])
  }
  return { timestamp: stamp !== null && stamp > 0 ? stamp * 1000 : null, trips }
}

export type LiveState =
  | { live: false }
  | { live: true; cancelled: true }
  | { live: true; cancelled: false; expectedAt: number; delaySeconds: number }

/**
 * What the feed says about a trip leaving a stop at `scheduledAt` on a service day: cancelled, an
 * expected time, or nothing (the departure stays "scheduled"). The stop's own update wins; then
 * the delay of the last update before it on the trip (delays propagate); then the trip's delay.
 */
export function liveState(
  feed: RtFeed | null,
  departure: { tripId: string; serviceDate: string; stopId: string; stopSequence: number; at: number },
): LiveState {
  const updates = feed?.trips.get(departure.tripId)
  if (!updates?.length) return { live: false }
  const update = updates.find((u) => u.startDate === departure.serviceDate) ?? updates.find((u) => u.startDate === null)
  if (!update) return { live: false }
  if (update.canceled) return { live: true, cancelled: true }

  const own =
    update.stops.find((s) => s.stopSequence !== null && s.stopSequence === departure.stopSequence) ??
    update.stops.find((s) => s.stopSequence === null && s.stopId === departure.stopId)
  const expected = (delay: number) => ({
    live: true as const,
    cancelled: false as const,
    expectedAt: departure.at + delay * 1000,
    delaySeconds: delay,
  })
  if (own) {
    if (own.relationship === 'skipped') return { live: true, cancelled: true }
    if (own.relationship === 'no-data') return { live: false }
    if (own.time !== null) {
      const delay = Math.round((own.time - departure.at) / 1000)
      if (Math.abs(delay) <= RT_MAX_DELAY_SECONDS) return { live: true, cancelled: false, expectedAt: own.time, delaySeconds: delay }
    }
    if (own.delay !== null) return expected(own.delay)
  }
  const before = update.stops
    .filter((s) => s.stopSequence !== null && s.stopSequence < departure.stopSequence)
    .sort((a, b) => b.stopSequence! - a.stopSequence!)[0]
  if (before) {
    if (before.relationship === 'no-data') return { live: false }
    if (before.delay !== null) return expected(before.delay)
  }
  if (update.delay !== null) return expected(update.delay)
  return { live: false }
}
