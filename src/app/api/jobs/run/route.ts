import { runDueJobs } from '@/cms/jobs'
import { payloadClient } from '@/data/payload'
import { isRunnerAuthorization } from '@/features/scheduled-publishing/runner-token'

export const dynamic = 'force-dynamic'

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * POST /api/jobs/run: the jobs queue run (scheduled publishing, issue 22) that this server
 * process's own timer asks for once a minute (src/features/scheduled-publishing/runner.ts). It runs
 * inside a request so that a scheduled publish revalidates the site's cache exactly as a publish
 * from the admin does (Next applies revalidateTag only within a request). Anyone else gets a 404.
 */
export async function POST(request: Request) {
  if (!isRunnerAuthorization(request.headers.get('authorization'))) return json(404, { error: 'Not found' })
  try {
    return json(200, await runDueJobs(await payloadClient()))
  } catch (error) {
    // The database is down or hung: the next minute's run tries again.
    return json(503, { error: error instanceof Error ? error.message : String(error) })
  }
}
