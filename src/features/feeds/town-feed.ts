import { createHash } from 'node:crypto'

import { getEvents, getNotices, getPlaces, getTowns } from '@/data/content'
import { CACHE_TTL_MS } from '@/domain/cache-ttl'
import { readPublishedOnly } from '@/features/preview/preview-session'
import { DATABASE_TIMEOUTS } from '@/domain/database-timeouts'
import { ifNoneMatchHits } from '@/domain/entity-tag'
import { DEFAULT_LOCALE, isLocale, LOCALES } from '@/domain/locales'

const READERS = { places: getPlaces, events: getEvents, notices: getNotices } as const
type FeedKind = keyof typeof READERS

const lastGood = new Map<string, { body: string; etag: string }>()
/** How long a request waits for fresh data when a last good copy is at hand. */
const FRESH_WAIT_MS = 800

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
    // Never an editor's preview: the copy kept here answers every client while the database is slow.
    const fresh = readPublishedOnly(async (): Promise<Response | { body: string; etag: string }> => {
      const towns = await getTowns(locale)
      const town = towns.find((t) => t.dbKey === dbKey)
      if (!town) {
        return json(404, { error: `Unknown town "${dbKey}"`, validKeys: towns.map((t) => t.dbKey) })
      }
      const items = await READERS[kind](locale, town.slug)
      const body = JSON.stringify({ town: { dbKey: town.dbKey, slug: town.slug, name: town.name }, locale, items })
      const copy = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }
      lastGood.set(cacheKey, copy)
      return copy
    })
    // A slow or hung database (the cache was just expired by a publish) must not hold the client:
    // past the deadline the last good copy answers, and the read goes on to refresh it.
    const saved = lastGood.get(cacheKey)
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<undefined>(
      (resolve) => (timer = setTimeout(() => resolve(undefined), saved ? FRESH_WAIT_MS : DATABASE_TIMEOUTS.payload.query_timeout)),
    )
    const answer = await Promise.race([fresh.catch(() => undefined), late]).finally(() => clearTimeout(timer))
    if (answer instanceof Response) return answer
    const copy = answer ?? saved
    if (!copy) return json(503, { error: 'The guide’s data is unavailable right now. Please try again shortly.' }, { 'Retry-After': '30' })
    const { body, etag } = copy
    const headers = {
      ETag: etag,
      'Cache-Control': `public, max-age=${CACHE_TTL_MS[kind] / 1000}`,
      Vary: 'Accept-Encoding',
    }
    if (ifNoneMatchHits(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
    return new Response(body, { status: 200, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
  }
}
