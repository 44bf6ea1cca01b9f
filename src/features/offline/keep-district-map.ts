'use client'

import type { Bounds } from '@/domain/tile-math'

import type { KeepDistrictMapProgress, KeepDistrictMapRequest } from './district-map-worker'

/** How long the worker may go without a word before keeping is given up. */
const SILENCE_MS = 30_000

/**
 * Asks the service worker to keep the district's street map for offline use: a town's streets
 * (`bounds`, and the street pictures of its map's first `view`) or the whole file ('district'). Resolves with what was kept; `kept: false` without a
 * service worker, offline, or when the server has no district file (the third-party style then
 * stays as it was: cached as viewed).
 */
export async function keepDistrictMap(
  request: KeepDistrictMapRequest,
  onProgress?: (done: number, total: number) => void,
): Promise<{ kept: boolean; bytes: number }> {
  if (!('serviceWorker' in navigator) || !navigator.onLine) return { kept: false, bytes: 0 }
  const worker = (await navigator.serviceWorker.getRegistration())?.active
  if (!worker) return { kept: false, bytes: 0 }
  return new Promise((resolve) => {
    // A worker of an older build does not know the message, and a browser may stop a worker mid-way:
    // with no word for this long, the keeping has failed.
    let watchdog = 0
    const silent = () => {
      clearTimeout(watchdog)
      watchdog = window.setTimeout(() => resolve({ kept: false, bytes: 0 }), SILENCE_MS)
    }
    const channel = new MessageChannel()
    channel.port1.onmessage = ({ data }: MessageEvent<KeepDistrictMapProgress>) => {
      if (data.type === 'progress') {
        silent()
        onProgress?.(data.done, data.total)
      } else {
        clearTimeout(watchdog)
        resolve({ kept: data.kept, bytes: data.bytes })
      }
    }
    silent()
    worker.postMessage({ type: 'KEEP_DISTRICT_MAP', payload: request }, [channel.port2])
  })
}

/** A town's `maxBounds` ([[west, south], [east, north]]) as the tile maths' box. */
export const boundsOfTown = ([[west, south], [east, north]]: [[number, number], [number, number]]): Bounds => [west, south, east, north]
