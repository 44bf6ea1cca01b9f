import type { Pool } from 'pg'

import { DATABASE_TIMEOUTS } from '@/domain/database-timeouts'
import type { ErrorReportInput, FeedbackInput, UsageEvent } from '@/domain/usage-event-schemas'

import { sidePool } from './side-pool'

/**
 * The ingest routes' own pool, apart from Payload's: a burst of visitor events never takes the
 * connections that editors and page regeneration need, and a hung database fails it in a second.
 */
export const ingestPool = sidePool(DATABASE_TIMEOUTS.ingest)

// Every time written here is the server's reading of the client's (correctedTimestamp): judged and clamped by the route.

/** One INSERT for the whole batch; a replayed client id is skipped (idempotent). Returns rows written. */
export async function writeUsageEvents(pool: Pool, events: UsageEvent[]): Promise<number> {
  const rows = events.map((e) => ({
    client_id: e.id,
    type: e.type,
    occurred_at: new Date(e.ts).toISOString(),
    town: e.town ?? null,
    locale: e.locale,
    mode: e.mode,
    kiosk_id: e.kioskId ?? null,
    path: e.path ?? null,
    place: e.place ?? null,
    target: e.target ?? null,
    is_on: e.on ?? null,
    search_length: e.searchLength ?? null,
    result_count: e.resultCount ?? null,
    stop: e.stop ?? null,
  }))
  const result = await pool.query(
    `INSERT INTO usage_events (client_id, type, occurred_at, town, locale, mode, kiosk_id, path, place, target, is_on, search_length, result_count, stop)
     SELECT client_id, type, occurred_at, town, locale, mode, kiosk_id, path, place, target, is_on, search_length, result_count, stop
     FROM json_to_recordset($1::json) AS e(client_id varchar, type varchar, occurred_at timestamptz, town varchar, locale varchar,
       mode varchar, kiosk_id varchar, path varchar, place varchar, target varchar, is_on boolean, search_length int, result_count int, stop int)
     ON CONFLICT (client_id) DO NOTHING`,
    [JSON.stringify(rows)],
  )
  return result.rowCount ?? 0
}

export async function writeFeedback(pool: Pool, input: Omit<FeedbackInput, 'sentAt'>): Promise<number> {
  const result = await pool.query(
    `INSERT INTO feedback_messages (client_id, message, rating, town, locale, mode, path, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6::enum_feedback_messages_mode, $7, $8)
     ON CONFLICT (client_id) DO NOTHING`,
    [
      input.id,
      input.message,
      input.rating ?? null,
      input.town ?? null,
      input.locale,
      input.mode,
      input.path ?? null,
      new Date(input.ts).toISOString(),
    ],
  )
  return result.rowCount ?? 0
}

export async function writeErrorReport(pool: Pool, input: Omit<ErrorReportInput, 'sentAt'>): Promise<number> {
  const result = await pool.query(
    `INSERT INTO error_reports_log (client_id, message, name, stack, digest, path, locale, mode, user_agent, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::enum_error_reports_log_mode, $9, $10)
     ON CONFLICT (client_id) DO NOTHING`,
    [
      input.id,
      input.message,
      input.name ?? null,
      input.stack ?? null,
      input.digest ?? null,
      input.path ?? null,
      input.locale ?? null,
      input.mode ?? null,
      input.userAgent ?? null,
      new Date(input.ts).toISOString(),
    ],
  )
  return result.rowCount ?? 0
}
