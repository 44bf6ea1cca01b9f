import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '@/cms/secret'

/**
 * Issue 22 (2): an editor's pass to see drafts on the public pages. Next's draft mode alone is a
 * cookie that never expires and says nothing of who asked; this one is signed with the server's
 * secret, names the editor, and ends after PREVIEW_PASS_SECONDS. A page shows drafts only with
 * both, and with the editor still signed in (preview-session.ts).
 */
export const PREVIEW_PASS_COOKIE = 'guide-preview'
export const PREVIEW_PASS_SECONDS = 60 * 60

const signature = (payload: string) => createHmac('sha256', `preview:${payloadSecret()}`).update(payload).digest('base64url')

/** The cookie's value: who, until when (epoch seconds), and the signature of both. */
export function issuePreviewPass(userId: number | string, now = Date.now()): string {
  const payload = `${userId}.${Math.floor(now / 1000) + PREVIEW_PASS_SECONDS}`
  return `${payload}.${signature(payload)}`
}

/** The editor a pass names, or null when it is missing, forged, altered or out of date. */
export function readPreviewPass(value: string | undefined, now = Date.now()): string | null {
  const [userId, expires, signed, ...rest] = (value ?? '').split('.')
  if (!userId || !expires || !signed || rest.length) return null
  const expected = Buffer.from(signature(`${userId}.${expires}`))
  const given = Buffer.from(signed)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return Number(expires) * 1000 > now ? userId : null
}
