import { revalidatePath } from 'next/cache'
import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole } from '../access/roles'
import { allTags } from '../publishing/all-tags'
import { bumpBuild, publishChange } from '../publishing/publish'

/** Checked here, on the server, against the Payload user: never trust the proxy for this. */
function forbidden(req: PayloadRequest): Response | null {
  if (!req.user) return Response.json({ error: 'Sign in as an admin' }, { status: 401 })
  if (!hasRole(req.user, 'admin')) return Response.json({ error: 'Only admins can manage the cache' }, { status: 403 })
  return null
}

export const cacheAdminEndpoints: Endpoint[] = [
  {
    path: '/cache-admin/regenerate',
    method: 'post',
    handler: async (req) => {
      const refused = forbidden(req)
      if (refused) return refused
      const tags = await allTags(req.payload)
      const record = await publishChange({ payload: req.payload, req, tags, reason: 'regenerate everything' })
      try {
        revalidatePath('/', 'layout')
      } catch {
        // Not inside a Next server.
      }
      return Response.json({ ok: true, build: record })
    },
  },
  {
    path: '/cache-admin/bump',
    method: 'post',
    handler: async (req) => {
      const refused = forbidden(req)
      if (refused) return refused
      const record = await bumpBuild({ payload: req.payload, req, tags: [], reason: 'build id bumped by hand' })
      return Response.json({ ok: true, build: record })
    },
  },
]
