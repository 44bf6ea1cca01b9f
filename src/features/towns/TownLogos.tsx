import { getTranslations } from 'next-intl/server'

import { PlacePhoto } from '@/components/PlacePhoto'
import type { TownView } from '@/data/view-models'
import { fixedHeightSizes } from '@/domain/photos'

import styles from './TownLogos.module.css'

/** The widest a logo is drawn, in multiples of its height: a long banner logo is scaled down to fit. */
const MAX_WIDTH_IN_HEIGHTS = 3.5

/**
 * A town's logos (its council, its partnerships), each at the same height with its description as
 * its alt text and the editor's caption below, if any. Nothing at all for a town without logos.
 * `height` is in CSS pixels: the town page's, or a wall screen's larger one.
 */
export async function TownLogos({ town, height = 56 }: { town: Pick<TownView, 'name' | 'logos'>; height?: number }) {
  if (town.logos.length === 0) return null
  const t = await getTranslations('Town')
  return (
    <ul
      className={styles.logos}
      aria-label={t('logosLabel', { townName: town.name })}
      style={{ '--logo-height': `${height}px`, '--logo-max-width': `${MAX_WIDTH_IN_HEIGHTS * height}px` } as React.CSSProperties}
    >
      {town.logos.map((logo, index) => (
        <li key={`${logo.url}-${index}`} className={styles.logo}>
          <PlacePhoto photo={logo} sizes={fixedHeightSizes(logo, height, MAX_WIDTH_IN_HEIGHTS * height)} className={styles.image} />
          {logo.label && <span className={styles.label}>{logo.label}</span>}
        </li>
      ))}
    </ul>
  )
}
