// Fuzzing every route family (issue 28): generated paths, query strings, headers and bodies against a
// production server on a scratch database. Prints requests tried and 5xx seen per family, and the
// stack traces the server logged (goal: 0 and 0). Never asserted in CI; tests/e2e/fuzz.spec.ts runs
// a bounded share of the same generator in `npm test`.
//   node --import tsx bench/fuzz/run.ts        (FUZZ_RUNS, default 5000; FUZZ_SEED to replay a run)
import fc from 'fast-check'

import { anyRequest, isServerFailure, send, stackLines } from '../../tests/fuzz/requests'
import { startBenchServer } from '../lib/server.mjs'

const RUNS = Number(process.env.FUZZ_RUNS ?? 5000)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
const server = await startBenchServer({ port: 3405, distDir: '.next-bench-fuzz', keepLog: true, env: { TRUSTED_PROXY_HOPS: '1' } })
const perFamily = new Map<string, { tried: number; failed: number; statuses: Record<number, number> }>()
const examples: string[] = []
const started = performance.now()
let n = 0
try {
  for (const request of fc.sample(anyRequest, { numRuns: RUNS, seed: SEED })) {
    const proxyAppended = `198.18.${(n >> 8) & 255}.${n++ & 255}`
    const forwarded = [request.headers['X-Forwarded-For'], proxyAppended].filter(Boolean).join(', ')
    const result = await send(server.base, { ...request, headers: { ...request.headers, 'X-Forwarded-For': forwarded } })
    const family = perFamily.get(request.family) ?? { tried: 0, failed: 0, statuses: {} }
    family.tried++
    family.statuses[result.status] = (family.statuses[result.status] ?? 0) + 1
    if (isServerFailure(result)) {
      family.failed++
      if (examples.length < 20) examples.push(`${result.status || result.error} ${request.method} ${request.path}`)
    }
    perFamily.set(request.family, family)
  }
} finally {
  const seconds = (performance.now() - started) / 1000
  const stacks = stackLines(server.log())
  await server.stop()
  console.log(`\nFuzz: ${n} requests in ${seconds.toFixed(0)} s (${(n / seconds).toFixed(0)}/s), seed ${SEED}`)
  console.log('family'.padEnd(22), 'tried'.padStart(6), '5xx'.padStart(5), '  statuses')
  for (const [family, { tried, failed, statuses }] of [...perFamily].sort()) {
    console.log(family.padEnd(22), String(tried).padStart(6), String(failed).padStart(5), ' ', JSON.stringify(statuses))
  }
  console.log(
    `5xx (or no answer): ${[...perFamily.values()].reduce((sum, f) => sum + f.failed, 0)}; stack-trace lines in the server log: ${stacks.length}`,
  )
  for (const example of examples) console.log(`  ${example}`)
  for (const line of stacks.slice(0, 10)) console.log(`  log: ${line.trim()}`)
}
