import { type APIRequestContext, type APIResponse, expect } from '@playwright/test'

export const ADMIN = { email: process.env.ADMIN_EMAIL || 'admin@e2e.test', password: process.env.ADMIN_PASSWORD || 'e2e-admin-password' }

/** The session token from a sign-in's Set-Cookie (Payload no longer puts it in the JSON). */
export function sessionTokenOf(response: APIResponse): string {
  const cookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('payload-token='))
  const token = cookie?.value.match(/^payload-token=([^;]+)/)?.[1]
  expect(token, 'a payload-token cookie').toBeTruthy()
  return token!
}

/** Signs in to Payload's REST API; returns an auth header for that account alone. */
export async function signIn(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<Record<string, string>> {
  const response = await request.post('/api/users/login', { data: credentials })
  expect(response.ok(), await response.text()).toBe(true)
  return { Authorization: `JWT ${sessionTokenOf(response)}` }
}

/** Signs in as the admin that scripts/test.mjs created; returns the auth header. */
export function signInAsAdmin(request: APIRequestContext): Promise<Record<string, string>> {
  return signIn(request, ADMIN)
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

/** A collection's document by its slug, as `auth` may read it (depth 0). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the REST document of any collection
export async function docBySlug(request: APIRequestContext, auth: Record<string, string>, collection: string, slug: string): Promise<any> {
  const response = await request.get(`/api/${collection}?where[slug][equals]=${encodeURIComponent(slug)}&depth=0`, { headers: auth })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).docs[0]
}
