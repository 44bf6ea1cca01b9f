'use client'

import { useCallback, useMemo, useSyncExternalStore } from 'react'

import { restoreProgress, type TourProgress } from '@/domain/tours'

/**
 * A tour in progress is kept on the device (localStorage), per tour, so a visitor who closes the
 * page, loses signal or looks at a stop's details comes back to the stop they were heading for.
 * Nothing is kept before "Start the tour"; "End the tour" forgets it.
 */
const key = (tour: string) => `town-guide:tour-progress:${tour}`
const CHANGED = 'town-guide:tour-progress-change'

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange)
  // Another tab of the same tour.
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CHANGED, onChange)
    window.removeEventListener('storage', onChange)
  }
}

function readRaw(tour: string): string | null {
  try {
    return window.localStorage.getItem(key(tour))
  } catch {
    return null
  }
}

/** The progress kept for `tour` (null before it was started here), and how to change it. */
export function useTourProgress(tour: string, stopCount: number) {
  // Read after hydration: the server cannot know what this device kept.
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(tour),
    () => null,
  )
  const progress = useMemo<TourProgress | null>(() => {
    if (raw === null) return null
    try {
      return restoreProgress(JSON.parse(raw), stopCount)
    } catch {
      return null
    }
  }, [raw, stopCount])

  const setProgress = useCallback(
    (next: TourProgress | null) => {
      try {
        if (next) window.localStorage.setItem(key(tour), JSON.stringify(next))
        else window.localStorage.removeItem(key(tour))
      } catch {
        // Storage full or refused (private browsing): the tour works for this visit, it is just not kept.
      }
      window.dispatchEvent(new Event(CHANGED))
    },
    [tour],
  )
  return [progress, setProgress] as const
}
