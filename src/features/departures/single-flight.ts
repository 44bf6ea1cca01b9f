/**
 * The cache every departures adapter shares its shape with (issue 23: "at most one upstream call
 * per station per period however many kiosks ask"): one slot per key, refreshed at most once per
 * period whatever the outcome, every caller during a refresh waiting on the same call (single
 * flight), and the last good value kept for when the upstream fails.
 *
 * It lives in this process's memory: the value changes every 30–60 s, must single-flight and must
 * outlive failures, which Next's data cache (shared through Redis by several instances) does not do.
 */

/** What a load ends in: a value, or why there is none this time. */
export type LoadResult<T, F extends string> = { value: T } | { failure: F }

/** What the cache knows about one key. */
export type SlotState<T, F extends string> = {
  /** the last good value and when it was loaded, if any */
  good: { value: T; fetchedAt: number } | null
  /** set when the latest load failed */
  failure: F | null
}

type Slot<T, F extends string> = SlotState<T, F> & {
  /** when the latest load ended; the next one waits a full period after it, success or failure */
  checkedAt: number
  pending: Promise<void> | null
}

export function createSingleFlightCache<T, F extends string>({
  now,
  periodMs,
  thrown,
  maxKeys = 1000,
}: {
  now: () => number
  periodMs: number
  /** the failure recorded when a load throws instead of answering */
  thrown: F
  /** keys beyond this many drop the oldest (the keys are meant to be few: stations, towns) */
  maxKeys?: number
}) {
  const slots = new Map<string, Slot<T, F>>()

  return {
    /** The key's state, loaded first (once, whoever else asks meanwhile) when its period is over. */
    async get(key: string, load: () => Promise<LoadResult<T, F>>): Promise<SlotState<T, F>> {
      let slot = slots.get(key)
      if (!slot) {
        if (slots.size >= maxKeys) slots.delete(slots.keys().next().value!)
        slot = { good: null, failure: null, checkedAt: -Infinity, pending: null }
        slots.set(key, slot)
      }
      if (!slot.pending && now() - slot.checkedAt >= periodMs) {
        const current = slot
        current.pending = load()
          .then((result) => {
            if ('value' in result) {
              current.good = { value: result.value, fetchedAt: now() }
              current.failure = null
            } else {
              current.failure = result.failure
            }
          })
          .catch(() => {
            current.failure = thrown
          })
          .finally(() => {
            current.checkedAt = now()
            current.pending = null
          })
      }
      if (slot.pending) await slot.pending
      return { good: slot.good, failure: slot.failure }
    },
    /** Forgets every key (tests; after an import replaced the timetable). */
    clear: () => slots.clear(),
  }
}

/** How an upstream call that threw failed: a timeout (AbortSignal.timeout), or what went wrong. */
export function thrownFailure(error: unknown): { timedOut: boolean; problem: string } {
  const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
  return { timedOut, problem: error instanceof Error ? error.message : String(error) }
}
