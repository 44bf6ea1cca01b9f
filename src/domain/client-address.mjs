// Plain JavaScript so that the Node server (scripts/server.mjs) and the app share one rule.

/**
 * The header that carries the client's address from our server to the app. The server always
 * overwrites it, so a client cannot choose its own value.
 */
export const CLIENT_ADDRESS_HEADER = 'x-town-guide-client'

/** How many proxies in front of the app append to X-Forwarded-For; 0 trusts none of it. */
export function trustedProxyHops(env = process.env) {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0)
  return Number.isInteger(hops) && hops > 0 ? Math.min(hops, 10) : 0
}

/**
 * The address of the client: the socket's peer, or, behind `hops` trusted proxies, the entry that
 * the outermost trusted proxy appended to X-Forwarded-For. Entries further left were written by
 * the client and are never believed. With fewer entries than hops, the leftmost one is used.
 *
 * @param {string | undefined | null} socketAddress
 * @param {string | undefined | null} forwardedFor
 * @param {number} hops
 * @returns {string}
 */
export function resolveClientAddress(socketAddress, forwardedFor, hops) {
  const peer = normalizeAddress(socketAddress)
  if (!hops) return peer
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // The socket peer is the last proxy; each proxy appended the address it received from.
  const path = [...chain, peer]
  return normalizeAddress(path[Math.max(0, path.length - 1 - hops)])
}

/** "::ffff:127.0.0.1" and "127.0.0.1" are one client; anything unreadable is "unknown". */
function normalizeAddress(address) {
  const value = String(address ?? '')
    .trim()
    .toLowerCase()
    .slice(0, 64)
  if (!value) return 'unknown'
  return value.startsWith('::ffff:') && value.includes('.') ? value.slice(7) : value
}

/**
 * The client's address as our server resolved it, read by route handlers and Payload hooks.
 * Under `next dev` (no server of ours) every client is "unknown" and shares one bucket.
 *
 * @param {{ get(name: string): string | null }} headers
 * @returns {string}
 */
export function clientAddressOf(headers) {
  return headers.get(CLIENT_ADDRESS_HEADER) || 'unknown'
}
