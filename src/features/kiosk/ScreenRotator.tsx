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
  // Slides that drew nothing when last looked at: passed over, and without a dot.
  const [empty, setEmpty] = useState<ReadonlySet<number>>(() => new Set())
  useEffect(() => {
    if (count < 2) return
    const timer = window.setInterval(() => {
      const slideElements = [...(section.current?.children ?? [])]
      const nowEmpty = new Set(slideElements.flatMap((element, i) => (element.childElementCount ? [] : [i])))
      setEmpty((before) => (before.size === nowEmpty.size && [...nowEmpty].every((i) => before.has(i)) ? before : nowEmpty))
      setIndex((i) => {
        for (let step = 1; step < count; step++) {
          const candidate = wrapSlide(i, step, count)
          if (!nowEmpty.has(candidate)) return candidate
        }
        return i
      })
    }, SCREEN_SLIDE_MS)
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
        {slides.map((slide, i) => !empty.has(i) && <li key={slide.id} data-current={i === index} />)}
      </ul>
    </>
  )
}
