import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { getTours, getTown } from '@/data/content'
import type { Locale } from '@/domain/locales'
import { tourFacts } from '@/features/tours/tour-facts'
import { TourRoute, tourPicture } from '@/features/tours/TourRoute'
import { TourStopText } from '@/features/tours/TourStopText'
import tourStyles from '@/features/tours/Tours.module.css'

import styles from './Kiosk.module.css'
import { KioskShell } from './KioskShell'
import { TourHandoff } from './TourHandoff'

/** /kiosk/{town}/tours/{tour}: a walking tour to read at the kiosk and take away on a phone (issue 20). */
export async function KioskTourPage({ locale, townSlug, tourSlug }: { locale: Locale; townSlug: string; tourSlug: string }) {
  const town = await getTown(locale, townSlug)
  if (!town) notFound()
  const tour = (await getTours(locale, town.slug)).find((candidate) => candidate.slug === tourSlug)
  if (!tour) notFound()
  const [t, facts] = await Promise.all([getTranslations('Tours'), tourFacts(tour)])
  return (
    <KioskShell mode="kiosk" isHome={false}>
      <div className={styles.tour}>
        <div>
          <h1>{tour.title}</h1>
          {tour.summary && <p className={styles.tourLead}>{tour.summary}</p>}
          <p className={tourStyles.facts}>{facts.summary}</p>
        </div>
        <div className={styles.tourTop}>
          <TourRoute picture={tourPicture(tour)} label={t('routeLabel', { title: tour.title, count: tour.stops.length })} />
          <TourHandoff townSlug={town.slug} tourSlug={tour.slug} title={tour.title} />
        </div>
        <section aria-labelledby="kiosk-tour-stops">
          <h2 id="kiosk-tour-stops">{t('stopsHeading')}</h2>
          <ol className={tourStyles.stops}>
            {tour.stops.map((stop, i) => (
              <li key={stop.place.slug} className={tourStyles.stop}>
                <span className={tourStyles.stopNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <div>
                  <TourStopText stop={stop} numberLabel={t('stopNumber', { number: i + 1 })} />
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </KioskShell>
  )
}
