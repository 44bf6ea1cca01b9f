/**
 * Sign-in throttling (issue 28, item 2). Failures are counted per client address, per account
 * *from one address*, and per account from everywhere, so that a stranger guessing from elsewhere
 * can slow the owner down but never lock the owner out.
 */
export const LOGIN_THROTTLE = {
  /** One address: this many failures (any accounts) in the window → 429 until the oldest ages out. */
  address: { windowMs: 15 * 60_000, maxFailures: 10 },
  /** One account from one address: this many failures within the window lock that pair for `lockMs`. */
  pair: { windowMs: 10 * 60_000, maxFailures: 5, lockMs: 10 * 60_000 },
  /** One account from all addresses: failures past `freeFailures` add `stepMs` each, up to `maxDelayMs`. */
  account: { windowMs: 15 * 60_000, freeFailures: 10, stepMs: 200, maxDelayMs: 2000 },
  /** Rows older than every window are pruned. */
  retentionMs: 30 * 60_000,
} as const

/** Passwords shorter than this are refused everywhere, the first admin's included (issue 16). */
export const MIN_PASSWORD_LENGTH = 12

/** Recent failures as the store reports them, newest first, times in ms. */
export type RecentFailures = {
  /** This address, any account (at most address.maxFailures entries needed). */
  address: number[]
  /** This account from this address (at most pair.maxFailures entries needed). */
  pair: number[]
  /** How many failures this account had in account.windowMs, from all addresses. */
  accountCount: number
}

export type LoginDecision =
  | { kind: 'address-blocked'; retryAfterSeconds: number }
  | { kind: 'locked'; delayMs: number }
  | { kind: 'try'; delayMs: number }

/** "unknown" is every client when no server of ours resolves addresses: limiting it would limit everyone. */
export const UNKNOWN_ADDRESS = 'unknown'

export function accountDelayMs(accountCount: number, rule = LOGIN_THROTTLE.account): number {
  return Math.min(rule.maxDelayMs, Math.max(0, accountCount - rule.freeFailures) * rule.stepMs)
}

export function decideLogin(failures: RecentFailures, now: number, address: string, rules = LOGIN_THROTTLE): LoginDecision {
  const recentAddress = failures.address.filter((t) => t > now - rules.address.windowMs)
  if (address !== UNKNOWN_ADDRESS && recentAddress.length >= rules.address.maxFailures) {
    const oldestCounted = recentAddress[rules.address.maxFailures - 1]
    return { kind: 'address-blocked', retryAfterSeconds: Math.max(1, Math.ceil((oldestCounted + rules.address.windowMs - now) / 1000)) }
  }
  const delayMs = accountDelayMs(failures.accountCount, rules.account)
  return { kind: pairLockedUntil(failures.pair, rules) > now ? 'locked' : 'try', delayMs }
}

/** The lock runs `lockMs` from the failure that completed `maxFailures` within `windowMs`; 0 if none did. */
export function pairLockedUntil(pairNewestFirst: number[], rules = LOGIN_THROTTLE): number {
  const { maxFailures, windowMs, lockMs } = rules.pair
  if (pairNewestFirst.length < maxFailures) return 0
  const [newest] = pairNewestFirst
  return newest - pairNewestFirst[maxFailures - 1] <= windowMs ? newest + lockMs : 0
}
