/** A place an event can point to: enough to name it and link to it on the map. */
export type EventPlace = { slug: string; name: string; townSlug: string; townName?: string }
