'use client'

import { KIOSK_VALUES, SCREEN_VALUES, displayModeOf, normaliseStoredSettings, KIOSK_SETTINGS_STORAGE_KEY } from '@/domain/kiosk-settings'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/domain/locales'
import { INGEST_LIMITS, type UsageEvent, type UsageMode } from '@/domain/usage-events'

import { HttpError, send } from '../http/client'

/** How long events wait to be sent together, and the most kept while the server cannot be reached (spec §5: sync queue ≤ 1000). */
export const USAGE_FLUSH_DELAY_MS = 2000
export const USAGE_MAX_PENDING = 1000
export const USAGE_ENDPOINT = '/api/usage-stats/batch'

/** What a caller says; the recorder adds id, time, town, locale, mode and kiosk id. */
export type UsageInput = Pick<UsageEvent, 'type'> & Partial<Pick<UsageEvent, 'place' | 'target' | 'on' | 'searchLength' | 'resultCount' | 'town'>>

let pending: UsageEvent[] = []
let timer: ReturnType<typeof setTimeout> | undefined
let flushing: Promise<void> | undefined

const TOWN_SEGMENTS = new Set(['explore', 'kiosk', 'screen'])

/** Locale, mode, kiosk id and town of the page at `pathname` (English is unprefixed). */
export function usageContext(pathname: string): Pick<UsageEvent, 'locale' | 'mode' | 'kioskId' | 'town' | 'path'> {
  const segments = pathname.split('/').filter(Boolean)
  const locale: Locale = (LOCALES as readonly string[]).includes(segments[0] ?? '') ? (segments.shift() as Locale) : DEFAULT_LOCALE
  const rest = `/${segments.join('/')}`
  const display = displayModeOf(rest)
  const mode: UsageMode = display ?? 'phone'
  let settings = normaliseStoredSettings(null)
  if (display) {
    try {
      settings = normaliseStoredSettings(JSON.parse(localStorage.getItem(KIOSK_SETTINGS_STORAGE_KEY) ?? 'null'))
    } catch {
      // defaults
    }
  }
  const townInPath = TOWN_SEGMENTS.has(segments[0] ?? '') && segments[1] && /^[a-z0-9-]+$/.test(segments[1]) ? segments[1] : null
  const kioskId = display === 'kiosk' ? settings.kiosk : display === 'screen' ? settings.screen : null
  return {
    locale,
    mode,
    kioskId: kioskId && ([...KIOSK_VALUES, ...SCREEN_VALUES] as string[]).includes(kioskId) ? kioskId : null,
    town: townInPath ?? (display ? settings.town : null),
    path: rest.slice(0, INGEST_LIMITS.path),
  }
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}

/** Sends what is pending, in batches of at most 100; events that fail stay for the next flush (the server drops replays). */
export function flushUsage(): Promise<void> {
  if (timer) clearTimeout(timer)
  timer = undefined
  flushing ??= (async () => {
    try {
      while (pending.length) {
        const batch = pending.slice(0, INGEST_LIMITS.maxEventsPerBatch)
        try {
          await send(USAGE_ENDPOINT, { method: 'POST', body: { events: batch } })
        } catch (error) {
          // A 4xx other than 408/429 means this batch can never pass: drop it. Otherwise keep it for later.
          const status = error instanceof HttpError ? error.status : 0
          if (!(status >= 400 && status < 500 && status !== 408 && status !== 429)) break
        }
        pending = pending.slice(batch.length)
      }
    } finally {
      flushing = undefined
    }
  })()
  return flushing
}

/** Records one usage event for the current page; sent with others a moment later. Never throws. */
export function recordUsage(input: UsageInput): void {
  if (typeof window === 'undefined') return
  try {
    const context = usageContext(window.location.pathname)
    const event: UsageEvent = { id: newId(), ts: Date.now(), ...context, ...input, town: input.town ?? context.town }
    pending.push(event)
    if (pending.length > USAGE_MAX_PENDING) pending = pending.slice(-USAGE_MAX_PENDING)
    if (pending.length >= INGEST_LIMITS.maxEventsPerBatch) void flushUsage()
    else if (!timer) timer = setTimeout(() => void flushUsage(), USAGE_FLUSH_DELAY_MS)
  } catch {
    // statistics must never break the page
  }
}
