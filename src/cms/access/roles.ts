import type { Access, FieldAccess, PayloadRequest } from 'payload'

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
