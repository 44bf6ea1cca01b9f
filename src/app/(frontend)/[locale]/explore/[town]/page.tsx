import { ExternalLink, Map as MapIcon } from 'lucide-react'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CategoryIcon } from '@/components/CategoryIcon'
import { JsonLd } from '@/components/JsonLd'
import { breadcrumbJsonLd, townJsonLd } from '@/domain/structured-data'
import { getCategories, getHighlights, getPlaces, getTours, getTowns } from '@/data/content'
import { displayHost } from '@/domain/urls'
import { absoluteUrl, pageMetadata } from '@/features/seo/metadata'
import { townPreviewImage } from '@/features/og/preview-image'
import { pageTown } from '@/features/towns/page-town'
import { TownArt } from '@/features/towns/TownArt'
import { TownLogos } from '@/features/towns/TownLogos'
import { townMapPath, townPath } from '@/domain/town-paths'
import { TourCard } from '@/features/tours/TourCard'
import { TeaserCard, ViewOnMapLink } from '@/features/towns/ViewOnMapLink'
import styles from '@/features/towns/TownPage.module.css'
import { offlineTownOf } from '@/features/offline/offline-town'
import { OfflineTown } from '@/features/offline/OfflineTown'
import { keptEventSlugs } from '@/domain/events'
import { SubscribeToEvents } from '@/features/events/SubscribeToEvents'
import { loadTownEvents } from '@/features/events/TownEvents'
import { townFeedLinks, townFeeds } from '@/features/events/town-feeds'
import { UpcomingEvents } from '@/features/events/UpcomingEvents'
import { ClientMessages } from '@/i18n/ClientMessages'
import { TownDeparturesSection } from '@/features/departures/TownDeparturesSection'
import { InEnglish } from '@/components/InEnglish'
import { Link } from '@/i18n/navigation'

export async function generateStaticParams() {
  return (await getTowns('en')).map((town) => ({ town: town.slug }))
}

export async function generateMetadata({ params }: PageProps<'/[locale]/explore/[town]'>) {
  const { locale, town } = await pageTown(params)
  const [tTitles, tDesc] = await Promise.all([
    getTranslations({ locale, namespace: 'Titles' }),
    getTranslations({ locale, namespace: 'Descriptions' }),
  ])
  return pageMetadata({
    locale,
    path: townPath(town.slug),
    title: tTitles('townExplore', { townName: town.name }),
    description: tDesc('townExplore', { townName: town.name }),
    image: await townPreviewImage(locale, town),
    feeds: await townFeedLinks(locale, town),
  })
}

const MAP_FEATURES = ['mapFeatureCategories', 'mapFeatureSearch', 'mapFeatureArtwork', 'mapFeatureDistance'] as const

