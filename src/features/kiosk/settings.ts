'use client'

import { atom } from 'jotai'
import { atomWithStorage, createJSONStorage } from 'jotai/utils'

import {
  applySettingsParams,
  DEFAULT_KIOSK_SETTINGS,
  KIOSK_SETTINGS_STORAGE_KEY,
  type KioskSettings,
  normaliseStoredSettings,
} from '@/domain/kiosk-settings'

/** The kiosk settings, stored in localStorage under one fixed key (spec §4 "Kiosk settings"). */
export const kioskSettingsAtom = atomWithStorage<KioskSettings>(
  KIOSK_SETTINGS_STORAGE_KEY,
  DEFAULT_KIOSK_SETTINGS,
  createJSONStorage<KioskSettings>(() => localStorage),
)

/** Per-visitor aids: reach mode and high contrast/large text. Not stored, so a reset (reload) clears them. */
export const reachModeAtom = atom(false)
export const highContrastAtom = atom(false)

export function readStoredSettings(): KioskSettings {
  try {
    const raw = localStorage.getItem(KIOSK_SETTINGS_STORAGE_KEY)
    return normaliseStoredSettings(raw ? JSON.parse(raw) : null)
  } catch {
    return DEFAULT_KIOSK_SETTINGS
  }
}

/**
 * Applies settown/setkiosk/setscreen of the current URL to the stored settings: valid values are
 * stored (normalised), invalid ones are ignored with a console warning. Returns the settings in force.
 */
export function applySettingsFromUrl(save: (settings: KioskSettings) => void): KioskSettings {
  const stored = readStoredSettings()
  const { settings, changed, invalid } = applySettingsParams(stored, new URLSearchParams(window.location.search))
  for (const { param, value } of invalid)
    console.warn(`[kiosk] Ignored invalid ${param}=${JSON.stringify(value)}; keeping the stored value.`)
  if (changed) save(settings)
  return settings
}
