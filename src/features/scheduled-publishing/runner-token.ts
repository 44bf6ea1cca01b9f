import { randomBytes, timingSafeEqual } from 'node:crypto'

const TOKEN = Symbol.for('town-guide.jobs-runner-token')

/**
 * A random token of this server process, made on first use. The runner's timer (loaded by
 * src/instrumentation.ts) and the route it calls (POST /api/jobs/run) are bundled apart but run in
 * the same process, so the token lives on `globalThis`: only the process itself can ask itself to
 * run the jobs queue, and no secret is configured or shared.
 */
export function runnerToken(): string {
  const store = globalThis as unknown as Record<symbol, string | undefined>
  return (store[TOKEN] ??= randomBytes(32).toString('hex'))
}

/** Whether an Authorization header carries this process's token (compared in constant time). */
export function isRunnerAuthorization(header: string | null): boolean {
  const expected = Buffer.from(`Bearer ${runnerToken()}`)
  const given = Buffer.from(header ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
