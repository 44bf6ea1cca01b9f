'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

import { SCREEN_SLIDE_MS } from '@/domain/kiosk-settings'
import { wrapSlide } from '@/domain/carousel'

import styles from './Attract.module.css'

/**
 * Screen mode: one slide at a time, rotating every SCREEN_SLIDE_MS; nothing to touch. A slide whose
 * content drew nothing (departures where none are set up) is passed over.
 */
export function ScreenRotator({
  slides,
  label,
  firstSlide,
}: {
  slides: { id: string; content: ReactNode }[]
  label: string
  firstSlide?: string
}) {
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      slides.findIndex((slide) => slide.id === firstSlide),
    ),
  )
  const count = slides.length
  const section = useRef<HTMLElement>(null)
  useEffect(() => {
    if (count < 2) return
    const hasContent = (i: number) => Boolean(section.current?.children[i]?.childElementCount)
    const next = (i: number) => {
      for (let step = 1; step < count; step++) {
        const candidate = wrapSlide(i, step, count)
        if (hasContent(candidate)) return candidate
      }
      return i
    }
    const timer = window.setInterval(() => setIndex(next), SCREEN_SLIDE_MS)
    return () => window.clearInterval(timer)
  }, [count])
  return (
    <>
      <section ref={section} className={styles.screenSlides} aria-label={label} aria-live="off" data-index={index}>
        {slides.map((slide, i) => (
          <div key={slide.id} className={styles.screenSlide} hidden={i !== index} data-slide={slide.id}>
            {slide.content}
          </div>
        ))}
      </section>
      <ul className={styles.screenDots} aria-hidden="true">
        {slides.map((slide, i) => (
          <li key={slide.id} data-current={i === index} />
        ))}
      </ul>
    </>
  )
}
