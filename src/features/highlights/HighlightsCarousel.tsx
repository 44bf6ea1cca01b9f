'use client'

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useEffectEvent, useId, useRef, useState } from 'react'

import { ItemBoundary } from '@/components/ItemBoundary'
import primitives from '@/components/primitives.module.css'
import { CAROUSEL_AUTO_ADVANCE_MS, wrapSlide } from '@/domain/carousel'
import { useReducedMotion } from '@/hooks/reduced-motion'

import styles from './Highlights.module.css'

/**
 * An auto-rotating carousel following the WAI-ARIA APG pattern: a Pause/Play button first, previous
 * and next buttons, one visible slide, aria-live off while rotating and polite when stopped. Rotation
 * pauses while the pointer or keyboard focus is on a slide, and starts paused for visitors who
 * prefer reduced motion. Arrow keys change slides while focus is in the carousel.
 */
export function HighlightsCarousel({ label, slides }: { label: string; slides: { id: number | string; content: ReactNode }[] }) {
  const t = useTranslations('Highlights')
  const [index, setIndex] = useState(0)
  // Rotation starts paused for visitors who prefer reduced motion, until they press Play.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null)
  const reducedMotion = useReducedMotion()
  const playing = playChoice ?? !reducedMotion
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const slidesId = useId()
  const carousel = useRef<HTMLElement>(null)
  const count = slides.length
  const rotating = playing && !hovered && !focused && count > 1

  useEffect(() => {
    if (!rotating) return
    const timer = setTimeout(() => setIndex((i) => wrapSlide(i, 1, count)), CAROUSEL_AUTO_ADVANCE_MS)
    return () => clearTimeout(timer)
  }, [rotating, index, count])

  const go = (step: number) => setIndex((i) => wrapSlide(i, step, count))

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key === 'ArrowRight') go(1)
    else if (event.key === 'ArrowLeft') go(-1)
    else if (event.key === 'Home') setIndex(0)
    else if (event.key === 'End') setIndex(count - 1)
    else return
    event.preventDefault()
  })

  // Keys pressed on any control or link inside the carousel, which each have their own keyboard use.
  useEffect(() => {
    const node = carousel.current
    if (!node) return
    const listener = (event: KeyboardEvent) => onKeyDown(event)
    node.addEventListener('keydown', listener)
    return () => node.removeEventListener('keydown', listener)
  }, [count])

  if (count === 0) return null

  return (
    <section ref={carousel} className={styles.carousel} aria-roledescription={t('carousel')} aria-label={label}>
      <div className={`${primitives.spread} ${styles.controls}`}>
        {count > 1 && (
          <button
            type="button"
            className={styles.control}
            onClick={() => setPlayChoice(!playing)}
            aria-label={playing ? t('pause') : t('play')}
          >
            {playing ? <Pause aria-hidden="true" size={22} /> : <Play aria-hidden="true" size={22} />}
            <span className={styles.controlText}>{playing ? t('pauseShort') : t('playShort')}</span>
          </button>
        )}
        <div className={styles.nav}>
          <button
            type="button"
            className={styles.control}
            onClick={() => go(-1)}
            aria-controls={slidesId}
            aria-label={t('previous')}
            disabled={count < 2}
          >
            <ChevronLeft aria-hidden="true" size={24} />
          </button>
          <p className={styles.indicator}>{t('slideOf', { current: index + 1, total: count })}</p>
          <button
            type="button"
            className={styles.control}
            onClick={() => go(1)}
            aria-controls={slidesId}
            aria-label={t('next')}
            disabled={count < 2}
          >
            <ChevronRight aria-hidden="true" size={24} />
          </button>
        </div>
      </div>
      <div
        id={slidesId}
        className={styles.slides}
        aria-live={rotating ? 'off' : 'polite'}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
        }}
      >
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={t('slide')}
            aria-label={t('slideLabel', { current: i + 1, total: count })}
            className={styles.slide}
            hidden={i !== index}
          >
            <ItemBoundary>{slide.content}</ItemBoundary>
          </div>
        ))}
      </div>
      <p className="visually-hidden">{t('keyboardHint')}</p>
    </section>
  )
}
