import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import type { Payload, PayloadRequest } from 'payload'

import { type BuildRecord, newBuildId, pushBuild } from '@/domain/build-id'

/** Marks tagged cached reads (and the static pages built from them) stale for the very next request. */
function expireTags(tags: string[]): boolean {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    return true
  } catch {
    // Outside a Next server (CLI scripts, tests) there is nothing to revalidate.
    return false
  }
}

/**
 * Makes a published change live: expires the cache tags it touched and bumps the build id that
 * open clients poll. The tags are expired again once the request has finished, because a page
 * rendered in the moment between the first expiry and the commit would hold the old content.
 */
type Change = { payload: Payload; req?: PayloadRequest; tags: string[]; reason: string }

export async function publishChange({ payload, req, tags, reason }: Change): Promise<BuildRecord | null> {
  if (tags.length === 0) return null
  const expired = expireTags(tags)
  if (expired) {
    try {
      after(() => void expireTags(tags))
    } catch {
      // `after` is only available while Next handles a request.
    }
  }
  return bumpBuild({ payload, req, tags, reason })
}

export async function bumpBuild({ payload, req, tags, reason }: Change): Promise<BuildRecord> {
  const state = await payload.findGlobal({ slug: 'build-state', overrideAccess: true, req, depth: 0 })
  const now = Date.now()
  const record: BuildRecord = {
    id: newBuildId(now),
    timestamp: now,
    by: req?.user?.email ?? 'system',
    reason,
    tags,
  }
  await payload.updateGlobal({
    slug: 'build-state',
    overrideAccess: true,
    // No context here: Payload merges it into the shared request, where a disableRevalidate
    // would silence the hooks of the very change being published.
    req,
    data: {
      buildId: record.id,
      changedAt: new Date(now).toISOString(),
      changedBy: record.by,
      reason,
      history: pushBuild(state.history as BuildRecord[] | null, record),
    },
  })
  return record
}
