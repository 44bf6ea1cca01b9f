'use client'

import { claimReload, type ReloadRecords } from '@/domain/reload-guard'

const KEY = 'townguide:reloads'

/** A full page load of `path`, unless that path was force-reloaded in the last 10 seconds. */
export function guardedReload(path: string): boolean {
  let records: ReloadRecords = {}
  try {
    records = JSON.parse(sessionStorage.getItem(KEY) ?? '{}')
  } catch {
    records = {}
  }
  const claim = claimReload(records, path, Date.now())
  try {
    sessionStorage.setItem(KEY, JSON.stringify(claim.records))
  } catch {
    // Without session storage the guard cannot persist: never reload then.
    return false
  }
  if (claim.allowed) window.location.assign(path)
  return claim.allowed
}
