import { expect, test } from '@playwright/test'
import fc from 'fast-check'

import { anyRequest, type FuzzRequest, isServerFailure, send, stackLines } from '../fuzz/requests'
import { secondServer } from './second-server'

/**
 * Issue 28: no request from anyone yields a 5xx. Generated paths, query strings, headers and bodies
 * for every route family (pages in six languages, Payload's REST and GraphQL, the town APIs, ingest,
 * the usage export, builds, the service worker, media, the admin) against a production server of
 * its own, whose log is read for stack traces afterwards. bench/fuzz runs the same for longer.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 500)
/** A failing run names its seed; FUZZ_SEED replays it. */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)

test('generated requests to every route family: never a 5xx, never a stack trace in the log', async () => {
  test.setTimeout(300_000)
  // Behind one trusted proxy, so the fuzz's posts count against addresses of its own, not the other tests' 127.0.0.1.
  const server = secondServer(66, { TRUSTED_PROXY_HOPS: '1' }, { keepLog: true })
  const failures: string[] = []
  const tried = new Map<string, number>()
  try {
    await server.start()
    let n = 0
    await fc.assert(
      fc.asyncProperty(anyRequest, async (request: FuzzRequest) => {
        const proxyAppended = `198.18.${(n >> 8) & 255}.${n++ & 255}`
        const forwarded = [request.headers['X-Forwarded-For'], proxyAppended].filter(Boolean).join(', ')
        const result = await send(server.origin, { ...request, headers: { ...request.headers, 'X-Forwarded-For': forwarded } })
        tried.set(request.family, (tried.get(request.family) ?? 0) + 1)
        if (isServerFailure(result)) failures.push(`${result.status || result.error} ${JSON.stringify(request)}`)
      }),
      { numRuns: RUNS, seed: SEED },
    )
    const stacks = stackLines(server.log())
    console.log(
      `[fuzz] ${RUNS} requests (seed ${SEED}): ${JSON.stringify(Object.fromEntries(tried))}; 5xx: ${failures.length}; stack lines: ${stacks.length}`,
    )
    if (failures.length || stacks.length) console.log(server.log().slice(-20_000))
    expect(failures, `requests answered 5xx (or not at all); FUZZ_SEED=${SEED} replays them`).toEqual([])
    expect(stacks.slice(0, 20), 'stack traces in the server log').toEqual([])
  } finally {
    await server.kill()
  }
})
