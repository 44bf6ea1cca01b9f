'use client'

import useSWR from 'swr'

import { ttlFor } from '@/domain/cache-ttl'
import type { Locale } from '@/domain/locales'

import { getJson } from './client'

export type TownFeedKind = 'places' | 'events' | 'notices'

/** A town's public feed through the shared client, deduplicated for the spec's TTL of its kind. */
export function useTownFeed<T>(kind: TownFeedKind, dbKey: string | null, locale: Locale) {
  const url = dbKey ? `/api/${kind}/town/${encodeURIComponent(dbKey)}?locale=${locale}` : null
  return useSWR<T>(url, (u: string) => getJson<T>(u, { kind }), {
    dedupingInterval: ttlFor(kind),
    revalidateOnFocus: false,
    keepPreviousData: true,
  })
}
