// The production web server: Next's request handler behind a plain Node server of ours, because only
// the socket knows who the client is (Next keeps any X-Forwarded-For a client writes), and only
// here can an oversized body be refused before a byte of it is read.
//   node scripts/server.mjs            (PORT, HOST, TRUSTED_PROXY_HOPS from the environment)
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import next from 'next'

import { CLIENT_ADDRESS_HEADER, resolveClientAddress, trustedProxyHops } from '../src/domain/client-address.mjs'
import { DISTRICT_FILE_PATTERN, withoutThirdPartyMap } from '../src/domain/district-file.mjs'
import { basemapDir } from '../src/features/basemap/basemap-dir.mjs'
import { bodyLimitFor } from '../src/domain/request-limits.mjs'
import { isBeyondTheProxy, isDecodablePath } from '../src/domain/routable-path.mjs'
import { cacheControlFor, mergedVary, microCacheExpiry, VARY_HINT_HEADER } from '../src/domain/shared-cache.mjs'
import { oneStartPerTurn } from './lib/one-start-per-turn.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT || 3000)
// HOST, not HOSTNAME: shells and containers set HOSTNAME to the machine's name. Unset: every interface.
const hostname = process.env.HOST || undefined
const hops = trustedProxyHops()

/** Timeouts a client cannot stretch: a slow sender holds a socket for seconds, not Node's five minutes. */
const HEADERS_TIMEOUT_MS = 15_000
const REQUEST_TIMEOUT_MS = 60_000
// nginx drops its idle connections to an instance sooner (keepalive_timeout 4s, deploy/nginx): keep it so.
const KEEP_ALIVE_TIMEOUT_MS = 5_000
// What Keep-Alive announces: a second less than the connection is really kept. Clients that follow the
// hint (Node's http agent, undici) then drop an idle connection before we do, and never send a request
// on one we are closing at that moment, which they see as ECONNRESET (nodejs/node#47130; a CI run lost
// a test to it). Node 24's keepAliveTimeoutBuffer does the same.
const KEEP_ALIVE_ANNOUNCED = `timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000 - 1}`

/** An address Next cannot decode, on a route the proxy never sees (pages get its 404 in the visitor's language). */
function refuseUnreadable(response, pathname) {
  const json = pathname.startsWith('/api/')
  response.writeHead(400, { 'Content-Type': json ? 'application/json' : 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  const message = 'The address is not valid percent-encoding'
  response.end(json ? JSON.stringify({ errors: [{ message }] }) : message)
}

/** How long a connection closing with request bytes still arriving keeps reading them (nginx: 5 s). */
const LINGER_MS = 5_000

/**
 * nginx's lingering close. A body refused part-way (413) must not cost the client its answer: Next
 * destroys the request when a handler stops reading it, and Node closes the socket after the answer,
 * and a socket closed with request bytes still arriving is reset by the kernel, so the client loses
 * the 413 it was sent (1 request in 10 here). Instead the request is left to be read and dropped,
 * the answer is followed by a FIN, and the socket closes when the client is done or after LINGER_MS.
 */
const REQUEST_UNDER_WAY = Symbol('request under way')

function lingerBeforeClosing(request) {
  const { socket } = request
  const destroy = request.destroy
  request.destroy = function (error) {
    if (request.complete || socket.destroyed) return destroy.call(this, error)
    request.destroy = destroy
    request.resume()
    return this
  }
  const installed = REQUEST_UNDER_WAY in socket
  socket[REQUEST_UNDER_WAY] = request
  if (installed) return
  const destroySoon = socket.destroySoon
  socket.destroySoon = function () {
    if (this[REQUEST_UNDER_WAY].complete) return destroySoon.call(this)
    if (this.writable) this.end()
    setTimeout(() => this.destroy(), LINGER_MS).unref()
  }
}

function refuseOversized(request, response, limit) {
  const body = JSON.stringify({ error: `Request body too large: at most ${limit} bytes` })
  // Connection: close tells Node not to read the rest of the body to reuse the socket.
  response.writeHead(413, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Connection: 'close' })
  response.end(body)
}

/**
 * Whether our own district map is in place (npm run basemap), looked at once every few seconds: a
 * file dropped in takes effect without a restart, and no request pays for a directory listing.
 */
const hasDistrictMap = (() => {
  let checkedAt = 0
  let present = false
  return () => {
    if (Date.now() - checkedAt > 5000) {
      checkedAt = Date.now()
      try {
        present = fs.readdirSync(basemapDir()).some((name) => DISTRICT_FILE_PATTERN.test(name))
      } catch {
        present = false
      }
    }
    return present
  }
})()

/**
 * Headers for shared caches, settled at the one place every response passes rather than trusted to
 * each feature: whatever sets a cookie (Payload, next-intl, a future feature) goes out private, and
 * `Vary` goes out as one line. Node's implicit headers (a bare `end()`) also go through `writeHead`.
 */
function safeForSharedCaches(response) {
  const writeHead = response.writeHead
  response.writeHead = function (statusCode, ...rest) {
    const given = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg))
    const givenName = (name) => (given ? Object.keys(given).find((key) => key.toLowerCase() === name) : undefined)
    const setsCookie = response.hasHeader('set-cookie') || givenName('set-cookie') !== undefined
    if (setsCookie) {
      const key = givenName('cache-control')
      if (key) given[key] = cacheControlFor(given[key], true)
      else response.setHeader('Cache-Control', cacheControlFor(response.getHeader('cache-control'), true))
    }
    const hint = response.getHeader(VARY_HINT_HEADER)
    response.removeHeader(VARY_HINT_HEADER)
    const vary = [response.getHeader('vary'), hint].flat().filter(Boolean)
    if (vary.length) response.setHeader('Vary', mergedVary(vary))
    if (hops > 0) response.setHeader('X-Accel-Expires', microCacheExpiry(Date.now()))
    // The policy is fixed when the site is built (next.config.ts); which map the pages use is not.
    const policy = response.getHeader('content-security-policy')
    if (typeof policy === 'string' && hasDistrictMap()) response.setHeader('Content-Security-Policy', withoutThirdPartyMap(policy))
    return writeHead.call(this, statusCode, ...rest)
  }
}

