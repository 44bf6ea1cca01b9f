'use client'

import { type ReactNode, useEffect, useRef } from 'react'

import styles from './Attract.module.css'

/** The box that clips `el`: its nearest ancestor that does not let content overflow. */
function clipBottom(el: HTMLElement): number {
  for (let a = el.parentElement; a; a = a.parentElement) {
    if (getComputedStyle(a).overflow !== 'visible') return a.getBoundingClientRect().bottom
  }
  return window.innerHeight
}

/** Shows the items of each list (and rows of each table) that fit whole, and always the first: the rest would be cut mid-item. */
function fitLists(root: HTMLElement) {
  for (const list of root.querySelectorAll<HTMLElement>('ul, ol, tbody')) {
    const items = [...list.children] as HTMLElement[]
    for (const item of items) delete item.dataset.cut
    if (list.getBoundingClientRect().height === 0) continue
    const bottom = clipBottom(list)
    let cut = false
    for (const [index, item] of items.entries()) {
      cut ||= index > 0 && item.getBoundingClientRect().bottom > bottom + 1
      if (cut) item.dataset.cut = ''
    }
  }
}

/**
 * A wall screen never scrolls, and how many notices or events fit depends on the screen, the language
 * and the texts: each list shows what fits whole, measured again whenever the screen's size, a slide
 * or the content changes.
 */
export function ScreenFit({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = root.current
    if (!element) return
    let frame = 0
    const refit = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => fitLists(element))
    }
    refit()
    void document.fonts?.ready.then(refit)
    const resize = new ResizeObserver(refit)
    resize.observe(element)
    // Slides shown and hidden, lists drawn in the browser (today's events); not our own data-cut.
    const mutations = new MutationObserver(refit)
    mutations.observe(element, { subtree: true, childList: true, characterData: true, attributeFilter: ['hidden'] })
    return () => {
      cancelAnimationFrame(frame)
      resize.disconnect()
      mutations.disconnect()
    }
  }, [])
  return (
    <div ref={root} className={styles.screen}>
      {children}
    </div>
  )
}
