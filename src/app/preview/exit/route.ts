import { cookies, draftMode } from 'next/headers'
import { type NextRequest, NextResponse } from 'next/server'

import { PRIVATE_CACHE_CONTROL } from '@/domain/shared-cache.mjs'
import { isRoutablePath } from '@/domain/urls'
import { PREVIEW_PASS_COOKIE } from '@/features/preview/preview-pass'

export const dynamic = 'force-dynamic'

/** "Leave preview": back to the published page the editor was on (only ever a page of this site). */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  ;(await cookies()).delete(PREVIEW_PASS_COOKIE)
  // Only the Referer's path is used, so the way back always stays on this site.
  const referer = pageOf(request.headers.get('referer'))
  const back = referer && isRoutablePath(referer.pathname) ? `${referer.pathname}${referer.search}` : '/'
  return NextResponse.redirect(new URL(back, request.nextUrl), { status: 303, headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } })
}

function pageOf(address: string | null): URL | null {
  try {
    return address ? new URL(address) : null
  } catch {
    return null
  }
}
