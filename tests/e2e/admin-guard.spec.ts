import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { sessionTokenOf, signIn, signInAsAdmin } from './admin-api'

/**
 * Issue 7: the admin-only usage view answers a real 401/403 (not a 200 shell that redirects in its
 * body), also when a request carries `x-middleware-subrequest` (CVE-2025-29927, the proxy bypass).
 */
const BYPASSES: Record<string, Record<string, string>> = {
  'no bypass header': {},
  'x-middleware-subrequest: proxy': { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  'x-middleware-subrequest: src/proxy': { 'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy' },
  'x-middleware-subrequest: middleware': { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
}
// Payload renders the admin view on demand: give a loaded CI machine time.
test.describe.configure({ timeout: 90_000 })

const VIEWS = ['/admin/usage-stats', '/admin/usage-stats?town=st-ives&from=2020-01-01&to=2030-01-01']
const DATA = ['/api/usage-stats/export', '/api/usage-stats/export?format=json']

async function tokenFor(request: import('@playwright/test').APIRequestContext, role: 'admin' | 'editor') {
  if (role === 'admin') return signInAsAdmin(request)
  const admin = await signInAsAdmin(request)
  // A random address: the four editor tests run on parallel workers, and two of them once started
  // in the same millisecond, so a Date.now() address was taken and the second sign-up was refused.
  const editor = { email: `guard-editor-${randomUUID()}@e2e.test`, password: 'guard-editor-password' }
  const created = await request.post('/api/users', { headers: admin, data: { ...editor, role: 'editor' } })
  expect(created.ok(), await created.text()).toBe(true)
  return signIn(request, editor)
}

for (const [name, bypass] of Object.entries(BYPASSES)) {
  test(`anonymous: 401 for the usage view and its data (${name})`, async ({ request }) => {
    for (const path of [...VIEWS, ...DATA]) {
      const response = await request.get(path, { headers: bypass, maxRedirects: 0 })
      expect(response.status(), path).toBe(401)
      const body = await response.text()
      expect(body, path).not.toContain('Usage statistics')
      expect(body, path).not.toContain('Query times')
    }
  })

  test(`editor: 403 for the usage view and its data (${name})`, async ({ request }) => {
    const editor = await tokenFor(request, 'editor')
    for (const path of [...VIEWS, ...DATA]) {
      const response = await request.get(path, { headers: { ...editor, ...bypass }, maxRedirects: 0 })
      expect(response.status(), path).toBe(403)
      expect(await response.text(), path).not.toContain('Query times')
    }
  })
}

test('admin: 200 for the usage view and its data', async ({ request }) => {
  const admin = await tokenFor(request, 'admin')
  for (const path of [...VIEWS, ...DATA]) {
    const response = await request.get(path, { headers: admin, maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
  }
  expect(await (await request.get(VIEWS[0], { headers: admin })).text()).toContain('Query times')
})

test('an anonymous browser still reaches the sign-in page, and an editor sees why not', async ({ page, request }) => {
  await page.goto('/admin/usage-stats')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fusage-stats/)
  const editor = await tokenFor(request, 'editor')
  const refused = await request.get('/admin/usage-stats', { headers: editor })
  expect(await refused.text()).toContain('Only admins can see this page.')
})

test('other spellings of the admin-only views and the cache view are refused alike (issue 28)', async ({
  request,
  playwright,
  baseURL,
}) => {
  const stranger = await playwright.request.newContext({ baseURL })
  const editor = await tokenFor(request, 'editor')
  const spellings = [
    '/admin/Usage-Stats',
    '/admin/USAGE-STATS/',
    '/admin//usage-stats',
    '/admin/usage%2Dstats',
    '/admin/collections/../usage-stats',
    '/admin/cache',
    '/admin/Cache',
  ]
  for (const path of spellings) {
    // A trailing slash is first redirected (308) by Next to the same view without it.
    const anonymous = await stranger.get(path, { maxRedirects: 2 })
    expect(anonymous.status(), path).toBe(401)
    const body = await anonymous.text()
    // Nothing of the admin: no collection list, no view.
    for (const leak of ['Query times', 'Cache and builds', 'Places', 'Collections']) expect(body, `${path}: ${leak}`).not.toContain(leak)
    expect((await request.get(path, { maxRedirects: 2, headers: editor })).status(), path).toBe(403)
  }
})

test('simultaneous sign-ins to one account each get a session that works', async ({ request }) => {
  // Payload 3.90 adds a session by rewriting the account's whole list, so overlapping sign-ins used
  // to lose all but one: the others' tokens were silently anonymous (payloadcms/payload#18132).
  const admin = await signInAsAdmin(request)
  const account = { email: `twice-${randomUUID()}@e2e.test`, password: 'twice-editor-password' }
  expect((await request.post('/api/users', { headers: admin, data: { ...account, role: 'editor' } })).ok()).toBe(true)
  const logins = await Promise.all(Array.from({ length: 4 }, () => request.post('/api/users/login', { data: account })))
  for (const login of logins) {
    expect(login.ok()).toBe(true)
    const me = await request.get('/api/users/me', { headers: { Authorization: `JWT ${sessionTokenOf(login)}` } })
    expect((await me.json()).user?.email).toBe(account.email)
  }
})
