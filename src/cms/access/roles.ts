import type { Access, CollectionSlug, FieldAccess, PayloadRequest, SelectType } from 'payload'

export const ROLES = ['admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

type UserLike = { role?: string | null } | null | undefined

export function hasRole(user: UserLike, ...roles: Role[]): boolean {
  return Boolean(user && user.role && (roles as string[]).includes(user.role))
}

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
export const isEditorOrAdmin: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')
export const anyone: Access = () => true

/** Public reads see only published documents; signed-in staff also see drafts. */
export const publishedOrStaff: Access = ({ req }: { req: PayloadRequest }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  return { _status: { equals: 'published' } }
}

/** Admins manage every account; anyone else reads and edits only their own. */
export const isAdminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}

/** Fields for editors only (internal notes, provenance): public REST and the site's own reads never see them. */
export const staffOnlyField: FieldAccess = ({ req }) => hasRole(req.user, 'admin', 'editor')

/** The upload fields through which visitors see media, as `select`s of the collections that hold them. */
const MEDIA_REFERENCES: Partial<Record<CollectionSlug, SelectType>> = {
  towns: { image: true, logos: { logo: true } },
  places: { image: true },
  events: { image: true },
  highlights: { image: true },
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
