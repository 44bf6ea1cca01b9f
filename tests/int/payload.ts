import type { Payload } from 'payload'
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
