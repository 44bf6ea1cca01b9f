import 'server-only'

import { AsyncLocalStorage } from 'node:async_hooks'

import { cookies, draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { hasRole } from '@/cms/access/roles'
import { payloadClient } from '@/data/payload'

import { PREVIEW_PASS_COOKIE, readPreviewPass } from './preview-pass'

/**
 * Whether this request may read drafts: Next's draft mode is on, the signed pass is valid and
 * current, and it names the editor or admin who is signed in now. Anything less (a visitor, a
 * copied or forged cookie, a pass outlived by its session) is the published site. Asked outside a
 * request (a script, a job), it is never a preview. Asked once per render.
 */
const previewOfThisRequest = cache(async (): Promise<boolean> => {
  let enabled = false
  try {
    enabled = (await draftMode()).isEnabled
  } catch {
    return false
  }
  if (!enabled) return false
  const userId = readPreviewPass((await cookies()).get(PREVIEW_PASS_COOKIE)?.value)
  if (!userId) return false
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return Boolean(user && String(user.id) === userId && hasRole(user, 'admin', 'editor'))
})

const publishedOnly = new AsyncLocalStorage<true>()

/**
 * Work whose answer outlives the request (a feed's last good copy, served to everyone when the
 * database is slow) reads the published site only, even for an editor who is previewing.
 */
export const readPublishedOnly = <T>(work: () => Promise<T>): Promise<T> => publishedOnly.run(true, work)

export async function isPreviewing(): Promise<boolean> {
  return !publishedOnly.getStore() && previewOfThisRequest()
}
