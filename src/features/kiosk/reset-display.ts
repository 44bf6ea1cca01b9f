import { RECENT_SEARCHES_STORAGE_KEY } from '@/domain/search'

/** Clears a visitor's traces and opens the mode's highlights page afresh (a full load empties panels and search). */
export function resetDisplay(target: string) {
  try {
    sessionStorage.clear()
  } catch {}
  try {
    localStorage.removeItem(RECENT_SEARCHES_STORAGE_KEY)
  } catch {}
  window.scrollTo(0, 0)
  window.location.assign(target)
}
