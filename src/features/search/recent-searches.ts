import { parseRecentSearches, RECENT_SEARCHES_STORAGE_KEY } from '@/domain/search'

export function readRecentSearches(): string[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY))
  } catch {
    return []
  }
}

export function writeRecentSearches(recent: string[]) {
  try {
    if (recent.length === 0) window.localStorage.removeItem(RECENT_SEARCHES_STORAGE_KEY)
    else window.localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(recent))
  } catch {
    // Private mode or storage full: recent searches are a convenience only.
  }
}
