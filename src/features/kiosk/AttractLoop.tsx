import { Hand } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { getTours } from '@/data/content'
import type { Locale } from '@/domain/locales'
import { kioskTourPath } from '@/domain/town-paths'
import { TownHighlightsCarousel } from '@/features/highlights/TownHighlightsCarousel'
import { ActiveNotices } from '@/features/notices/ActiveNotices'
import { TourCard } from '@/features/tours/TourCard'
import { Link } from '@/i18n/navigation'

import styles from './Attract.module.css'
import { loadDisplayData } from './display-data'
import { KioskShell } from './KioskShell'
import { TodayEvents } from './TodayEvents'

/** The kiosk's attract loop: highlights, current notices, today's events and the town's walking tours, and "Touch to start". */
export async function AttractLoop({ locale, townSlug }: { locale: Locale; townSlug: string }) {
  const { town, highlights, places, categories, notices, events } = await loadDisplayData(locale, townSlug)
  const [t, tours] = await Promise.all([getTranslations('Kiosk'), getTours(locale, town.slug)])
  return (
    <KioskShell mode="kiosk" town={town.slug} isHome>
      <div className={styles.attract}>
        <div>
          <h1 className={styles.welcome}>{t('welcome', { townName: town.name })}</h1>
          <p className={styles.lead}>{t('attractLead')}</p>
        </div>
        <Link href={`/kiosk/${town.slug}`} className={styles.start}>
          <Hand aria-hidden="true" size={40} />
          {t('touchToStart')}
        </Link>
        {highlights.length > 0 && <TownHighlightsCarousel town={town} highlights={highlights} places={places} categories={categories} />}
        <div className={styles.columns}>
          <section className={styles.panel} aria-labelledby="attract-events">
            <h2 id="attract-events">{t('todayHeading', { townName: town.name })}</h2>
            <TodayEvents events={events} townSlug={town.slug} />
          </section>
          <section className={styles.panel} aria-labelledby="attract-notices">
            <h2 id="attract-notices">{t('noticesHeading')}</h2>
            <ActiveNotices notices={notices} />
          </section>
        </div>
        {tours.length > 0 && (
          <section className={styles.panel} aria-labelledby="attract-tours">
            <h2 id="attract-tours">{t('toursHeading')}</h2>
            <ul className={styles.tours}>
              {tours.map((tour) => (
                <TourCard key={tour.slug} tour={tour} townSlug={town.slug} href={kioskTourPath(town.slug, tour.slug)} />
              ))}
            </ul>
          </section>
        )}
      </div>
    </KioskShell>
  )
}
