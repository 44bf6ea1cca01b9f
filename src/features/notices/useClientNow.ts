'use client'

import { useEffect, useState } from 'react'

/** How often "now" moves on while a page stays open, so notices expire and events pass without a reload. */
export const CLIENT_NOW_REFRESH_MS = 60_000

/**
 * The current time, known only in the browser: pages are generated ahead of time, so "now" at build
 * time would be wrong. Null during the server render and hydration (render a loading state then).
 */
export function useClientNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => {
    setNow(new Date())
    const timer = setInterval(() => setNow(new Date()), CLIENT_NOW_REFRESH_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}
