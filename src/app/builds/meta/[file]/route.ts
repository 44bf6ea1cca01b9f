import fs from 'node:fs/promises'
import path from 'node:path'

import { getLatestBuild } from '@/data/build-state'
import { parseMetaFileName } from '@/domain/build-id'
import { publicPrerenderedPaths, ROUTE_RULES } from '@/domain/route-rules'

export const dynamic = 'force-dynamic'

let prerendered: Promise<string[]> | undefined

function prerenderedPaths(): Promise<string[]> {
  prerendered ??= fs
    .readFile(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'prerender-manifest.json'), 'utf8')
    .then((text) => publicPrerenderedPaths(Object.keys(JSON.parse(text).routes ?? {})))
    .catch(() => [])
  return prerendered
}

/** The route-rules manifest of a build id: the current one or one of the recent builds. */
export async function GET(_request: Request, { params }: RouteContext<'/builds/meta/[file]'>) {
  const id = parseMetaFileName((await params).file)
  const latest = await getLatestBuild().catch(() => null)
  if (!id || !latest) return notFound(id)
  const known =
    id === latest.id
      ? { id, timestamp: latest.timestamp }
      : latest.history.filter((entry) => entry.id === id).map((entry) => ({ id, timestamp: entry.record.timestamp }))[0]
  if (!known) return notFound(id)
  return Response.json(
    { id: known.id, timestamp: known.timestamp, matcher: ROUTE_RULES, prerendered: await prerenderedPaths() },
    // A build's manifest never changes once made.
    { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  )
}

function notFound(id: string | null) {
  return Response.json({ error: id ? `Unknown build id "${id}"` : 'Expected /builds/meta/{id}.json' }, { status: 404 })
}
