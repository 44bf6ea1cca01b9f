'use client'

import { KIOSK_VALUES, SCREEN_VALUES, displayModeOf, normaliseStoredSettings, KIOSK_SETTINGS_STORAGE_KEY } from '@/domain/kiosk-settings'
import { localeOfPath, pathWithoutLocale } from '@/domain/locales'
import type { UsageEvent } from '@/domain/usage-event-schemas'
import { INGEST_LIMITS, type UsageMode } from '@/domain/usage-events'

import { enqueueSync, newClientId } from '../offline/queues'

/** What a caller says; the recorder adds id, time, town, locale, mode and kiosk id. */
type UsageInput = Pick<UsageEvent, 'type'> &
  Partial<Pick<UsageEvent, 'place' | 'target' | 'on' | 'searchLength' | 'resultCount' | 'town' | 'stop'>>

const TOWN_SEGMENTS = new Set(['explore', 'kiosk', 'screen'])

/** Locale, mode, kiosk id and town of the page at `pathname` (English is unprefixed). */
export function usageContext(pathname: string): Pick<UsageEvent, 'locale' | 'mode' | 'kioskId' | 'town' | 'path'> {
  const locale = localeOfPath(pathname)
  const segments = pathWithoutLocale(pathname).split('/').filter(Boolean)
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

const storing = new Set<Promise<void>>()

/** Once the events recorded so far are in the sync queue (IndexedDB): from there a later page sends them. */
export async function usageStored(): Promise<void> {
  await Promise.all(storing)
}

/** Records one usage event for the current page through the sync queue (spec §3). Never throws. */
export function recordUsage(input: UsageInput): void {
  if (typeof window === 'undefined') return
  try {
    const context = usageContext(window.location.pathname)
    const event: UsageEvent = { id: newClientId(), ts: Date.now(), ...context, ...input, town: input.town ?? context.town }
    const stored = enqueueSync('usage_stats', event).catch(() => {
      // statistics must never break the page
    })
    storing.add(stored)
    void stored.finally(() => storing.delete(stored))
  } catch {
    // statistics must never break the page
  }
}
