/**
 * Starts queued jobs in arrival order, one per turn of the event loop.
 *
 * libuv (since 1.45) accepts one connection per loop turn, and a turn runs the handler of every
 * request that arrived in it. Handled inline, a saturated server has turns of hundreds of ms, so a new
 * visitor's connection waited in the kernel's accept queue behind every keep-alive client: at 200
 * connections some first requests took 10–30 s while p50 was 0.4 s. Starting one request per turn
 * keeps turns short and serves requests first come, first served, at the same throughput.
 */
export function oneStartPerTurn() {
  const queue = []
  let scheduled = false
  const startNext = () => {
    scheduled = false
    const job = queue.shift()
    if (queue.length) schedule()
    job?.()
  }
  const schedule = () => {
    scheduled = true
    setImmediate(startNext)
  }
  return (job) => {
    queue.push(job)
    if (!scheduled) schedule()
  }
}
