import type { Payload } from 'payload'

import { hasRole } from '@/cms/access/roles'

import type { ImportOutcome } from './job'

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** A browser's cross-site request (a form or fetch from another site riding on the admin's cookie) is refused. */
function crossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site === 'cross-site' || site === 'same-site') return true
  const origin = request.headers.get('origin')
  if (!origin) return false
  try {
    const own = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host
    const allowed = new Set([own, ...(process.env.SERVER_URL ? [new URL(process.env.SERVER_URL).host] : [])])
    return !allowed.has(new URL(origin).host)
  } catch {
    return true
  }
}

/** HTTP status of each outcome: the body is the outcome in every case. */
const STATUS: Record<ImportOutcome['status'], number> = { ok: 200, skipped: 200, busy: 409, 'not-configured': 409, failed: 502 }

/**
 * POST /api/departures/bus/import: an admin runs the bus timetable import now and gets its outcome
 * as JSON (counts, or the error; the previous timetable stays when it fails). Admins only, decided
 * here from Payload's own session (cookie or JWT header), never by the proxy (CVE-2025-29927).
 */
export function busImportHandler({
  payload,
  run,
  afterImport = () => {},
}: {
  payload: () => Promise<Payload>
  run: () => Promise<ImportOutcome>
  /** what to do after a good import (forget the cached boards) */
  afterImport?: () => void
}) {
  return async function POST(request: Request) {
    let user: { role?: string | null } | null
    try {
      user = (await (await payload()).auth({ headers: request.headers })).user
    } catch {
      return json(503, { error: 'The guide’s database is unavailable right now. Please try again shortly.' })
    }
    if (!user) return json(401, { error: 'Sign in as an admin' })
    if (!hasRole(user, 'admin')) return json(403, { error: 'Only admins can import the bus timetable' })
    if (crossSite(request)) return json(403, { error: 'Cross-site requests are refused' })
    const outcome = await run()
    if (outcome.status === 'ok') afterImport()
    return json(STATUS[outcome.status], outcome)
  }
}
