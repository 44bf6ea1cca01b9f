import { randomBytes } from 'node:crypto'

const MIN_SECRET_LENGTH = 32

let generated: string | undefined

/**
 * PAYLOAD_SECRET signs sessions and derives Payload's encryption key, so a guessable or committed
 * value lets anyone forge an admin session. Production must bring its own; `npm start` writes one
 * to .data/payload-secret. Elsewhere (dev, tests) a missing secret gets a random one per process.
 */
export function payloadSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.PAYLOAD_SECRET?.trim() ?? ''
  if (env.NODE_ENV === 'production') {
    if (secret.length >= MIN_SECRET_LENGTH) return secret
    throw new Error(
      `PAYLOAD_SECRET is ${secret ? `only ${secret.length} characters long` : 'not set'}: production needs at least ${MIN_SECRET_LENGTH}. ` +
        'Generate one with `openssl rand -hex 32` and set it as PAYLOAD_SECRET (keep it: changing it signs everyone out).',
    )
  }
  if (secret) return secret
  if (!generated) {
    generated = randomBytes(32).toString('hex')
    console.warn('[town-guide] PAYLOAD_SECRET is not set: using a random secret for this process (sessions end when it stops).')
  }
  return generated
}
