import { expect, request as playwrightRequest, test } from '@playwright/test'

import { hasRedisServer, startPrivateRedis } from '../../scripts/lib/redis.mjs'
import { signInAsAdmin } from './admin-api'
import { secondServer } from './second-server'

/**
 * Issue 19: two app instances of the suite's build and database sharing Next's cache in a Redis of
 * this test's own (so it can be stopped without touching anyone else's).
 */
const suitePort = Number(new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3210').port)
const redisPort = suitePort + 74
const REDIS_URL = `redis://127.0.0.1:${redisPort}`

const a = secondServer(72, { REDIS_URL }, { keepLog: true })
const b = secondServer(73, { REDIS_URL }, { keepLog: true })
let redis: Awaited<ReturnType<typeof startPrivateRedis>> | undefined

// A Ramsey page in Lithuanian: no other test reads it, so the suite's own server (which does not
// share this cache) never keeps a copy of the edit made here.
const PAGE = '/lt/explore/ramsey'

const page = async (origin: string) => {
  const response = await fetch(`${origin}${PAGE}`)
  const html = await response.text()
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    generatedAt: /<meta name="generated-at" content="([^"]+)"/.exec(html)?.[1],
    html,
  }
}

test.describe.configure({ mode: 'serial', timeout: 180_000 })

test.beforeAll(async () => {
  test.skip(!hasRedisServer(), 'redis-server is not installed here (Debian: apt-get install redis-server; .ci/run installs it)')
  redis = await startPrivateRedis(redisPort)
  await Promise.all([a.start(), b.start()])
})

test.afterAll(async () => {
  await Promise.all([a.kill(), b.kill()])
  await redis?.stop()
})

test('a page one instance rendered is served by the other from Redis, and a publish on one is on the other’s next request', async () => {
  const rendered = await page(a.origin)
  expect(rendered.status).toBe(200)
  const fromB = await page(b.origin)
  expect(fromB.cache).toBe('HIT')
  expect(fromB.generatedAt).toBe(rendered.generatedAt)

  const api = await playwrightRequest.newContext({ baseURL: a.origin })
  const auth = await signInAsAdmin(api)
  const town = (await (await api.get('/api/towns?where[slug][equals]=ramsey&limit=1', { headers: auth })).json()).docs[0]
  const place = (await (await api.get(`/api/places?where[town][equals]=${town.id}&limit=1&locale=lt&depth=0`, { headers: auth })).json())
    .docs[0]
  const original = place.description as string
  const marker = `Redis ${Date.now()}`
  try {
    const edited = await api.patch(`/api/places/${place.id}?locale=lt`, { headers: auth, data: { description: marker } })
    expect(edited.ok(), await edited.text()).toBe(true)
    const afterPublish = await page(b.origin)
    expect(afterPublish.html.includes(marker), 'B serves the edit made on A').toBe(true)
    expect(afterPublish.generatedAt).not.toBe(rendered.generatedAt)
  } finally {
    await api.patch(`/api/places/${place.id}?locale=lt`, { headers: auth, data: { description: original } })
    await api.dispose()
  }
  await expect.poll(async () => (await page(b.origin)).html.includes(marker)).toBe(false)
})

test('with Redis gone both instances keep serving; once it is back they share again', async () => {
  await redis!.stop()
  for (const server of [a, b]) {
    const served = await page(server.origin)
    expect(served.status).toBe(200)
    expect(served.html.includes('Ramsey'), `${server.origin} serves the town page`).toBe(true)
  }
  redis = await startPrivateRedis(redisPort)
  // ioredis reconnects within a few seconds; then A's render is B's hit again.
  await expect
    .poll(
      async () => {
        const rendered = await page(a.origin)
        const fromB = await page(b.origin)
        return fromB.cache === 'HIT' && fromB.generatedAt === rendered.generatedAt
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(true)
  expect(a.log() + b.log()).toContain('Redis is back')
})
