/**
 * Runs `task` `delayMs` after the page's load event (counted from now if it has already fired) and
 * returns a cancel. For startup work nobody waits for, so it never competes with the first render.
 */
export function afterLoad(task: () => void, delayMs = 0): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => (timer = setTimeout(task, delayMs))
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    clearTimeout(timer)
    window.removeEventListener('load', schedule)
  }
}
