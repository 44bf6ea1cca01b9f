/**
 * Debian's Chromium as every test and bench launches it (never a downloaded browser): no sandbox
 * as root, no GPU (WebGL in software), nothing of its own on the network.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * The street with no signal beyond the guide: every host but this machine fails to resolve, for
 * pages and service workers alike (request routing would take the service worker out of the way).
 */
export const ONLY_THE_GUIDE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'
