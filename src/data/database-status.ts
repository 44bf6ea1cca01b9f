import { databaseStatusPool } from './light-pool'

const MEMO_MS = 2000
let last: { ok: boolean; at: number } | undefined

/** Whether Postgres answers a trivial query within 2 s (remembered for 2 s). */
export async function databaseAnswers(now = Date.now()): Promise<boolean> {
  if (last && now - last.at < MEMO_MS) return last.ok
  let ok = false
  try {
    await databaseStatusPool()?.query('select 1')
    ok = true
  } catch {
    ok = false
  }
  last = { ok, at: now }
  return ok
}
