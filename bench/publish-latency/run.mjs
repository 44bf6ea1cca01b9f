// How fast an editor's publish reaches visitors, and how fast a cached town page is served.
// Prints: the median ms from a REST save returning to the first request serving the new content
// (20 publishes), and requests/s for a cached town page next to nginx serving the same HTML.
// Run: node bench/publish-latency/run.mjs
import { load, median, signIn, startBenchServer, startNginx } from '../lib/server.mjs'

const PUBLISHES = 20
const TOWN_PAGE = '/explore/st-ives'

const server = await startBenchServer()
try {
  const auth = await signIn(server.base)
  const places = await (await fetch(`${server.base}/api/places?where[town.slug][equals]=st-ives&limit=1`, { headers: auth })).json()
  const place = places.docs[0]
  const latencies = []
  let firstRequestHits = 0
  for (let i = 0; i < PUBLISHES; i++) {
    const marker = `Bench marker ${Date.now()}-${i}`
    const saved = await fetch(`${server.base}/api/places/${place.id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ description: marker }),
    })
    if (!saved.ok) throw new Error(`save failed: ${saved.status}`)
    const returned = performance.now()
    for (let attempt = 1; ; attempt++) {
      const html = await (await fetch(`${server.base}${TOWN_PAGE}`)).text()
      if (html.includes(marker)) {
        latencies.push(performance.now() - returned)
        if (attempt === 1) firstRequestHits++
        break
      }
      if (attempt > 200) throw new Error('the new content never appeared')
    }
  }
  console.log(
    `publish → live: median ${median(latencies).toFixed(0)} ms over ${PUBLISHES} publishes (min ${Math.min(...latencies).toFixed(0)}, max ${Math.max(...latencies).toFixed(0)}); served on the very first request ${firstRequestHits}/${PUBLISHES} times`,
  )

  // Warm the page, then load it.
  const html = await (await fetch(`${server.base}${TOWN_PAGE}`)).text()
  const app = await load(`${server.base}${TOWN_PAGE}`)
  const nginx = await startNginx(html)
  const baseline = await load(nginx.url)
  await nginx.stop()
  console.log(
    `cached town page (${(html.length / 1024).toFixed(0)} KB): Next ${app.requestsPerSecond} req/s (p50 ${app.p50} ms, p99 ${app.p99} ms, ${app.errors} errors)`,
  )
  console.log(`same HTML from nginx: ${baseline.requestsPerSecond} req/s (p50 ${baseline.p50} ms, p99 ${baseline.p99} ms)`)
  console.log(`ratio Next/nginx: ${(app.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`)
} finally {
  await server.stop()
}
