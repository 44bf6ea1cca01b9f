import Image from 'next/image'

import type { TownView } from '@/data/view-models'
import { ownValue } from '@/domain/own-property'

import styles from './TownCard.module.css'

/** Each town keeps one colour everywhere it is drawn. */
const TOWN_HUES: Record<string, [string, string]> = {
  huntingdon: ['#0b4f6c', '#1f7a8c'],
  'st-ives': ['#1d5b3a', '#3f8a5a'],
  ramsey: ['#5b3a1d', '#8a5f3f'],
  'st-neots': ['#3b2f6b', '#5e4f9c'],
}

/** Generated art until editors upload a photo: a tinted panel with the town's name over the river. */
export function TownArt({ town, size = 'card' }: { town: TownView; size?: 'card' | 'hero' }) {
  if (town.imageUrl) {
    // Unoptimized: uploads are already sized by Payload, and the service worker keeps them offline by their own address.
    return (
      <div className={size === 'hero' ? styles.artHero : styles.art}>
        <Image src={town.imageUrl} alt="" fill unoptimized sizes="100vw" style={{ objectFit: 'cover' }} />
      </div>
    )
  }
  const [from, to] = ownValue(TOWN_HUES, town.slug) ?? ['#0b4f6c', '#1f7a8c']
  return (
    <div
      className={size === 'hero' ? styles.artHero : styles.art}
      style={{ background: `linear-gradient(135deg, ${from}, ${to})` }}
      aria-hidden="true"
    >
      <svg viewBox="0 0 400 160" preserveAspectRatio="none" className={styles.waves}>
        <path d="M0 120 C 60 100, 120 140, 200 118 S 340 96, 400 116 L 400 160 L 0 160 Z" fill="rgb(255 255 255 / 14%)" />
        <path d="M0 138 C 80 122, 150 156, 230 136 S 350 124, 400 136 L 400 160 L 0 160 Z" fill="rgb(255 255 255 / 18%)" />
      </svg>
      {size === 'hero' && <span className={styles.artName}>{town.name}</span>}
    </div>
  )
}
