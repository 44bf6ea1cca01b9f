// Redis for several instances: whether the one they would share answers, said in words a person can
// act on, and a throwaway one of its own for a test or a bench.
import { spawn, spawnSync } from 'node:child_process'

import { Redis } from 'ioredis'

/** Null when `url` answers PING; otherwise what is wrong and how to put it right. */
export async function redisProblem(url) {
  if (!url)
    return (
      'INSTANCES > 1 shares one page cache between the instances through Redis, and REDIS_URL is not set. ' +
      'Start one (`redis-server`, or `sudo apt-get install redis-server`) and set REDIS_URL=redis://127.0.0.1:6379.'
    )
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.ping()
    return null
  } catch (error) {
    return `REDIS_URL (${url.replace(/\/\/[^@/]*@/, '//***@')}) does not answer: ${error.message}. Start Redis there (\`redis-server\`) or point REDIS_URL at a running one.`
  } finally {
    client.disconnect()
  }
}

/** Whether this machine has a redis-server to start (the scale-out tests and bench start their own). */
export function hasRedisServer() {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0
}

/**
 * A throwaway Redis of one's own on `port` (nothing written to disk), for tests and benches that
 * must stop it without touching anyone else's; resolves once it answers PING.
 */
export async function startPrivateRedis(port) {
  const url = `redis://127.0.0.1:${port}`
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  })
  const deadline = Date.now() + 10_000
  while (await redisProblem(url)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server on port ${port} did not start`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    /** SIGKILL, as when Redis dies; resolves once it has exited. */
    async stop() {
      if (child.exitCode !== null || child.signalCode) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    },
  }
}
