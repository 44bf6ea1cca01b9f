import { ArrowRight, MapPin } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import type { TownView } from '@/data/view-models'
import { Link } from '@/i18n/navigation'
import { townPath } from '@/domain/town-paths'

import { TownArt } from './TownArt'
import styles from './TownCard.module.css'

export async function TownCard({ town, headingLevel = 3 }: { town: TownView; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('Home')
  const Heading = `h${headingLevel}` as const
  return (
    <article className={styles.card}>
      <TownArt town={town} />
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={townPath(town.slug)} className={styles.link}>
            {town.name}
          </Link>
        </Heading>
        {town.tagline && <p className={styles.tagline}>{town.tagline}</p>}
        <p className={styles.meta}>
          <MapPin aria-hidden="true" size={18} />
          {t('townCardPlaces', { placeCount: town.placeCount })}
        </p>
        <span className={styles.more} aria-hidden="true">
          {t('townCardLink', { townName: town.name })} <ArrowRight size={18} />
        </span>
      </div>
    </article>
  )
}
