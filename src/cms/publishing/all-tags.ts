import type { Payload } from 'payload'

import { SITE_WIDE_TAGS, TOWN_SCOPED_COLLECTIONS, type TownScopedCollection, townTag } from '@/data/tags'

/** Every cache tag the public pages use, for "regenerate everything". */
export async function allTags(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({ collection: 'towns', limit: 1000, depth: 0, overrideAccess: true, select: { slug: true } })
  const collections = Object.keys(TOWN_SCOPED_COLLECTIONS) as TownScopedCollection[]
  const perTown = docs.flatMap((town) => collections.map((collection) => townTag(collection, town.slug)))
  return [...SITE_WIDE_TAGS, ...perTown]
}
