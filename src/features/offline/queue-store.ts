'use client'

import { type DBSchema, type IDBPDatabase, openDB } from 'idb'

import type { OfflineQueueItem, SyncQueueItem } from '@/domain/offline-queue'

interface QueueDatabase extends DBSchema {
  'offline-queue': { key: string; value: OfflineQueueItem }
  'sync-queue': { key: string; value: SyncQueueItem }
}
export type QueueName = 'offline-queue' | 'sync-queue'
type ItemOf<Q extends QueueName> = QueueDatabase[Q]['value']

let database: Promise<IDBPDatabase<QueueDatabase>> | undefined

/** One IndexedDB database holds both queues: they survive reloads, closed tabs and restarts of the browser. */
function open() {
  database ??= openDB<QueueDatabase>('town-guide-queues', 1, {
    upgrade(db) {
      db.createObjectStore('offline-queue', { keyPath: 'id' })
      db.createObjectStore('sync-queue', { keyPath: 'id' })
    },
  })
  return database
}

export async function listItems<Q extends QueueName>(queue: Q): Promise<ItemOf<Q>[]> {
  return (await open()).getAll(queue) as Promise<ItemOf<Q>[]>
}

export async function putItem<Q extends QueueName>(queue: Q, item: ItemOf<Q>): Promise<void> {
  await (await open()).put(queue, item as never)
}

export async function deleteItems(queue: QueueName, ids: readonly string[]): Promise<void> {
  if (!ids.length) return
  const tx = (await open()).transaction(queue, 'readwrite')
  await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done])
}
