import { getLatestBuild } from '@/data/build-state'

export const dynamic = 'force-dynamic'

/** Polled by every open client: when the id changes, their next navigation reloads the page. */
export async function GET() {
  try {
    const { id, timestamp } = await getLatestBuild()
    return Response.json({ id, timestamp }, { headers: { 'Cache-Control': 'no-store' } })
  } catch {
    return Response.json({ error: 'Build information is unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
