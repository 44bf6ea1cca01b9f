'use client'

import { useEffect, useEffectEvent } from 'react'

/**
 * Only one search on a page answers Ctrl+K / Cmd+K: the one mounted last, so a page's own search
 * (the search demo page) answers before the header's, and the header's again once that page is left.
 */
const owners: symbol[] = []

const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'

/** Calls `onShortcut` when this search owns the shortcut and the visitor presses it. */
export function useSearchShortcut(onShortcut: () => void) {
  const handle = useEffectEvent(onShortcut)
  useEffect(() => {
    const me = Symbol('search')
    owners.push(me)
    const onKeyDown = (event: KeyboardEvent) => {
      if (owners.at(-1) !== me || !isShortcut(event)) return
      event.preventDefault()
      handle()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      owners.splice(owners.indexOf(me), 1)
    }
  }, [])
}
