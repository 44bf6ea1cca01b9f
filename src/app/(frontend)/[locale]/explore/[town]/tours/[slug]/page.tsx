import { ArrowLeft } from 'lucide-react'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { JsonLd } from '@/components/JsonLd'
import { breadcrumbJsonLd, tourJsonLd } from '@/domain/structured-data'
import { getTours, getTowns } from '@/data/content'
import { placeMapPath, tourPath, townPath } from '@/domain/town-paths'
import { PageHeader } from '@/features/pages/PageHeader'
import { offlineTownOf } from '@/features/offline/offline-town'
import { OfflineTown } from '@/features/offline/OfflineTown'
import { absoluteUrl, pageMetadata } from '@/features/seo/metadata'
import { tourPreviewImage } from '@/features/og/preview-image'
import { pageTown } from '@/features/towns/page-town'
import { tourFacts } from '@/features/tours/tour-facts'
import { PrintButton } from '@/features/tours/PrintButton'
import { TourGuide } from '@/features/tours/TourGuide'
import { TourStopText } from '@/features/tours/TourStopText'
import { tourPicture } from '@/features/tours/TourRoute'
import styles from '@/features/tours/Tours.module.css'
import { ClientMessages } from '@/i18n/ClientMessages'
import { Link } from '@/i18n/navigation'

type TourPageProps = PageProps<'/[locale]/explore/[town]/tours/[slug]'>

export async function generateStaticParams() {
  const towns = await getTowns('en')
  const perTown = await Promise.all(
    towns.map(async (town) => (await getTours('en', town.slug)).map((tour) => ({ town: town.slug, slug: tour.slug }))),
  )
  return perTown.flat()
}

async function pageTour(params: TourPageProps['params']) {
  const [{ locale, town }, { slug }] = await Promise.all([pageTown(params), params])
  const tours = await getTours(locale, town.slug)
  const tour = tours.find((t) => t.slug === slug)
  if (!tour) notFound()
  return { locale, town, tour, tours }
}

export async function generateMetadata({ params }: TourPageProps) {
  const { locale, town, tour } = await pageTour(params)
  return pageMetadata({
    locale,
    path: tourPath(town.slug, tour.slug),
    title: tour.title,
    description: tour.summary ?? undefined,
    image: await tourPreviewImage(locale, town, tour),
  })
}

/** Issue 20: a walking tour, its route and its stops in order, with the distance of each leg and the running total. */
export default async function TourPage({ params }: TourPageProps) {
  const { locale, town, tour, tours } = await pageTour(params)
  setRequestLocale(locale)
  const [t, tTown, facts] = await Promise.all([getTranslations('Tours'), getTranslations('Town'), tourFacts(tour)])
  const { walk, distance } = facts

  return (
    <>
      <JsonLd
        data={[
          tourJsonLd(
            {
              title: tour.title,
              summary: tour.summary,
              stops: tour.stops.map((stop) => ({
                name: stop.place.name,
                url: absoluteUrl(locale, placeMapPath(town.slug, stop.place.slug)),
                coordinates: stop.place.coordinates,
              })),
            },
            absoluteUrl(locale, tourPath(town.slug, tour.slug)),
          ),
          breadcrumbJsonLd([
            { name: town.name, url: absoluteUrl(locale, townPath(town.slug)) },
            { name: tour.title, url: absoluteUrl(locale, tourPath(town.slug, tour.slug)) },
          ]),
        ]}
      />
      {/* A tour page opens its town: the town, and its other tours, are kept for offline too. */}
      <OfflineTown town={offlineTownOf(town)} tours={tours.map((other) => other.slug)} />
      <PageHeader heading={tour.title} intro={tour.summary ?? undefined}>
        <p className={styles.facts}>{facts.summary}</p>
        <div className={styles.headerActions}>
          <Link href={townPath(town.slug)} className="button button--secondary">
            <ArrowLeft aria-hidden="true" size={20} />
            {t('backToTown', { townName: town.name })}
          </Link>
          <PrintButton label={t('print')} className={styles.print} />
        </div>
      </PageHeader>
      <div className={`container ${styles.body}`}>
        <ClientMessages set="tours">
          <TourGuide
            tour={{ town: town.slug, slug: tour.slug }}
            title={tour.title}
            path={tour.path}
            picture={tourPicture(tour)}
            pictureLabel={t('routeLabel', { title: tour.title, count: tour.stops.length })}
            pictureNote={walk.straightLine ? t('straightLine') : undefined}
            stops={tour.stops.map((stop, i) => ({
              slug: stop.place.slug,
              name: stop.place.name,
              coordinates: stop.place.coordinates,
              detailsHref: placeMapPath(town.slug, stop.place.slug),
              content: (
                <>
                  <TourStopText stop={stop} numberLabel={t('stopNumber', { number: i + 1 })}>
                    {i > 0 && (
                      <p className={styles.legs}>
                        {t('legDistance', { distance: distance(walk.legs[i - 1].km), previous: i })} ·{' '}
                        {t('runningTotal', { distance: distance(walk.legs[i - 1].totalKm) })}
                      </p>
                    )}
                  </TourStopText>
                  <Link href={placeMapPath(town.slug, stop.place.slug)} className="no-print">
                    {tTown('viewOnMap')}
                    <span className="visually-hidden">: {stop.place.name}</span>
                  </Link>
                </>
              ),
            }))}
          />
        </ClientMessages>
      </div>
    </>
  )
}
