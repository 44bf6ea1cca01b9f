import { isLocale } from '@/domain/locales'
import { townAtomFeed } from '@/features/events/town-feeds'
import { conditionalResponse } from '@/features/http/conditional-response'

// Made per request from cached reads: notices and events come and go with the clock, and a publish shows at the next poll.
export const dynamic = 'force-dynamic'

/** GET /{locale}/explore/{town}/feed.xml (issue 25): the town's current notices and upcoming events as an Atom feed. */
export async function GET(request: Request, { params }: RouteContext<'/[locale]/explore/[town]/feed.xml'>) {
  const { locale, town } = await params
  const feed = isLocale(locale) ? await townAtomFeed(locale, town, new Date()) : null
  if (!feed) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return conditionalResponse(request, feed.body, { contentType: 'application/atom+xml; charset=utf-8', lastModified: feed.lastModified })
}
