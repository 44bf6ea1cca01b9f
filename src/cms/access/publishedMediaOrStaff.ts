import type { Access, CollectionSlug, SelectType } from 'payload'

import { hasRole } from './roles'

/** The upload fields through which visitors see media, as `select`s of the collections that hold them. */
const MEDIA_REFERENCES: Partial<Record<CollectionSlug, SelectType>> = {
  towns: { image: true, logos: { logo: true } },
  places: { image: true },
  events: { image: true },
  highlights: { image: true },
  tours: { cover: true },
  partners: { logo: true },
}

function collectMediaIds(doc: unknown, select: SelectType, ids: Set<number>) {
  for (const [key, sub] of Object.entries(select)) {
    const value = (doc as Record<string, unknown>)[key]
    for (const item of Array.isArray(value) ? value : [value]) {
      if (sub === true) {
        if (typeof item === 'number') ids.add(item)
      } else if (item && typeof item === 'object' && typeof sub === 'object') collectMediaIds(item, sub, ids)
    }
  }
}

/**
 * Visitors see only media that a document they can read shows (an upload used only by a draft
 * stays private until that draft is published). Payload applies this to /api/media/file/* too.
 * The references are read as an anonymous visitor, so drafts and staff-only fields never count.
 */
export const publishedMediaOrStaff: Access = async ({ req }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  const ids = new Set<number>()
  for (const [collection, select] of Object.entries(MEDIA_REFERENCES)) {
    const { docs } = await req.payload.find({
      collection: collection as CollectionSlug,
      select,
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
    for (const doc of docs) collectMediaIds(doc, select, ids)
  }
  return { id: { in: [...ids] } }
}
