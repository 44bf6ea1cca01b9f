'use client'

/**
 * The address a click follows in this tab, when it is a plain click (no modifier key, the main
 * button, not already handled) on a link to this site that opens here and is not a download; else null.
 */
export function followedLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, window.location.href)
  return url.origin === window.location.origin ? url : null
}
