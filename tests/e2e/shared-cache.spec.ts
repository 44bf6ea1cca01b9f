import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, request as playwrightRequest, test } from '@playwright/test'

import { findNginx, NGINX_MISSING, writeNginxMain } from '../../scripts/lib/nginx.mjs'
import { LANGUAGE_TAGS, messages } from './support'

/**
 * Issue 28: the guide behind a shared cache. nginx's proxy_cache stands in for a CDN, configured as
 * a careless one would be: it keeps whatever the origin lets it keep, Set-Cookie included. Two
 * visitors with different languages and cookies must each get their own page, and no one's cookie.
 */
const origin = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3210')
const cachePort = Number(origin.port) + 70
const cacheURL = `http://127.0.0.1:${cachePort}`
const NGINX = findNginx()

let nginx: ChildProcess | undefined
let prefix: string

// One nginx on one port for the file: its tests must share a worker, or one worker's afterAll stops it under another's test.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  expect(NGINX, `${NGINX_MISSING} (.ci/run installs it)`).toBeTruthy()
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-nginx-'))
  const config = writeNginxMain(
    prefix,
    `  proxy_cache_path ${path.join(prefix, 'cache')} keys_zone=pages:1m;
  server {
    listen 127.0.0.1:${cachePort};
    location / {
      proxy_pass http://127.0.0.1:${origin.port};
      proxy_cache pages;
      # A CDN that caches responses with cookies: only the origin's Cache-Control and Vary protect visitors.
      proxy_ignore_headers Set-Cookie;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }`,
  )
  nginx = spawn(NGINX!, ['-p', prefix, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  nginx.stderr!.on('data', (chunk) => (errors += chunk))
  await expect
    .poll(
      () =>
        fetch(`${cacheURL}/builds/latest.json`).then(
          (r) => r.status,
          () => 0,
        ),
      { message: `nginx did not start: ${errors}`, timeout: 15_000 },
    )
    .toBe(200)
})

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve))
    nginx.kill('SIGQUIT')
    await exited
  }
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true })
})

/** A visitor of their own: their own cookies and language, nothing shared with the others but the cache. */
async function visitor(headers: Record<string, string>) {
  return playwrightRequest.newContext({ baseURL: cacheURL, extraHTTPHeaders: headers })
}

const htmlLang = (html: string) => /<html[^>]* lang="([^"]+)"/.exec(html)?.[1]

test('two visitors with different languages and cookies each get their own page through a shared cache', async () => {
  // Warm-up: the English visitor fills the cache for the unprefixed address first.
  const english = await visitor({ 'Accept-Language': 'en-GB,en;q=0.9' })
  const polish = await visitor({ 'Accept-Language': 'pl-PL,pl;q=0.9' })
  const frenchByCookie = await visitor({ 'Accept-Language': 'en-GB', Cookie: 'NEXT_LOCALE=fr' })
  const statuses: string[] = []
  for (let round = 0; round < 3; round++) {
    const page = await english.get('/about', { maxRedirects: 0 })
    expect(page.status()).toBe(200)
    expect(htmlLang(await page.text())).toBe(LANGUAGE_TAGS.en)
    statuses.push(page.headers()['x-cache-status'])

    const toPolish = await polish.get('/about', { maxRedirects: 0 })
    expect(toPolish.status(), 'Accept-Language: pl').toBe(307)
    expect(toPolish.headers().location).toMatch(/\/pl\/about$/)

    const toFrench = await frenchByCookie.get('/about', { maxRedirects: 0 })
    expect(toFrench.status(), 'NEXT_LOCALE=fr').toBe(307)
    expect(toFrench.headers().location).toMatch(/\/fr\/about$/)
  }
  // The cache is in use, so the answers above are its own and not the origin's every time.
  expect(statuses).toContain('HIT')
})

test('a page seen by a visitor whose cookie named another language gives no one a cookie', async () => {
  const pl = messages('pl')
  // This visitor's cookie says English: next-intl used to answer /pl/… with Set-Cookie: NEXT_LOCALE=pl.
  const englishCookie = await visitor({ Cookie: 'NEXT_LOCALE=en' })
  const stranger = await visitor({})
  for (const path of ['/pl/about', '/pl/explore', '/pl/contact']) {
    const first = await englishCookie.get(path)
    expect(first.status(), path).toBe(200)
    expect(first.headers()['set-cookie'], path).toBeUndefined()
    for (let round = 0; round < 2; round++) {
      const later = await stranger.get(path)
      expect(later.status(), path).toBe(200)
      expect(later.headers()['set-cookie'], path).toBeUndefined()
      expect(htmlLang(await later.text()), path).toBe(LANGUAGE_TAGS.pl)
    }
  }
  expect(await (await stranger.get('/pl/about')).text()).toContain(pl.About.heading)
  const cookies = await stranger.storageState()
  expect(cookies.cookies).toEqual([])
})

test('any response that sets a cookie is private', async () => {
  const signIn = await (
    await visitor({})
  ).post('/api/users/login', {
    data: { email: process.env.ADMIN_EMAIL ?? 'admin@e2e.test', password: process.env.ADMIN_PASSWORD ?? 'e2e-admin-password' },
  })
  expect(signIn.status()).toBe(200)
  expect(signIn.headers()['set-cookie']).toBeTruthy()
  expect(signIn.headers()['cache-control']).toMatch(/private|no-store/)
})
