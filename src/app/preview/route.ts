import { cookies, draftMode } from 'next/headers'
import { type NextRequest, NextResponse } from 'next/server'

import { hasRole } from '@/cms/access/roles'
import { payloadClient } from '@/data/payload'
import { TOWN_SCOPED_COLLECTIONS } from '@/data/tags'
import { isLocale, localizedPath } from '@/domain/locales'
import { isPreviewable, previewPagePath } from '@/domain/preview'
import { PRIVATE_CACHE_CONTROL } from '@/domain/shared-cache.mjs'
import { PREVIEW_PASS_COOKIE, PREVIEW_PASS_SECONDS, issuePreviewPass } from '@/features/preview/preview-pass'

export const dynamic = 'force-dynamic'

const problem = (status: number, message: string) =>
  new NextResponse(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PRIVATE_CACHE_CONTROL } })

/**
 * Issue 22 (2): the admin's Preview button. A signed-in editor's draft opens on its public page, in
 * the language being edited, with Next's draft mode and our signed, time-limited pass; anyone else
 * is sent to sign in first.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const collection = params.get('collection')
  const id = Number(params.get('id'))
  const locale = params.get('locale') ?? 'en'
  if (!isPreviewable(collection) || !Number.isSafeInteger(id) || id <= 0 || !isLocale(locale))
    return problem(
      400,
      'A preview needs collection (places, notices, events, highlights, tours or towns), a document id and a language (en, es, fr, pl, lt or pt).',
    )

  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || !hasRole(user, 'admin', 'editor')) {
    const login = new URL('/admin/login', request.nextUrl)
    login.searchParams.set('redirect', `${request.nextUrl.pathname}${request.nextUrl.search}`)
    return NextResponse.redirect(login, { status: 303, headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } })
  }

  const doc = await payload.findByID({ collection, id, draft: true, depth: 0, disableErrors: true, overrideAccess: false, user })
  if (!doc) return problem(404, `There is no ${collection} document ${id}.`)
  const townId =
    collection === 'towns' ? doc.id : [(doc as unknown as Record<string, unknown>)[TOWN_SCOPED_COLLECTIONS[collection]]].flat()[0]
  const town =
    typeof townId === 'number' ? await payload.findByID({ collection: 'towns', id: townId, depth: 0, disableErrors: true }) : null
  const path = town ? previewPagePath(collection, doc as { slug?: string | null }, town.slug) : null
  if (!path) return problem(409, 'This draft has no page yet: give it a town and a slug, save it, then preview.')
  ;(await draftMode()).enable()
  ;(await cookies()).set(PREVIEW_PASS_COOKIE, issuePreviewPass(user.id), {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1',
    maxAge: PREVIEW_PASS_SECONDS,
    path: '/',
  })
  return NextResponse.redirect(new URL(localizedPath(locale, path), request.nextUrl), {
    status: 303,
    headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL },
  })
}
