import { hasRole } from '@/cms/access/roles'
import { payloadClient, payloadPool } from '@/data/payload'
import { usageStats } from '@/data/usage-stats'
import { statsCsv } from '@/features/usage/stats-csv'
import { parseFilter } from '@/features/usage/stats-filter'

export const dynamic = 'force-dynamic'

/**
 * GET /api/usage-stats/export?from&to&town[&format=json]: the admin view's data as CSV (default) or JSON.
 * Admins only, decided here from Payload's own session (cookie or JWT header), never by the proxy.
 */
export async function GET(request: Request) {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const noStore = { 'Cache-Control': 'no-store' }
  if (!user) return Response.json({ error: 'sign in' }, { status: 401, headers: noStore })
  if (!hasRole(user, 'admin')) return Response.json({ error: 'admins only' }, { status: 403, headers: noStore })
  const url = new URL(request.url)
  const { filter, problems } = parseFilter(Object.fromEntries(url.searchParams))
  if (problems.length) return Response.json({ error: problems.join('; ') }, { status: 400, headers: noStore })
  const stats = await usageStats(await payloadPool(), filter)
  if (url.searchParams.get('format') === 'json') return Response.json(stats, { headers: noStore })
  const name = `usage-stats_${stats.filter.from}_${stats.filter.to}${stats.filter.town ? `_${stats.filter.town}` : ''}.csv`
  return new Response(statsCsv(stats), {
    headers: { ...noStore, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` },
  })
}
