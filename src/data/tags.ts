/**
 * Cache tag names, defined once: the cached reads in ./content.ts and the revalidation hooks in
 * src/cms/hooks use these and nothing else. Town-scoped tags take the town's slug.
 */
export const TAGS = {
  towns: 'towns',
  categories: 'categories',
  settings: 'settings',
  partners: 'partners',
  places: (townSlug: string) => `places:${townSlug}`,
  events: (townSlug: string) => `events:${townSlug}`,
  notices: (townSlug: string) => `notices:${townSlug}`,
  highlights: (townSlug: string) => `highlights:${townSlug}`,
} as const
