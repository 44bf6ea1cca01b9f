/** Where a town's map lives, and the share link of one place on it (opened by the map feature). */
export const townMapPath = (townSlug: string) => `/explore/${townSlug}/map`
export const placeMapPath = (townSlug: string, placeSlug: string) =>
  `${townMapPath(townSlug)}?place=${encodeURIComponent(placeSlug)}`
