import createIntlMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import { checkAdminSession, refusal } from '@/cms/admin/admin-gate'
import { isAdminOnlyView } from '@/domain/admin-gate'
import { constructionPathFor, isExemptFromConstruction } from '@/domain/construction'
import { isUnderConstruction } from '@/data/construction-flag'
import { localeOfPath } from '@/domain/locales'
import { isRoutablePath } from '@/domain/urls'
import { unreadableAddressResponse } from '@/features/pages/unreadable-address'
import { routing } from '@/i18n/routing'

const handleLocale = createIntlMiddleware(routing)

export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (!isRoutablePath(pathname)) return unreadableAddressResponse(localeOfPath(pathname), pathname)
  if (isAdminOnlyView(pathname)) {
    // A real 401/403 before Payload streams a 200 shell; the view checks the user again on the server.
    const decision = await checkAdminSession(request)
    return decision.allow ? NextResponse.next() : refusal(decision.status, request.nextUrl)
  }
  if (!isExemptFromConstruction(pathname) && (await isUnderConstruction())) {
    const url = request.nextUrl.clone()
    url.pathname = constructionPathFor(pathname)
    url.search = ''
    // 307: temporary, so browsers and search engines come back once the site reopens.
    return NextResponse.redirect(url, 307)
  }
  return handleLocale(request)
}

export const config = {
  // Payload (/admin, /api), Next internals, build-check files, the service worker and files with an extension stay untouched,
  // except the admin-only views (src/domain/admin-gate.ts), which get a real 401/403 here.
  matcher: ['/((?!api|admin|_next|_vercel|builds|serwist|.*\\..*).*)', '/admin/usage-stats', '/admin/usage-stats/:path*'],
}
