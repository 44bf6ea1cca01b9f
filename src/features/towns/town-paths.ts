/** Where a town's map lives, and the share link of one place on it (its own page, with its own title and preview). */
export const townMapPath = (townSlug: string) => `/explore/${townSlug}/map`
export const placeMapPath = (townSlug: string, placeSlug: string) => `${townMapPath(townSlug)}/${encodeURIComponent(placeSlug)}`
