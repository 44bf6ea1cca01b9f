'use client'

import { type PointerEvent, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { panelPadding, SIDE_PANEL_QUERY, sheetGesture } from '@/domain/map-view'

import { useMediaQuery } from '@/hooks/useMediaQuery'

/**
 * The place panel: a side panel on wide landscape screens, a bottom sheet elsewhere. Closed in the
 * server HTML (the phone start state, so phones see no layout shift); a shared place starts open,
 * and so does the side panel once the page knows it is wide.
 */
export function useMapPanel({ initiallyOpen }: { initiallyOpen: boolean }) {
  const isSide = useMediaQuery(SIDE_PANEL_QUERY, false)
  const [chosen, setChosen] = useState<boolean | null>(null)
  if (isSide && chosen === null) setChosen(true)
  const open = chosen ?? initiallyOpen
  const setOpen = useCallback((next: boolean) => setChosen(next), [])
  const toggle = useCallback(() => setChosen(!open), [open])

  // The place list is drawn the first time the panel opens and kept after, with its scroll. Closed,
  // it is hidden and inert, yet its rows were two thirds of the page a phone parsed and hydrated.
  const [listDrawn, setListDrawn] = useState(open)
  if (open && !listDrawn) setListDrawn(true)

  const toggleRef = useRef<HTMLButtonElement>(null)
  const showPanelRef = useRef<HTMLButtonElement>(null)
  const focusToggle = useCallback(() => (showPanelRef.current ?? toggleRef.current)?.focus(), [])

  // Sheet handle: drag up to open, down to close; a tap toggles. The button beside it does the same.
  const drag = useRef<number | null>(null)
  const handle = {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      drag.current = e.clientY
      e.currentTarget.setPointerCapture(e.pointerId)
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      if (drag.current == null) return
      const gesture = sheetGesture(e.clientY - drag.current)
      drag.current = null
      setChosen(gesture === 'toggle' ? !open : gesture === 'open')
    },
    onPointerCancel: () => {
      drag.current = null
    },
  }

  const panelRef = useRef<HTMLElement>(null)
  useOverlayClearance(panelRef, isSide, open)

  const padding = useMemo(
    () => panelPadding(isSide ? 'side' : 'sheet', open, typeof window === 'undefined' ? 800 : window.innerHeight),
    [isSide, open],
  )

  return { isSide, open, setOpen, toggle, listDrawn, toggleRef, showPanelRef, focusToggle, handle, panelRef, padding }
}

/**
 * The notice strip (offline, updates) floats over the page: it is told where the sheet or the side
 * list is, so it sits beside it instead of over the list the visitor is using.
 */
function useOverlayClearance(panelRef: RefObject<HTMLElement | null>, isSide: boolean, open: boolean) {
  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    const root = document.documentElement.style
    const place = () => {
      const shown = !panel.hidden
      const rect = panel.getBoundingClientRect()
      root.setProperty('--overlay-block-end', shown && !isSide ? `${Math.max(0, Math.round(window.innerHeight - rect.top))}px` : '0px')
      root.setProperty('--overlay-inline-start', shown && isSide ? `${Math.round(rect.right)}px` : '0px')
    }
    place()
    const observer = new ResizeObserver(place)
    observer.observe(panel)
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, { passive: true })
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place)
      root.removeProperty('--overlay-block-end')
      root.removeProperty('--overlay-inline-start')
    }
  }, [panelRef, isSide, open])
}
