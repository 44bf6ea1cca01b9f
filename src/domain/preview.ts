import { eventPath, placeMapPath, tourPath, townHighlightsPath, townPath } from './town-paths'

/**
 * Issue 22 (2): what an editor can preview, and the public page each shows on. A town has no drafts
 * (what is saved is live), but its page in preview shows its places', notices' and events' drafts.
 */
export const PREVIEWABLE_COLLECTIONS = ['places', 'notices', 'events', 'highlights', 'tours', 'towns'] as const
export type PreviewableCollection = (typeof PREVIEWABLE_COLLECTIONS)[number]

export const isPreviewable = (value: unknown): value is PreviewableCollection =>
  typeof value === 'string' && (PREVIEWABLE_COLLECTIONS as readonly string[]).includes(value)

/** Where the guide enters preview: the admin's Preview button links here. */
export const PREVIEW_PATH = '/preview'
export const PREVIEW_EXIT_PATH = '/preview/exit'

/**
 * The admin writes the time of each save here (localStorage, shared with the live preview pane,
 * which is the same origin); the pane reloads when it changes, or on loading if it is newer than
 * the pane's own page.
 */
export const LIVE_PREVIEW_SAVED_KEY = 'guide-live-preview-saved'

/** Whether a page whose navigation started at `loadedAt` was rendered before the last save. */
export const savedSince = (savedAt: string | null, loadedAt: number) => Number(savedAt) > loadedAt

export const previewLink = (collection: PreviewableCollection, id: number | string, locale: string) =>
  `${PREVIEW_PATH}?${new URLSearchParams({ collection, id: String(id), locale })}`

/**
 * The page (without its language) where a document is seen: a place on its town's map, a town and
 * a notice on the town's page, an event and a tour on their own pages, highlights on the town's list.
 */
export function previewPagePath(collection: PreviewableCollection, doc: { slug?: string | null }, townSlug: string): string | null {
  switch (collection) {
    case 'towns':
      return townPath(townSlug)
    case 'places':
      return doc.slug ? placeMapPath(townSlug, doc.slug) : null
    case 'events':
      return doc.slug ? eventPath(townSlug, doc.slug) : null
    case 'tours':
      return doc.slug ? tourPath(townSlug, doc.slug) : null
    case 'highlights':
      return townHighlightsPath(townSlug)
    case 'notices':
      return townPath(townSlug)
  }
}
