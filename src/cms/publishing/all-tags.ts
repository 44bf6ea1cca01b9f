import type { Payload } from 'payload'

import { TAGS } from '@/data/tags'

/** Every cache tag the public pages use, for "regenerate everything". */
export async function allTags(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({ collection: 'towns', limit: 1000, depth: 0, overrideAccess: true, select: { slug: true } })
  const perTown = docs.flatMap((town) => [
    TAGS.places(town.slug),
    TAGS.events(town.slug),
    TAGS.notices(town.slug),
    TAGS.highlights(town.slug),
  ])
  return [TAGS.towns, TAGS.categories, TAGS.settings, TAGS.partners, ...perTown]
}
