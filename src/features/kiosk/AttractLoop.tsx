import { Hand } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { getTours } from '@/data/content'
import type { DisplayMode } from '@/domain/kiosk-settings'
import type { Locale } from '@/domain/locales'
import { kioskTourPath } from '@/domain/town-paths'
import { TownHighlightsCarousel } from '@/features/highlights/TownHighlightsCarousel'
import { ActiveNotices } from '@/features/notices/ActiveNotices'
import { TourCard } from '@/features/tours/TourCard'
import { Link } from '@/i18n/navigation'

import styles from './Attract.module.css'
import { loadDisplayData } from './display-data'
import { KioskShell } from './KioskShell'
import { ScreenFrame } from './ScreenFrame'
import { TodayEvents } from './TodayEvents'
import { TouchAnywhere } from './TouchAnywhere'

/**
 * The kiosk's attract loop: highlights, current notices, today's events and the town's walking tours,
 * and "Touch to start". A screen's highlights page (/screen/{town}/highlights) has the same layout
 * without what needs a touch, fitted into the screen's frame.
 */
export async function AttractLoop({ locale, townSlug, mode = 'kiosk' }: { locale: Locale; townSlug: string; mode?: DisplayMode }) {
  const { town, highlights, places, categories, notices, events } = await loadDisplayData(locale, townSlug)
  const [t, tours] = await Promise.all([getTranslations('Kiosk'), getTours(locale, town.slug)])
  const carousel = highlights.length > 0 && (
    <TownHighlightsCarousel town={town} highlights={highlights} places={places} categories={categories} />
  )
  const todayAndNotices = (
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
  )
  if (mode === 'screen') {
    return (
      <ScreenFrame town={town}>
        <div className={styles.screenAttract}>
          {carousel}
          {todayAndNotices}
        </div>
      </ScreenFrame>
    )
  }
  return (
    <KioskShell mode="kiosk" isHome>
      <TouchAnywhere href={`/kiosk/${town.slug}`} className={styles.attract}>
        <div>
          <h1 className={styles.welcome}>{t('welcome', { townName: town.name })}</h1>
          <p className={styles.lead}>{t('attractLead')}</p>
        </div>
        <Link href={`/kiosk/${town.slug}`} className={styles.start}>
          <Hand aria-hidden="true" size={40} />
          {t('touchToStart')}
        </Link>
        {carousel}
        {todayAndNotices}
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
      </TouchAnywhere>
    </KioskShell>
  )
}
