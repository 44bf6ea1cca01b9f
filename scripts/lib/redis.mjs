// Whether the Redis that several instances would share answers, said in words a person can act on.
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
