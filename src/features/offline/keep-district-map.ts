'use client'

import type { Bounds } from '@/domain/tile-math'

import type { KeepDistrictMapProgress } from './district-map-worker'

/**
 * Asks the service worker to keep the district's street map for offline use: a town's streets
 * (`bounds`) or the whole file ('district'). Resolves with what was kept; `kept: false` without a
 * service worker, offline, or when the server has no district file (the third-party style then
 * stays as it was: cached as viewed).
 */
export async function keepDistrictMap(
  { lang, bounds }: { lang: string; bounds: Bounds | 'district' },
  onProgress?: (done: number, total: number) => void,
): Promise<{ kept: boolean; bytes: number }> {
  if (!('serviceWorker' in navigator) || !navigator.onLine) return { kept: false, bytes: 0 }
  const worker = (await navigator.serviceWorker.getRegistration())?.active
  if (!worker) return { kept: false, bytes: 0 }
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = ({ data }: MessageEvent<KeepDistrictMapProgress>) => {
      if (data.type === 'progress') onProgress?.(data.done, data.total)
      else resolve({ kept: data.kept, bytes: data.bytes })
    }
    worker.postMessage({ type: 'KEEP_DISTRICT_MAP', payload: { lang, bounds } }, [channel.port2])
  })
}

/** A town's `maxBounds` ([[west, south], [east, north]]) as the tile maths' box. */
export const boundsOfTown = ([[west, south], [east, north]]: [[number, number], [number, number]]): Bounds => [west, south, east, north]
