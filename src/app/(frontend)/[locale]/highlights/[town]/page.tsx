import { ArrowLeft, Map as MapIcon } from 'lucide-react'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getCategories, getHighlights, getNotices, getPlaces, getTowns } from '@/data/content'
import { EventsButton } from '@/features/events/EventsButton'
import { loadTownEvents } from '@/features/events/TownEvents'
import { UpcomingEvents } from '@/features/events/UpcomingEvents'
import { TownHighlightsCarousel } from '@/features/highlights/TownHighlightsCarousel'
import { PageHeader } from '@/features/pages/PageHeader'
import styles from '@/features/highlights/Highlights.module.css'
import { ActiveNotices } from '@/features/notices/ActiveNotices'
import { NoticesButton } from '@/features/notices/NoticesButton'
import { absoluteUrl, pageMetadata } from '@/features/seo/metadata'
import { JsonLd } from '@/components/JsonLd'
import { breadcrumbJsonLd } from '@/domain/structured-data'
import { pageTown } from '@/features/towns/page-town'
import { ClientMessages } from '@/i18n/ClientMessages'
import { townHighlightsPath, townMapPath, townPath } from '@/domain/town-paths'
import { Link } from '@/i18n/navigation'

export async function generateStaticParams() {
  return (await getTowns('en')).map((town) => ({ town: town.slug }))
}

export async function generateMetadata({ params }: PageProps<'/[locale]/highlights/[town]'>) {
  const { locale, town } = await pageTown(params)
  const [tTitles, t] = await Promise.all([
    getTranslations({ locale, namespace: 'Titles' }),
    getTranslations({ locale, namespace: 'Highlights' }),
  ])
  return pageMetadata({
    locale,
    path: townHighlightsPath(town.slug),
    title: tTitles('townHighlights', { townName: town.name }),
    description: t('description', { townName: town.name }),
  })
}

export default async function TownHighlightsPage({ params }: PageProps<'/[locale]/highlights/[town]'>) {
  const { locale, town } = await pageTown(params)
  setRequestLocale(locale)
  const [t, tTitles, tEvents, tNotices, highlights, places, categories, notices, { events, places: eventPlaces, feeds }] =
    await Promise.all([
      getTranslations('Highlights'),
      getTranslations('Titles'),
      getTranslations('Events'),
      getTranslations('Notices'),
      getHighlights(locale, town.slug),
      getPlaces(locale, town.slug),
      getCategories(locale),
      getNotices(locale, town.slug),
      loadTownEvents(locale, town.slug),
    ])
  const placeBySlug = new Map(places.map((p) => [p.slug, p]))
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]))

  return (
    <ClientMessages set="highlights">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: town.name, url: absoluteUrl(locale, townPath(town.slug)) },
          { name: tTitles('townHighlights', { townName: town.name }), url: absoluteUrl(locale, townHighlightsPath(town.slug)) },
        ])}
      />
      <PageHeader heading={tTitles('townHighlights', { townName: town.name })} intro={t('intro', { townName: town.name })}>
        <nav aria-label={t('linksLabel')} className={styles.links}>
          <Link href={townPath(town.slug)} className="button button--secondary">
            <ArrowLeft aria-hidden="true" size={20} />
            {t('backToTown', { townName: town.name })}
          </Link>
          <Link href={townMapPath(town.slug)} className="button">
            <MapIcon aria-hidden="true" size={20} />
            {t('openMap')}
          </Link>
        </nav>
      </PageHeader>

      <div className="container">
        <div role="group" aria-label={t('toolsLabel')} className={styles.toolbar}>
          <NoticesButton notices={notices} />
          <EventsButton events={events} places={eventPlaces} feeds={feeds} />
        </div>

        {highlights.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <TownHighlightsCarousel town={town} highlights={highlights} places={placeBySlug} categories={categoryBySlug} />
        )}

        <div className={`section ${styles.split}`}>
          <section aria-labelledby="highlights-events">
            <h2 id="highlights-events">{tEvents('upcomingHeading')}</h2>
            <UpcomingEvents events={events} places={eventPlaces} />
          </section>
          <section aria-labelledby="highlights-notices">
            <h2 id="highlights-notices">{tNotices('activeHeading')}</h2>
            <ActiveNotices notices={notices} />
          </section>
        </div>
      </div>
    </ClientMessages>
  )
}