export default async function TownPage({ params }: PageProps<'/[locale]/explore/[town]'>) {
  const { locale, town } = await pageTown(params)
  setRequestLocale(locale)
  const [t, tTitles, tEvents, places, categories, highlights, towns, tours, { events, places: eventPlaces }] = await Promise.all([
    getTranslations('Town'),
    getTranslations('Titles'),
    getTranslations('Events'),
    getPlaces(locale, town.slug),
    getCategories(locale),
    getHighlights(locale, town.slug),
    getTowns(locale),
    getTours(locale, town.slug),
    loadTownEvents(locale, town.slug),
  ])
  const now = new Date()
  const byCategory = categories
    .map((category) => ({ category, places: places.filter((p) => p.categorySlug === category.slug) }))
    .filter((group) => group.places.length > 0)
  const placeBySlug = new Map(places.map((p) => [p.slug, p]))

  return (
    <>
      <OfflineTown town={offlineTownOf(town)} tours={tours.map((tour) => tour.slug)} events={keptEventSlugs(events, now)} />
      <JsonLd
        data={[
          townJsonLd(town, absoluteUrl(locale, townPath(town.slug))),
          breadcrumbJsonLd([
            { name: tTitles('explore'), url: absoluteUrl(locale, '/explore') },
            { name: town.name, url: absoluteUrl(locale, townPath(town.slug)) },
          ]),
        ]}
      />
      {/* When this page was last generated: shows which publishes regenerated it. */}
      <meta name="generated-at" content={new Date().toISOString()} />
      <div className={styles.hero}>
        <div className="container">
          <TownArt town={town} size="hero" />
          <h1 className={styles.title}>{tTitles('townExplore', { townName: town.name })}</h1>
          {town.tagline && <p className="lede">{town.tagline}</p>}
          <TownLogos town={town} />
          <div className={styles.mapCta}>
            <Link href={townMapPath(town.slug)} className="button">
              <MapIcon aria-hidden="true" size={22} />
              {t('openMap')}
            </Link>
            <span className={styles.count}>{t('placeCount', { placeCount: town.placeCount })}</span>
          </div>
        </div>
      </div>

      <div className="container">
        <div className={styles.split}>
          <section aria-labelledby="town-about">
            <h2 id="town-about">{t('aboutHeading', { townName: town.name })}</h2>
            <p>{town.description}</p>
          </section>
          <section aria-labelledby="town-map-features" className={styles.panel}>
            <h2 id="town-map-features">{t('mapFeaturesHeading')}</h2>
            <ul className={styles.checkList}>
              {MAP_FEATURES.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </section>
        </div>

        {highlights.length > 0 && (
          <section className="section" aria-labelledby="town-featured">
            <h2 id="town-featured">{t('featuredHeading')}</h2>
            <ul className={`grid-list ${styles.featured}`}>
              {highlights.map((h) => {
                const place = h.placeSlug ? placeBySlug.get(h.placeSlug) : undefined
                return <TeaserCard key={h.id} title={h.title} text={h.body} townSlug={town.slug} place={place} />
              })}
            </ul>
          </section>
        )}

        <section className="section" aria-labelledby="town-categories">
          <h2 id="town-categories">{t('categoriesHeading')}</h2>
          <ul className={`grid-list ${styles.categories}`}>
            {byCategory.map(({ category, places: inCategory }) => (
              <li key={category.slug}>
                <a href={`#category-${category.slug}`} className={styles.category}>
                  <span className={styles.categoryIcon} style={{ background: category.colour }}>
                    <CategoryIcon name={category.icon} size={22} />
                  </span>
                  <span>
                    <strong>{category.label}</strong>{' '}
                    <span className={styles.muted}>({t('categoryCount', { count: inCategory.length })})</span>
                    {category.description && <span className={styles.categoryText}>{category.description}</span>}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="town-tours">
          <h2 id="town-tours">{t('toursHeading')}</h2>
          {tours.length === 0 ? (
            <p>{t('toursEmpty')}</p>
          ) : (
            <ul className={`grid-list ${styles.featured}`}>
              {tours.map((tour) => (
                <TourCard key={tour.slug} tour={tour} townSlug={town.slug} />
              ))}
            </ul>
          )}
        </section>

        <section className="section" aria-labelledby="town-events" id="events">
          <h2 id="town-events">{tEvents('whatsOnHeading', { townName: town.name })}</h2>
          <ClientMessages set="events">
            <UpcomingEvents events={events} places={eventPlaces} limit={4} />
            <SubscribeToEvents feeds={townFeeds(locale, town)} />
          </ClientMessages>
        </section>

        <TownDeparturesSection dbKey={town.dbKey} townName={town.name} />

        <section className="section" aria-labelledby="town-all-places">
          <h2 id="town-all-places">{t('allPlacesHeading')}</h2>
          <p>{t('allPlacesIntro', { townName: town.name })}</p>
          {byCategory.length === 0 && <p>{t('noPlaces')}</p>}
          {byCategory.map(({ category, places: inCategory }) => (
            <section
              key={category.slug}
              id={`category-${category.slug}`}
              className={styles.placeGroup}
              aria-labelledby={`heading-${category.slug}`}
            >
              <h3 id={`heading-${category.slug}`} className={styles.groupHeading}>
                <span className={styles.categoryIcon} style={{ background: category.colour }}>
                  <CategoryIcon name={category.icon} size={20} />
                </span>
                {category.label}
              </h3>
              <ul className={`grid-list ${styles.placeList}`}>
                {inCategory.map((place) => (
                  <li key={place.slug} className={styles.place}>
                    <h4>{place.name}</h4>
                    {(place.address || place.postcode) && (
                      <p className={styles.muted}>
                        <span className="visually-hidden">{t('address')}: </span>
                        {[place.address, place.postcode].filter(Boolean).join(', ')}
                      </p>
                    )}
                    {place.description && (
                      <InEnglish when={Boolean(place.inEnglish?.includes('description'))}>{place.description}</InEnglish>
                    )}
                    <p className={styles.placeLinks}>
                      <ViewOnMapLink townSlug={town.slug} placeSlug={place.slug} placeName={place.name} />
                      {place.website && (
                        <a href={place.website} rel="noopener noreferrer" className={styles.inlineLink}>
                          <ExternalLink aria-hidden="true" size={18} />
                          {/* The visible host starts the link's name (WCAG 2.5.3 label in name); the rest is for screen readers. */}
                          {displayHost(place.website)}
                          <span className="visually-hidden"> ({t('websiteFor', { placeName: place.name })})</span>
                        </a>
                      )}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>

        <div className={styles.split}>
          <section aria-labelledby="town-kiosks">
            <h2 id="town-kiosks">{t('kiosksHeading')}</h2>
            <ul>
              {[town.kioskA, town.kioskB].map((kiosk) => (
                <li key={kiosk.name}>{t('kioskAt', { name: kiosk.name })}</li>
              ))}
            </ul>
          </section>
          <nav aria-labelledby="town-others">
            <h2 id="town-others">{t('otherTowns')}</h2>
            <ul>
              {towns
                .filter((other) => other.slug !== town.slug)
                .map((other) => (
                  <li key={other.slug}>
                    <Link href={townPath(other.slug)}>{other.name}</Link>
                  </li>
                ))}
            </ul>
          </nav>
        </div>
      </div>
    </>
  )
}
