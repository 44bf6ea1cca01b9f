import type { TownView } from '@/data/view-models'

/** What a town's pages hand OfflineTown: only these, not the whole town, go into the page's data. */
export type OfflineTownFacts = Pick<TownView, 'slug' | 'dbKey' | 'maxBounds' | 'centre' | 'zoom'>

export const offlineTownOf = ({ slug, dbKey, maxBounds, centre, zoom }: TownView): OfflineTownFacts => ({
  slug,
  dbKey,
  maxBounds,
  centre,
  zoom,
})
