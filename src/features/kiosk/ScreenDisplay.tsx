import { Footprints } from 'lucide-react'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { CategoryIcon } from '@/components/CategoryIcon'
import { InEnglish } from '@/components/InEnglish'
import { PlacePhoto } from '@/components/PlacePhoto'
import { getTours, getTownPartners } from '@/data/content'
import type { Locale } from '@/domain/locales'
import { TownDepartures } from '@/features/departures/TownDepartures'
import { ActiveNotices } from '@/features/notices/ActiveNotices'
import { tourFacts } from '@/features/tours/tour-facts'
import { TourRoute, tourPicture } from '@/features/tours/TourRoute'

import styles from './Attract.module.css'
import { loadDisplayData } from './display-data'
import { PartnerStrip } from './PartnerStrip'
import { ScreenFrame } from './ScreenFrame'
import { ScreenRotator } from './ScreenRotator'
import { TourHandoff } from './TourHandoff'
import { TodayEvents } from './TodayEvents'

/** A highlight's picture: two fifths of a landscape screen, its whole width on a portrait one. */
const SCREEN_FEATURE_SIZES = '(orientation: landscape) 40vw, 100vw'

/**
 * Screen mode: nothing to touch; highlights, walking tours (with a QR to take one away), notices and
 * events rotate in large type. `firstSlide` starts the rotation elsewhere (/screen/{town}/tours/{tour}).
 */
export async function ScreenDisplay({ locale, townSlug, firstSlide }: { locale: Locale; townSlug: string; firstSlide?: string }) {
  const { town, highlights, places, categories, notices, events } = await loadDisplayData(locale, townSlug)
  const [t, tTours, tDepartures, partners, tours] = await Promise.all([
    getTranslations('Screen'),
    getTranslations('Tours'),
    getTranslations('Departures'),
    getTownPartners(locale, town.slug),
    getTours(locale, town.slug),
  ])
  const tourSlides = await Promise.all(
    tours.map(async (tour) => ({
      id: `tour-${tour.slug}`,
      content: (
        <div className={styles.screenTour}>
          <div className={styles.screenTourText}>
            <p className={styles.kicker}>
              <Footprints aria-hidden="true" size={40} /> {t('tourKicker')}
            </p>
            <h2 className={styles.clampTitle}>
              <InEnglish as="span" when={Boolean(tour.inEnglish?.includes('title'))}>
                {tour.title}
              </InEnglish>
            </h2>
            <p className={`${styles.muted} ${styles.clampLine}`}>{(await tourFacts(tour)).summary}</p>
          </div>
          <TourRoute picture={tourPicture(tour)} label={tTours('routeLabel', { title: tour.title, count: tour.stops.length })} />
          <TourHandoff townSlug={town.slug} tourSlug={tour.slug} title={tour.title} heading="h3" className={styles.screenHandoff} />
        </div>
      ),
    })),
  )
  if (firstSlide && !tourSlides.some((slide) => slide.id === firstSlide)) notFound()
  const slides = [
    ...highlights.map((h) => {
      const place = h.placeSlug ? places.get(h.placeSlug) : undefined
      const category = place ? categories.get(place.categorySlug) : undefined
      const art = (
        <div
          className={styles.screenArt}
          style={{
            background: `linear-gradient(135deg, ${category?.colour ?? '#0b4f6c'} 0%, var(--brand-strong) 100%)`,
          }}
          aria-hidden="true"
        >
          <CategoryIcon name={category?.icon ?? 'MapPin'} size={200} />
        </div>
      )
      return {
        id: `highlight-${h.id}`,
        content: (
          <div className={styles.screenFeature}>
            {h.image ? (
              <PlacePhoto photo={h.image} sizes={SCREEN_FEATURE_SIZES} priority className={styles.screenPicture} fallback={art} />
            ) : (
              art
            )}
            <div className={styles.screenText}>
              {category && (
                <p className={styles.kicker}>
                  <CategoryIcon name={category.icon} size={40} /> {category.label}
                </p>
              )}
              <h2 className={styles.clampTitle}>
                <InEnglish as="span" when={Boolean(h.inEnglish?.includes('title'))} hint={!h.body || !h.inEnglish?.includes('body')}>
                  {h.title}
                </InEnglish>
              </h2>
              {h.body && (
                <InEnglish when={Boolean(h.inEnglish?.includes('body'))} className={styles.clampBody}>
                  {h.body}
                </InEnglish>
              )}
              {place && <p className={`${styles.muted} ${styles.clampLine}`}>{place.name}</p>}
            </div>
          </div>
        ),
      }
    }),
    ...tourSlides,
    {
      id: 'notices',
      content: (
        <>
          <h2>{t('noticesHeading')}</h2>
          <ActiveNotices notices={notices} />
        </>
      ),
    },
    {
      id: 'departures',
      content: (
        <TownDepartures
          dbKey={town.dbKey}
          townName={town.name}
          variant="screen"
          rows={5}
          heading={tDepartures('screenHeading', { townName: town.name })}
        />
      ),
    },
    {
      id: 'events',
      content: (
        <>
          <h2>{t('eventsHeading', { townName: town.name })}</h2>
          <TodayEvents events={events} townSlug={town.slug} upcomingFallback={4} />
        </>
      ),
    },
  ]
  return (
    <ScreenFrame town={town} footer={<PartnerStrip partners={partners} heading={t('partnersHeading')} headingId="screen-partners" />}>
      <ScreenRotator slides={slides} label={t('slidesLabel', { townName: town.name })} firstSlide={firstSlide} />
    </ScreenFrame>
  )
}
