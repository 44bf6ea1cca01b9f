import * as z from './zod'

/**
 * The JSON answer of National Rail's Live Departure Board web service (Darwin OpenLDBWS, schema
 * version 2021-11-01) as the Rail Data Marketplace serves it:
 * `GET {base}/LDBWS/api/20220120/GetDepartureBoard/{crs}?numRows=10` (or `GetDepBoardWithDetails`
 * for calling points), header `x-apikey`. Field names follow the service's StationBoard /
 * ServiceItem types; the REST flavour leaves out absent fields or sends them as null, so every
 * optional field here is `nullish`. Unknown fields are ignored (the service adds fields over time).
 *
 * The board itself must be well formed (a station, a generatedAt time); each service is checked on
 * its own, so one odd service is dropped rather than blanking the whole board.
 */

/** "HH:MM" as the boards show it: Darwin's scheduled times are always a 24-hour clock time. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/
/** generatedAt: ISO 8601 with an offset and up to seven decimals ("2026-11-26T08:10:04.2311957+00:00"). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/

const text = z.nullish(z.string())
const flag = z.nullish(z.boolean())

export const ldbLocationSchema = z.object({
  locationName: z.string(),
  crs: text,
  via: text,
  futureChangeTo: text,
  assocIsCancelled: flag,
})

export const ldbCallingPointSchema = z.object({
  locationName: z.string(),
  crs: text,
  /** scheduled time, "HH:MM" */
  st: z.string().check(z.regex(CLOCK_TIME)),
  /** estimated: "On time", "Delayed", "Cancelled", "No report" or "HH:MM" */
  et: text,
  /** actual, once the train has called */
  at: text,
  isCancelled: flag,
})

export const ldbCallingPointListSchema = z.object({
  callingPoint: z.nullish(z.array(ldbCallingPointSchema)),
  serviceType: text,
  serviceChangeRequired: flag,
  assocIsCancelled: flag,
})

export const ldbServiceSchema = z.object({
  /** scheduled time of departure, "HH:MM" (a departure board's services always have one) */
  std: z.string().check(z.regex(CLOCK_TIME)),
  /** estimated time of departure: "On time", "Delayed", "Cancelled" or "HH:MM" */
  etd: text,
  platform: text,
  operator: text,
  operatorCode: text,
  isCancelled: flag,
  cancelReason: text,
  delayReason: text,
  /** "train", "bus" or "ferry" (the REST flavour sends the enumeration's name) */
  serviceType: text,
  serviceID: text,
  length: z.nullish(z.number()),
  origin: z.nullish(z.array(ldbLocationSchema)),
  destination: z.array(ldbLocationSchema).check(z.minLength(1)),
  subsequentCallingPoints: z.nullish(z.array(ldbCallingPointListSchema)),
})

export const ldbBoardSchema = z.object({
  generatedAt: z.string().check(z.regex(ISO_INSTANT)),
  locationName: z.string(),
  crs: z.string(),
  platformAvailable: flag,
  areServicesAvailable: flag,
  /** station messages; HTML in `Value` */
  nrccMessages: z.nullish(z.array(z.unknown())),
  trainServices: z.nullish(z.array(z.unknown())),
  busServices: z.nullish(z.array(z.unknown())),
  ferryServices: z.nullish(z.array(z.unknown())),
})

/** A message of `nrccMessages`; older answers spell the field `value`. */
export const ldbMessageSchema = z.union([z.object({ Value: z.string() }), z.object({ value: z.string() })])

export type LdbBoard = z.infer<typeof ldbBoardSchema>
export type LdbService = z.infer<typeof ldbServiceSchema>
export type LdbCallingPoint = z.infer<typeof ldbCallingPointSchema>
