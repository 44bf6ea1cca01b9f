import { Footprints } from 'lucide-react'
import Image from 'next/image'

import { InEnglish } from '@/components/InEnglish'
import type { TourView } from '@/data/view-models'
import { tourPath } from '@/domain/town-paths'
import { Link } from '@/i18n/navigation'

import styles from './Tours.module.css'
import { tourFacts } from './tour-facts'

/** A tour on its town's page (or a kiosk's, with `href` to its kiosk page): its title as the link, its summary, and how long it is. */
export async function TourCard({ tour, townSlug, href }: { tour: TourView; townSlug: string; href?: string }) {
  const { summary } = await tourFacts(tour)
  return (
    <li className={`card ${styles.card}`}>
      {tour.coverUrl && (
        <div className={styles.cover}>
          {/* Decorative: the title below says what it is. Served as uploaded (no optimiser for media). */}
          <Image src={tour.coverUrl} alt="" fill unoptimized sizes="(min-width: 960px) 33vw, 100vw" />
        </div>
      )}
      <h3>
        <Link href={href ?? tourPath(townSlug, tour.slug)}>
          <InEnglish as="span" when={Boolean(tour.inEnglish?.includes('title'))} hint={false}>
            {tour.title}
          </InEnglish>
        </Link>
      </h3>
      <p className={styles.facts}>
        <Footprints aria-hidden="true" size={18} />
        {summary}
      </p>
      {tour.summary && <InEnglish when={Boolean(tour.inEnglish?.includes('summary'))}>{tour.summary}</InEnglish>}
    </li>
  )
}
