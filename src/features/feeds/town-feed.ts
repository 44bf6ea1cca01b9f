import { createHash } from 'node:crypto'

import { getEvents, getNotices, getPlaces, getTowns } from '@/data/content'
import { CACHE_TTL_MS } from '@/domain/cache-ttl'
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/domain/locales'

const READERS = { places: getPlaces, events: getEvents, notices: getNotices } as const
type FeedKind = keyof typeof READERS

const lastGood = new Map<string, { body: string; etag: string }>()

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/**
 * GET /api/{kind}/town/{dbKey}?locale=xx — a town's published places, events or notices for
 * clients and the offline cache, with an ETag (304 when unchanged) and the spec's TTL.
 * If the database fails, the last good copy is served; without one, a clear 503.
 */
export function townFeed(kind: FeedKind) {
  return async function GET(request: Request, { params }: { params: Promise<{ dbKey: string }> }) {
    const { dbKey } = await params
    const locale = new URL(request.url).searchParams.get('locale') ?? DEFAULT_LOCALE
    if (!isLocale(locale)) {
      return json(400, { error: `Unknown locale "${locale}"`, validLocales: LOCALES })
    }
    const cacheKey = `${kind}:${dbKey}:${locale}`
    let body: string
    let etag: string
    try {
      const towns = await getTowns(locale as Locale)
      const town = towns.find((t) => t.dbKey === dbKey)
      if (!town) {
        return json(404, { error: `Unknown town "${dbKey}"`, validKeys: towns.map((t) => t.dbKey) })
      }
      const items = await READERS[kind](locale as Locale, town.slug)
      body = JSON.stringify({ town: { dbKey: town.dbKey, slug: town.slug, name: town.name }, locale, items })
      etag = `"${createHash('sha1').update(body).digest('base64url')}"`
      lastGood.set(cacheKey, { body, etag })
    } catch {
      const saved = lastGood.get(cacheKey)
      if (!saved) return json(503, { error: 'The guide’s data is unavailable right now. Please try again shortly.' }, { 'Retry-After': '30' })
      ;({ body, etag } = saved)
    }
    const headers = {
      ETag: etag,
      'Cache-Control': `public, max-age=${CACHE_TTL_MS[kind] / 1000}`,
      Vary: 'Accept-Encoding',
    }
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
    return new Response(body, { status: 200, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
  }
}
