import createIntlMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { checkAdminSession, refusal } from '@/cms/admin/admin-gate'
import { isAdminOnlyView, isAdminPath } from '@/domain/admin-gate'
import { constructionPathFor, isExemptFromConstruction } from '@/domain/construction'
import { isUnderConstruction } from '@/data/construction-flag'
import { displayModeOf } from '@/domain/kiosk-settings'
import { isLocale, LOCALE_COOKIE, localeOfPath } from '@/domain/locales'
import { LOCALE_CHOOSING_HEADERS, PRIVATE_CACHE_CONTROL, VARY_HINT_HEADER } from '@/domain/shared-cache.mjs'
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
  if (isAdminPath(pathname)) return NextResponse.next()
  if (!isExemptFromConstruction(pathname) && (await isUnderConstruction())) {
    const url = request.nextUrl.clone()
    url.pathname = constructionPathFor(pathname)
    url.search = ''
    // 307: temporary, so browsers and search engines come back once the site reopens.
    return NextResponse.redirect(url, 307)
  }
  return safeForSharedCaches(handleLocale(displayModeOf(pathname) ? withoutLanguageHints(request) : request), pathname)
}

/**
 * Kiosks and screens (issue 29): the language is the address's alone. A visitor's language cookie or
 * browser language never follows the next visitor: an address without a prefix is English, and a
 * reset goes to the kiosk's own home language by its address.
 */
function withoutLanguageHints(request: NextRequest): NextRequest {
  const headers = new Headers(request.headers)
  headers.delete('accept-language')
  const cookies = request.cookies.getAll().filter((cookie) => cookie.name !== LOCALE_COOKIE.name)
  if (cookies.length) headers.set('cookie', cookies.map((cookie) => `${cookie.name}=${encodeURIComponent(cookie.value)}`).join('; '))
  else headers.delete('cookie')
  return new NextRequest(request.url, { headers, method: request.method })
}

/**
 * next-intl sets the locale cookie on any page whose language differs from it, and such pages are
 * cached for a year (`s-maxage`): a CDN would hand that cookie to everyone. The cookie is the
 * visitor's choice, which the language links save in the browser; a redirect may still carry it.
 * An address without a language prefix answers by cookie and Accept-Language, so it says so in `Vary`
 * (through the server: see VARY_HINT_HEADER).
 */
function safeForSharedCaches(response: NextResponse, pathname: string): NextResponse {
  if (response.headers.has('location')) {
    response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL)
    return response
  }
  response.headers.delete('set-cookie')
  // Next hands the proxy's cookies to the page's render too (so cookies() sees them), and a dynamic
  // render that touches them (draft mode does) writes them back into its own response.
  response.headers.delete('x-middleware-set-cookie')
  if (!isLocale(pathname.split('/')[1])) response.headers.set(VARY_HINT_HEADER, LOCALE_CHOOSING_HEADERS.join(', '))
  return response
}

export const config = {
  // Payload's API, Next internals, build-check files, the service worker, the editors' preview switch and files with an extension stay untouched.
  // Every admin path comes here, however it is spelt, so the admin-only views (src/domain/admin-gate.ts) get a real 401/403.
  matcher: ['/((?!api|admin|_next|_vercel|builds|serwist|preview|.*\\..*).*)', '/admin', '/admin/:path*'],
}
