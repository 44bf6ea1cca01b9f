import { isLocale } from '@/domain/locales'
import { townCalendar } from '@/features/events/town-feeds'
import { conditionalResponse } from '@/features/http/conditional-response'

// Made per request from cached reads: "upcoming" moves with the clock, and a publish shows at the next poll.
export const dynamic = 'force-dynamic'

/** GET /{locale}/explore/{town}/events.ics (issue 25): the town's upcoming events as an iCalendar feed. */
export async function GET(request: Request, { params }: RouteContext<'/[locale]/explore/[town]/events.ics'>) {
  const { locale, town } = await params
  const calendar = isLocale(locale) ? await townCalendar(locale, town, new Date()) : null
  if (!calendar) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return conditionalResponse(request, calendar.body, { contentType: 'text/calendar; charset=utf-8', lastModified: calendar.lastModified })
}
