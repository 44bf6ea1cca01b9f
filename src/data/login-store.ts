import { createHmac } from 'node:crypto'

import { DATABASE_TIMEOUTS } from '@/domain/database-timeouts'
import { LOGIN_THROTTLE, type RecentFailures } from '@/domain/login-throttle'

import { sidePool } from './side-pool'

const loginPool = sidePool(DATABASE_TIMEOUTS.login)

/** Emails and addresses are stored only as keyed hashes, so the table lists nobody. */
export function keyOf(kind: 'account' | 'address', value: string): string {
  const normalized = kind === 'account' ? value.toLowerCase().trim() : value
  return createHmac('sha256', process.env.PAYLOAD_SECRET || 'town-guide')
    .update(`${kind}:${normalized}`)
    .digest('base64url')
    .slice(0, 43)
}

export type Attempt = { id: string; known: boolean; failures: RecentFailures }

/**
 * Records the attempt as a failure *before* the password is checked (so parallel guesses count
 * against each other) and, in the same statement, reads the failures that came before it and
 * whether the account exists. The attempt is removed again if it succeeds or is not a guess.
 */
export async function beginAttempt(email: string, address: string, now = Date.now()): Promise<Attempt> {
  const account = keyOf('account', email)
  const client = keyOf('address', address)
  const { rows } = await loginPool().query<{ id: string; known: boolean; address: string[]; pair: string[]; account_count: number }>(
    `WITH mine AS (INSERT INTO login_failures (account_key, address_key, at) VALUES ($1, $2, $3) RETURNING id)
     SELECT (SELECT id FROM mine)::text AS id,
       EXISTS (SELECT 1 FROM users WHERE email = $4) AS known,
       ARRAY(SELECT at FROM login_failures WHERE address_key = $2 AND at > $3 - $5::bigint ORDER BY at DESC LIMIT $6)::text[] AS address,
       ARRAY(SELECT at FROM login_failures WHERE account_key = $1 AND address_key = $2 AND at > $3 - $7::bigint ORDER BY at DESC LIMIT $8)::text[] AS pair,
       (SELECT count(*) FROM login_failures WHERE account_key = $1 AND at > $3 - $9::bigint)::int AS account_count`,
    [
      account,
      client,
      now,
      email.toLowerCase().trim(),
      LOGIN_THROTTLE.address.windowMs,
      LOGIN_THROTTLE.address.maxFailures,
      LOGIN_THROTTLE.pair.windowMs + LOGIN_THROTTLE.pair.lockMs,
      LOGIN_THROTTLE.pair.maxFailures,
      LOGIN_THROTTLE.account.windowMs,
    ],
  )
  const row = rows[0]
  maybePrune(now)
  return {
    id: row.id,
    known: row.known,
    failures: { address: row.address.map(Number), pair: row.pair.map(Number), accountCount: row.account_count },
  }
}

/** Not a guess at all (the address was already refused): forget it. */
export async function dropAttempt(attempt: Attempt): Promise<void> {
  await loginPool().query('DELETE FROM login_failures WHERE id = $1', [attempt.id])
}

/** Refused while locked: counts against the address only, so the lock does not extend itself. */
export async function addressOnly(attempt: Attempt): Promise<void> {
  await loginPool().query('UPDATE login_failures SET account_key = NULL WHERE id = $1', [attempt.id])
}

/** A correct password from this address clears this pair's failures (not the address's). */
export async function succeeded(attempt: Attempt, email: string, address: string): Promise<void> {
  await loginPool().query('DELETE FROM login_failures WHERE id = $1 OR (account_key = $2 AND address_key = $3)', [
    attempt.id,
    keyOf('account', email),
    keyOf('address', address),
  ])
}

/** An admin's unlock: every address's failures against the account are forgotten. */
export async function clearAccount(email: string): Promise<void> {
  await loginPool().query('DELETE FROM login_failures WHERE account_key = $1', [keyOf('account', email)])
}

let lastPrune = 0
function maybePrune(now: number) {
  if (now - lastPrune < 60_000) return
  lastPrune = now
  loginPool()
    .query('DELETE FROM login_failures WHERE at < $1', [now - LOGIN_THROTTLE.retentionMs])
    .catch(() => undefined)
}
