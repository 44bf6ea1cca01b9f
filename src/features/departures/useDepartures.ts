'use client'

import { useEffect, useState } from 'react'
import useSWR from 'swr'

import type { DepartureMode, DeparturesAnswer } from '@/domain/departures'
import { DEPARTURES_REFRESH_MS, departuresPath } from '@/domain/departures-view'
import { getJson } from '@/features/http/client'

/**
 * A town's departures, asked of the server every minute and when the page comes back into view
 * (the server's own 30 s / 60 s cache answers most of them). A failed refresh keeps the last answer,
 * which the board shows with its age; offline, the service worker gives the last one it saw.
 */
export function useDepartures(
  mode: DepartureMode,
  dbKey: string | null,
  { near, callingPoints = false }: { near?: [number, number] | null; callingPoints?: boolean } = {},
) {
  const url = dbKey ? departuresPath(mode, dbKey, { near, callingPoints }) : null
  return useSWR<DeparturesAnswer>(url, (address: string) => getJson<DeparturesAnswer>(address, { kind: 'transport', networkFirst: true }), {
    refreshInterval: DEPARTURES_REFRESH_MS,
    revalidateOnFocus: true,
    keepPreviousData: true,
    errorRetryCount: 2,
  })
}

/** The time now, moved on every `everyMs`: boards drop departed trains and age their "updated" line. */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs)
    return () => window.clearInterval(timer)
  }, [everyMs])
  return now
}
