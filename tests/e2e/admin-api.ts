import { type APIRequestContext, expect } from '@playwright/test'

/** Signs in to Payload's REST API as the admin that scripts/test.mjs created; returns the auth header. */
export async function signInAsAdmin(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/users/login', {
    data: { email: process.env.ADMIN_EMAIL || 'admin@e2e.test', password: process.env.ADMIN_PASSWORD || 'e2e-admin-password' },
  })
  expect(response.ok()).toBe(true)
  const { token } = await response.json()
  return { Authorization: `JWT ${token}` }
}

export async function setUnderConstruction(request: APIRequestContext, auth: Record<string, string>, on: boolean) {
  const response = await request.post('/api/globals/site-settings', { data: { underConstruction: on }, headers: auth })
  expect(response.ok()).toBe(true)
  // The proxy re-reads the flag after at most a second.
  // (A language redirect may answer instead of the page: only a construction redirect counts.)
  const redirectsToConstruction = async () =>
    /construction/.test((await request.get('/about', { maxRedirects: 0 })).headers().location ?? '')
  await expect.poll(redirectsToConstruction, { timeout: 5000 }).toBe(on)
}
