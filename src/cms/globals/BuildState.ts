import type { GlobalConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'

/**
 * The content build id every open client polls (via /builds/latest.json). It lives in Postgres
 * so every app instance agrees. Only the publishing code writes it.
 */
export const BuildState: GlobalConfig = {
  slug: 'build-state',
  admin: { hidden: true },
  access: { read: isAdmin, update: () => false },
  fields: [
    { name: 'buildId', type: 'text' },
    { name: 'changedAt', type: 'date' },
    { name: 'changedBy', type: 'text', admin: { description: 'Who or what made the change' } },
    { name: 'reason', type: 'text' },
    {
      name: 'history',
      type: 'json',
      admin: { description: 'Recent builds and the cache tags each revalidated, newest first' },
    },
  ],
}
