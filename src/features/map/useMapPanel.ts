'use client'

import { type PointerEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react'

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
  const padding = usePanelRoom(panelRef, isSide, open)

  return { isSide, open, setOpen, toggle, listDrawn, toggleRef, showPanelRef, focusToggle, handle, panelRef, padding }
}

/** The sheet's height animates: the map is told once it has settled, not at every frame. */
const PADDING_SETTLE_MS = 120

/**
 * Where the panel is drawn, measured whenever it changes size: the live map keeps that room clear
 * (its padding), and the notice strip (offline, updates), which floats over the page, sits beside
 * the sheet or the side list instead of over the list the visitor is using.
 */
function usePanelRoom(panelRef: RefObject<HTMLElement | null>, isSide: boolean, open: boolean) {
  const [padding, setPadding] = useState<ReturnType<typeof panelPadding>>({})
  useEffect(() => {
    const panel = panelRef.current
    const stage = panel?.parentElement
    if (!panel || !stage) return
    const root = document.documentElement.style
    let settle: ReturnType<typeof setTimeout> | undefined
    const place = () => {
      const shown = !panel.hidden
      const rect = panel.getBoundingClientRect()
      root.setProperty('--overlay-block-end', shown && !isSide ? `${Math.max(0, Math.round(window.innerHeight - rect.top))}px` : '0px')
      root.setProperty('--overlay-inline-start', shown && isSide ? `${Math.round(rect.right)}px` : '0px')
      clearTimeout(settle)
      settle = setTimeout(() => {
        const next = panelPadding(
          isSide ? 'side' : 'sheet',
          panel.hidden ? null : panel.getBoundingClientRect(),
          stage.getBoundingClientRect(),
        )
        setPadding((current) => (current.left === next.left && current.bottom === next.bottom ? current : next))
      }, PADDING_SETTLE_MS)
    }
    place()
    const observer = new ResizeObserver(place)
    observer.observe(panel)
    observer.observe(stage)
    window.addEventListener('scroll', place, { passive: true })
    return () => {
      clearTimeout(settle)
      observer.disconnect()
      window.removeEventListener('scroll', place)
      root.removeProperty('--overlay-block-end')
      root.removeProperty('--overlay-inline-start')
    }
  }, [panelRef, isSide, open])
  return padding
}
