'use client'

import { atom } from 'jotai'

import { parseBustCache, parseDebug, restoreCacheBust, type StoredFlag } from '@/domain/session-flags'

const KEYS = { bustCache: 'townguide:bustcache', debug: 'townguide:debug' } as const

function read(key: string): StoredFlag | null {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

function write(key: string, on: boolean) {
  try {
    if (on) sessionStorage.setItem(key, JSON.stringify({ on, since: Date.now() } satisfies StoredFlag))
    else sessionStorage.removeItem(key)
  } catch {
    // Private mode without storage: the flag lasts for this page only.
  }
}

/** Cache bypass for this session (spec: ?bustcache=1|true; restored only while under an hour old). */
export const cacheBypassAtom = atom(false)
/** Debug information for this session (spec: ?debug=true). */
export const debugAtom = atom(false)

/** Reads the URL and the session once on load; the URL turns flags on, the session remembers them. */
export function initialFlags(search: string, now = Date.now()): { bypass: boolean; debug: boolean } {
  const params = new URLSearchParams(search)
  if (parseBustCache(params.get('bustcache'))) write(KEYS.bustCache, true)
  if (parseDebug(params.get('debug'))) write(KEYS.debug, true)
  return { bypass: restoreCacheBust(read(KEYS.bustCache), now), debug: Boolean(read(KEYS.debug)?.on) }
}

export function storeCacheBypass(on: boolean) {
  write(KEYS.bustCache, on)
  setBypassForRequests(on)
}

export function storeDebug(on: boolean) {
  write(KEYS.debug, on)
}

/** The HTTP client reads this outside React. */
let bypassForRequests = false
export const isCacheBypassed = () => bypassForRequests
export function setBypassForRequests(on: boolean) {
  bypassForRequests = on
}
