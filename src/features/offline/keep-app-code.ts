'use client'

import { afterLoad } from '@/components/after-load'
import { type ConnectionInfo, connectionOf, isConstrainedConnection } from '@/domain/connection'

/** The worker's answer: how many public chunks it still lacks (0: the guide is ready offline). */
export type KeptAppCode = { missing: number }

/** Asks the active service worker to keep the public app's chunks it lacks (service-worker.ts); null without one. */
async function askWorker(): Promise<KeptAppCode | null> {
  const worker = (await navigator.serviceWorker.getRegistration())?.active
  if (!worker) return null
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    // A worker too old to know the message never answers: give up after a while.
    const timer = setTimeout(() => resolve(null), 120_000)
    channel.port1.onmessage = (event: MessageEvent<KeptAppCode>) => {
      clearTimeout(timer)
      resolve(event.data)
    }
    worker.postMessage({ type: 'KEEP_PUBLIC_CHUNKS' }, [channel.port2])
  })
}

/**
 * Once the page has loaded and the browser is idle, has the service worker fetch the public app's
 * code it does not have yet, so every feature works offline after one visit (issue 17). Never on a
 * constrained connection: it waits for the connection to change, or for the visitor to come back
 * online, and goes on from what is still missing. `onResult` hears each answer. Returns a cancel.
 */
export function keepAppCodeWhenIdle(onResult: (result: KeptAppCode) => void): () => void {
  let cancelled = false
  let running = false
  let idle: ReturnType<typeof setTimeout> | undefined
  const run = async () => {
    if (cancelled || running || !navigator.onLine || isConstrainedConnection(connectionOf(navigator))) return
    running = true
    try {
      const result = await askWorker()
      if (result && !cancelled) onResult(result)
    } finally {
      running = false
    }
  }
  // requestIdleCallback where the browser has it (not Safari): a second's pause elsewhere.
  const whenIdle = () => {
    clearTimeout(idle)
    idle = setTimeout(
      () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => void run(), { timeout: 5000 }) : void run()),
      1000,
    )
  }
  const cancelAfterLoad = afterLoad(whenIdle)
  const connection = connectionOf<ConnectionInfo & EventTarget>(navigator)
  connection?.addEventListener('change', whenIdle)
  window.addEventListener('online', whenIdle)
  navigator.serviceWorker.addEventListener('controllerchange', whenIdle)
  return () => {
    cancelled = true
    cancelAfterLoad()
    clearTimeout(idle)
    connection?.removeEventListener('change', whenIdle)
    window.removeEventListener('online', whenIdle)
    navigator.serviceWorker.removeEventListener('controllerchange', whenIdle)
  }
}
