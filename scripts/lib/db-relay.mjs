// A TCP relay in front of Postgres for fault tests and benchmarks: it can be cut or hung on demand.
import net from 'node:net'

/**
 * A TCP relay in front of Postgres that can be cut or hung. Down, it resets every open connection
 * and refuses new ones, which is what a server sees when Postgres stops. Hung, it keeps every
 * connection open and accepts new ones but passes no byte either way, as when Postgres is paused
 * or the network drops packets. Up again, it relays (held bytes included).
 *
 * @param {string} databaseUrl
 */
export async function cuttableDatabase(databaseUrl) {
  const target = new URL(databaseUrl)
  /** @type {Set<net.Socket>} */
  const sockets = new Set()
  /** @type {'up' | 'down' | 'hung'} */
  let state = 'up'
  const server = net.createServer((client) => {
    if (state === 'down') return client.destroy()
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => undefined)
    }
    client.pipe(upstream).pipe(client)
    // After pipe(), which would resume a paused source.
    if (state === 'hung') for (const socket of [client, upstream]) socket.pause()
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = /** @type {net.AddressInfo} */ (server.address()).port
  const relayed = new URL(databaseUrl)
  relayed.hostname = '127.0.0.1'
  relayed.port = String(port)
  return {
    url: relayed.toString(),
    down() {
      state = 'down'
      for (const socket of sockets) socket.destroy()
    },
    hang() {
      state = 'hung'
      for (const socket of sockets) socket.pause()
    },
    up() {
      state = 'up'
      for (const socket of sockets) socket.resume()
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}