// Next's own idea of its host stays `localhost` whatever HOST binds: given 127.0.0.1, its proxy rewrote
// to localhost and redirected every page to itself (307 loop).
const app = next({ dev: false, dir: ROOT, port, hostname: 'localhost' })
const handle = app.getRequestHandler()
const admit = oneStartPerTurn()
await app.prepare()

const server = http.createServer((request, response) => {
  request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], hops)
  const declared = Number(request.headers['content-length'])
  const pathname = (request.url ?? '/').split('?')[0]
  const limit = bodyLimitFor(request.method ?? 'GET', pathname, request.headers['content-type'])
  if (Number.isFinite(declared) && declared > limit) return refuseOversized(request, response, limit)
  if (!isDecodablePath(pathname) && isBeyondTheProxy(pathname)) return refuseUnreadable(response, pathname)
  safeForSharedCaches(response)
  response.setHeader('Keep-Alive', KEEP_ALIVE_ANNOUNCED)
  lingerBeforeClosing(request)
  admit(() => handleSafely(request, response, pathname))
})

function handleSafely(request, response, pathname) {
  if (request.destroyed) return
  handle(request, response).catch((error) => {
    console.error(`[server] ${request.method} ${pathname}: ${error instanceof Error ? error.message : error}`)
    if (!response.headersSent) {
      response.writeHead(500, { 'Content-Type': 'text/plain' })
      response.end('Internal Server Error')
    } else response.destroy()
  })
}
server.headersTimeout = HEADERS_TIMEOUT_MS
server.requestTimeout = REQUEST_TIMEOUT_MS
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS

server.on('clientError', (error, socket) => {
  if (!socket.writable) return socket.destroy()
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
})

server.listen(port, hostname, () => {
  console.log(`[server] listening on http://${hostname ?? 'localhost'}:${port} (trusted proxy hops: ${hops})`)
})

let closing = false
/** SIGTERM (a deploy): finish the requests under way, for 10 s at most. */
function shutdown() {
  if (closing) return
  closing = true
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  // Requests still running after this are cut: a deploy must not wait on a stalled client.
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.on('SIGTERM', shutdown)
// Ctrl+C reaches the embedded Postgres at the same moment: waiting would only log its dropped connections.
process.on('SIGINT', () => process.exit(0))
