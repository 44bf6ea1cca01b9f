/**
 * Issue 20, item 7: where visitors give up a tour, from counts alone (usage events carry no visitor
 * id). A visitor who started and pressed "I'm here" at stops 1…k, and no further, stopped at k; one
 * who pressed it at the last stop finished. So from the reached counts in stop order, the visitors
 * who stopped at k are those who reached k less those who reached k + 1 (less those who finished,
 * at the last stop reached), and those who never reached stop 1 stopped before it (stop 0).
 */
export function stoppedAt(started: number, finished: number, reached: readonly { stop: number; reached: number }[]): Map<number, number> {
  const byStop = new Map(reached.map((r) => [r.stop, r.reached]))
  const last = Math.max(0, ...byStop.keys())
  const stopped = new Map<number, number>()
  const at = (stop: number) => (stop === 0 ? started : (byStop.get(stop) ?? 0))
  for (let stop = 0; stop <= last; stop++) {
    const onward = stop === last ? finished : at(stop + 1)
    // Events can be lost or arrive out of step (a phone offline for days): never a negative count.
    stopped.set(stop, Math.max(0, at(stop) - onward))
  }
  return stopped
}

/** The stop where most visitors stop (0: before the first), or null when none stopped short. */
export function whereVisitorsStop(started: number, finished: number, reached: readonly { stop: number; reached: number }[]): number | null {
  let worst: number | null = null
  let most = 0
  for (const [stop, count] of stoppedAt(started, finished, reached)) {
    if (count > most) [worst, most] = [stop, count]
  }
  return worst
}
