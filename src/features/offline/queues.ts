'use client'

import { atom, getDefaultStore } from 'jotai'

import {
  afterAttempt,
  CANNOT_SYNC_OFFLINE_MESSAGE,
  clientIdOf,
  isExpired,
  itemsToDrop,
  newOfflineItem,
  newSyncItem,
  nextBatch,
  outcomesOf,
  type SyncItemType,
  type SyncQueueItem,
  syncRequestFor,
  type WriteMethod,
} from '@/domain/offline-queue'

import { deliver } from './delivery'
import { deleteItems, listItems, putItem } from './queue-store'

/** What is waiting: the visitor's own actions (queued writes and feedback) and the whole sync queue. */
export const queueStatusAtom = atom({ actions: 0, syncing: 0 })

/** Items recorded while online are sent after this short pause, so a burst travels as one batch. */
export const SYNC_SOON_MS = 2000

const store = getDefaultStore()
let soon: ReturnType<typeof setTimeout> | undefined
let running: Promise<void> | undefined

export function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine

/** `sync`: the sync queue when the caller has just read it, so it is not read twice. */
async function refreshStatus(sync?: SyncQueueItem[]) {
  try {
    const [writes, syncItems] = await Promise.all([listItems('offline-queue'), sync ?? listItems('sync-queue')])
    store.set(queueStatusAtom, {
      actions: writes.length + syncItems.filter((item) => item.type === 'feedback').length,
      syncing: syncItems.length,
    })
  } catch {
    // No IndexedDB (private mode in some browsers): nothing is queued, nothing to show.
  }
}

/** Keeps a write made without a connection; the caller tells the visitor it was queued. */
export async function queueRequest(request: { url: string; method: WriteMethod; body?: string | null; headers?: Record<string, string> }) {
  await putItem('offline-queue', newOfflineItem(request, newClientId(), Date.now()))
  await refreshStatus()
}

/**
 * Adds a usage event, a feedback message or an error report to the sync queue (spec §3). The data
 * must carry its own client id: the server stores a replayed item once.
 */
export async function enqueueSync(type: SyncItemType | string, data: unknown): Promise<void> {
  const item = newSyncItem(type, data, newClientId(), Date.now())
  await putItem('sync-queue', item)
  const queued = await listItems('sync-queue')
  const dropped = new Set(itemsToDrop(queued, Date.now()))
  await deleteItems('sync-queue', [...dropped])
  await refreshStatus(queued.filter((queuedItem) => !dropped.has(queuedItem.id)))
  if (isOnline() && !soon) soon = setTimeout(() => void processQueues(), SYNC_SOON_MS)
}

async function processOfflineQueue(now: number) {
  const items = await listItems('offline-queue')
  await deleteItems(
    'offline-queue',
    items.filter((item) => isExpired(item, now)).map((item) => item.id),
  )
  for (const item of items.filter((i) => !isExpired(i, now)).sort((a, b) => a.timestamp - b.timestamp)) {
    // Replayed exactly as it was made: stored method, body and headers (spec §7).
    const answer = await deliver(item.url, { method: item.method, body: item.body, headers: item.headers })
    const outcome = outcomesOf(answer, { ids: [item.id], protocol: 'rest' })[0] ?? 'kept'
    // No word from our server: this item and those behind it wait, unchanged, for the next run.
    if (outcome === 'kept') break
    const next = afterAttempt(item, outcome)
    if (next) await putItem('offline-queue', next)
    else await deleteItems('offline-queue', [item.id])
  }
}

async function processSyncQueue(now: number) {
  await deleteItems('sync-queue', itemsToDrop(await listItems('sync-queue'), now))
  const attempted = new Set<string>()
  for (;;) {
    const batch = nextBatch(await listItems('sync-queue'), now, attempted)
    const first = batch[0]
    if (!first) return
    for (const item of batch) attempted.add(item.id)
    const { url, body } = syncRequestFor(
      first.type,
      batch.map((item) => item.data),
      Date.now(),
    )
    const answer = await deliver(url, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    })
    const outcomes = outcomesOf(answer, { ids: batch.map((item) => clientIdOf(item.data)), protocol: 'ingest' })
    // The server or the line is failing: try again at the next interval or `online` event.
    if (outcomes.every((outcome) => outcome === 'kept')) return
    const leaving: string[] = []
    for (const [index, item] of batch.entries()) {
      const next = afterAttempt(item, outcomes[index] ?? 'kept')
      if (!next) leaving.push(item.id)
      else if (next !== item) await putItem('sync-queue', next)
    }
    await deleteItems('sync-queue', leaving)
  }
}

/**
 * Sends what both queues hold (spec §4: on `online` and every 60 s). One run at a time per tab,
 * and one tab at a time where the browser has Web Locks; a replay that slips through anyway is
 * stored once by the server (client ids).
 */
export function processQueues({ force = false } = {}): Promise<void> {
  if (soon) clearTimeout(soon)
  soon = undefined
  if (!isOnline()) return force ? Promise.reject(new Error(CANNOT_SYNC_OFFLINE_MESSAGE)) : Promise.resolve()
  running ??= (async () => {
    const work = async () => {
      const now = Date.now()
      await processOfflineQueue(now)
      await processSyncQueue(now)
    }
    try {
      if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request('town-guide-queues', work)
      else await work()
    } catch {
      // IndexedDB unavailable or closed: the next interval tries again.
    } finally {
      running = undefined
      await refreshStatus()
    }
  })()
  return running
}

export { refreshStatus as refreshQueueStatus }
