import type { Access } from 'payload'

import { hasRole } from './roles'

/** Public reads see only published documents; signed-in staff also see drafts. */
export const publishedOrStaff: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  return { _status: { equals: 'published' } }
}
