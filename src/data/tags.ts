/**
 * Cache tag names, defined once: the cached reads in ./content.ts and the publishing code in
 * src/cms/publishing use these and nothing else.
 *
 * Town-scoped collections, with the relationship field that names their towns. A collection added
 * here gets a tag per town (`townTag`), its changes expire that tag in the towns it names before
 * and after the change, and "regenerate everything" includes it.
 */
export const TOWN_SCOPED_COLLECTIONS = {
  places: 'town',
  events: 'town',
  notices: 'towns',
  highlights: 'town',
  tours: 'town',
} as const

export type TownScopedCollection = keyof typeof TOWN_SCOPED_COLLECTIONS

export const isTownScoped = (collection: string): collection is TownScopedCollection => Object.hasOwn(TOWN_SCOPED_COLLECTIONS, collection)

/** A town-scoped collection's tag in one town, e.g. `places:st-ives`. */
export const townTag = (collection: TownScopedCollection, townSlug: string) => `${collection}:${townSlug}`

/** Tags shared by every page that shows the content, whatever the town; `settings` is the site-settings global's. */
export const TAGS = { towns: 'towns', categories: 'categories', settings: 'settings', partners: 'partners' } as const

export const SITE_WIDE_TAGS: string[] = Object.values(TAGS)
