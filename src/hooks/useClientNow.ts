'use client'

import { useSyncExternalStore } from 'react'

/** How often "now" moves on while a page stays open, so notices expire and events pass without a reload. */
const CLIENT_NOW_REFRESH_MS = 60_000

// One clock for every component on the page, so a list and its count never disagree by a tick.
let now: Date | null = null
let timer: ReturnType<typeof setInterval> | undefined
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) {
    now = new Date()
    timer = setInterval(() => {
      now = new Date()
      for (const notify of listeners) notify()
    }, CLIENT_NOW_REFRESH_MS)
    listener()
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    clearInterval(timer)
    // The next component to mount starts from "not known yet", as on a fresh page.
    now = null
  }
}

/**
 * The current time, known only in the browser: pages are generated ahead of time, so "now" at build
 * time would be wrong. Null during the server render and hydration (render a loading state then).
 */
export function useClientNow(): Date | null {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => null,
  )
}
