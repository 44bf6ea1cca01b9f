import { handleEndpoints, type Payload } from 'payload'
import { inject } from 'vitest'

let instance: Promise<Payload> | undefined

/** Payload on this run's scratch database; the config reads DATABASE_URL when first imported. */
export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    process.env.DATABASE_URL = inject('databaseUrl')
    process.env.PAYLOAD_SECRET = 'integration-tests'
    const { default: config } = await import('@payload-config')
    const { getPayload } = await import('payload')
    return getPayload({ config })
  })()
  return instance
}

/** A signed-in user of the given role, for access checks through the Local API. */
export async function userWithRole(payload: Payload, role: 'admin' | 'editor') {
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@int.test`
  return payload.create({
    collection: 'users',
    data: { email, password: `pw-${email}`, role },
    overrideAccess: true,
  })
}

/** A request through Payload's real REST handler (the one /api/[...slug] serves); a cookie comes as a same-origin browser sends it. */
export async function rest(path: string, cookie?: string, init: RequestInit = {}) {
  await testPayload()
  const { default: config } = await import('@payload-config')
  const headers = { ...(cookie ? { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' } : {}), ...init.headers }
  return handleEndpoints({ config, request: new Request(`http://localhost${path}`, { ...init, headers }) })
}

/** A new user of the given role signed in through REST, as the admin UI does; returns the session cookie. */
export async function signedInCookie(payload: Payload, role: 'admin' | 'editor') {
  const user = await userWithRole(payload, role)
  const response = await rest('/api/users/login', undefined, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: `pw-${user.email}` }),
  })
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
  return response.headers.get('set-cookie')!.split(';')[0]
}
