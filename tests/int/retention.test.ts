import { randomUUID } from 'node:crypto'

import type { Pool } from 'pg'
import { describe, expect, it } from 'vitest'

import { pruneRateCounters } from '@/data/rate-limit-store'
import { deleteExpiredVisitorData } from '@/data/visitor-data-retention'
import { RATE_LIMIT_ROW_TTL_MS } from '@/domain/rate-limit'
import { retentionCutoff, retentionMonths } from '@/domain/retention'

import { testPayload } from './payload'

const now = new Date('2026-11-25T12:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString()

describe('visitor data retention (issue 16)', () => {
  it('deletes usage events, feedback, error reports and contact messages older than the retention, and nothing newer', async () => {
    const payload = await testPayload()
    const pool = (payload.db as unknown as { pool: Pool }).pool
    const old = daysAgo(13 * 31 + 5)
    const recent = daysAgo(30)
    const ids = { old: randomUUID(), recent: randomUUID() }
    for (const [key, at] of [
      ['old', old],
      ['recent', recent],
    ] as const) {
      await pool.query(
        `INSERT INTO usage_events (client_id, type, occurred_at, locale, mode) VALUES ($1, 'page_view', $2, 'en', 'phone')`,
        [ids[key], at],
      )
      await pool.query(`INSERT INTO feedback_messages (client_id, message, locale, mode, created_at) VALUES ($1, 'x', 'en', 'phone', $2)`, [
        ids[key],
        at,
      ])
      await pool.query(`INSERT INTO error_reports_log (client_id, message, created_at) VALUES ($1, 'x', $2)`, [ids[key], at])
      await pool.query(
        `INSERT INTO contact_messages (name, email, subject, message, created_at, updated_at) VALUES ('Ann', 'a@b.org', $1, 'x', $2, $2)`,
        [ids[key], at],
      )
    }
    const deleted = await deleteExpiredVisitorData(pool, now, 13)
    for (const table of ['usage_events', 'feedback_messages', 'error_reports_log', 'contact_messages'])
      expect(deleted[table], table).toBeGreaterThanOrEqual(1)
    const left = async (sql: string) => (await pool.query(sql, [[ids.old, ids.recent]])).rows.map((r) => r.id).sort()
    const expected = [ids.recent]
    expect(await left('SELECT client_id AS id FROM usage_events WHERE client_id = ANY($1)')).toEqual(expected)
    expect(await left('SELECT client_id AS id FROM feedback_messages WHERE client_id = ANY($1)')).toEqual(expected)
    expect(await left('SELECT client_id AS id FROM error_reports_log WHERE client_id = ANY($1)')).toEqual(expected)
    expect(await left('SELECT subject AS id FROM contact_messages WHERE subject = ANY($1)')).toEqual(expected)
  })

  it('keeps 13 months unless RETENTION_MONTHS says otherwise, and counts months on the calendar', () => {
    expect(retentionMonths({})).toBe(13)
    expect(retentionMonths({ RETENTION_MONTHS: '6' })).toBe(6)
    expect(retentionMonths({ RETENTION_MONTHS: 'forever' })).toBe(13)
    expect(retentionMonths({ RETENTION_MONTHS: '0' })).toBe(13)
    expect(retentionCutoff(new Date('2026-11-25T12:00:00Z'), 13).toISOString()).toBe('2025-10-25T12:00:00.000Z')
    expect(retentionCutoff(new Date('2026-03-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z')
  })

  it('prunes rate-limit counters of windows long past', async () => {
    const payload = await testPayload()
    const pool = (payload.db as unknown as { pool: Pool }).pool
    const key = randomUUID()
    await pool.query('INSERT INTO ingest_rate_limits (key, window_start, count) VALUES ($1, $2, 3), ($3, $4, 1)', [
      `${key}-old`,
      Date.now() - RATE_LIMIT_ROW_TTL_MS - 60_000,
      `${key}-now`,
      Date.now(),
    ])
    await pruneRateCounters(pool)
    const keys = (await pool.query('SELECT key FROM ingest_rate_limits WHERE key LIKE $1', [`${key}%`])).rows.map((r) => r.key)
    expect(keys).toEqual([`${key}-now`])
  })
})
