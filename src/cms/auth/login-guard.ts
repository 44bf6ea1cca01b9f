import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import { addressOnly, type Attempt, beginAttempt, dropAttempt, succeeded } from '@/data/login-store'
import { clientAddressOf } from '@/domain/client-address.mjs'
import { decideLogin } from '@/domain/login-throttle'

import { restError } from '../rest/rest-error'

/** Payload's own message for a wrong password, given for every refusal that names an account. */
const SIGN_IN_REFUSED = 'The email or password provided is incorrect.'

const refused = () => restError(401, SIGN_IN_REFUSED)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const pbkdf2Async = promisify(pbkdf2)
/** The cost of Payload 3.90's password hash (pbkdf2-sha256-v1: 600 000 rounds, 32 bytes). */
const hashLikePayload = (password: string) => pbkdf2Async(password, randomBytes(32).toString('hex'), 600_000, 32, 'sha256')

/** The same sign-in with a password that cannot match: Payload checks it at a real hash and refuses. */
function withUnguessablePassword(request: Request, email: string): Request {
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  headers.set('content-type', 'application/json')
  return new Request(request.url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: randomBytes(24).toString('base64url') }),
  })
}

/**
 * Payload's sign-in behind our throttle (domain/login-throttle.ts). A locked account is still
 * sent to Payload, with a password that cannot match, and an unknown email costs one password
 * hash on top of Payload's quick refusal: so all three take about as long as a wrong password,
 * and all three answer the same 401. `forward` runs Payload's login (in the account's session queue).
 */
export async function guardLogin(
  request: Request,
  email: string,
  password: string,
  forward: (request: Request) => Promise<Response>,
): Promise<Response> {
  const address = clientAddressOf(request.headers)
  let attempt: Attempt
  try {
    attempt = await beginAttempt(email, address)
  } catch {
    return restError(503, 'Sign-in is unavailable for a moment; try again shortly.', { 'Retry-After': '5' })
  }
  const decision = decideLogin(attempt.failures, Date.now(), address)
  if (decision.kind === 'address-blocked') {
    await dropAttempt(attempt).catch(() => undefined)
    return restError(429, 'Too many failed sign-ins from this address; try again later.', {
      'Retry-After': String(decision.retryAfterSeconds),
    })
  }
  if (decision.delayMs) await sleep(decision.delayMs)
  if (decision.kind === 'locked') {
    await forward(withUnguessablePassword(request, email))
    await addressOnly(attempt).catch(() => undefined)
    return refused()
  }
  if (!attempt.known) {
    await forward(request)
    await hashLikePayload(password)
    return refused()
  }
  const response = await forward(request)
  if (response.status === 401) return refused()
  if (response.ok) await succeeded(attempt, email, address).catch(() => undefined)
  else await dropAttempt(attempt).catch(() => undefined)
  return response
}
