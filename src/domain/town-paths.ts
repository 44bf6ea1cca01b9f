/**
 * The addresses of a town's pages, built in one place (without the language prefix: see
 * localizedPath). A place's map address is its share link: its own page, title and preview.
 */
export const townPath = (townSlug: string) => `/explore/${townSlug}`
export const townMapPath = (townSlug: string) => `${townPath(townSlug)}/map`
export const placeMapPath = (townSlug: string, placeSlug: string) => `${townMapPath(townSlug)}/${encodeURIComponent(placeSlug)}`
export const townHighlightsPath = (townSlug: string) => `/highlights/${townSlug}`
export const tourPath = (townSlug: string, tourSlug: string) => `${townPath(townSlug)}/tours/${encodeURIComponent(tourSlug)}`
/** An event's own page (issue 25): shared, found by search engines, added to a calendar. */
export const eventPath = (townSlug: string, eventSlug: string) => `${townPath(townSlug)}/events/${encodeURIComponent(eventSlug)}`
/** A tour on a kiosk (issue 20): read there, handed to a phone by QR. */
export const kioskTourPath = (townSlug: string, tourSlug: string) => `/kiosk/${townSlug}/tours/${encodeURIComponent(tourSlug)}`

/** Whether a path (without its language) is a town's own page, /explore/{town}. */
export function isTownPagePath(path: string): boolean {
  return /^\/explore\/[^/]+\/?$/.test(path)
}
