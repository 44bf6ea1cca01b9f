'use client'

import { useCallback, useEffect, useState } from 'react'

/**
 * Whether an element has come within `margin` of the viewport (and stays true once it has): a
 * heavy part below the fold, such as a map, starts only when it is about to be seen. Returns the
 * ref to give that element (a callback, so an element rendered later is watched too).
 */
export function useNearViewport<T extends Element>(margin = '200px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (near || !element) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, margin, near])
  return [useCallback((next: T | null) => setElement(next), []), near]
}
