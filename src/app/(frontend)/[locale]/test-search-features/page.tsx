import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/domain/locales'
import { EventsButton } from '@/features/events/EventsButton'
import { UpcomingEvents } from '@/features/events/UpcomingEvents'
import { ActiveNotices } from '@/features/notices/ActiveNotices'
import { NoticesButton } from '@/features/notices/NoticesButton'
import { DEMO_CATEGORIES, DEMO_EVENTS, DEMO_NOTICES, DEMO_PLACES } from '@/features/search/demo-fixtures'
import { SearchButton } from '@/features/search/SearchButton'
import { pageMetadata } from '@/features/seo/metadata'
import { PageHeader } from '@/features/pages/PageHeader'

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale }
  const t = await getTranslations({ locale, namespace: 'Search' })
  return pageMetadata({
    locale,
    path: '/test-search-features',
    title: t('demoTitle'),
    description: t('demoIntro'),
    noindex: true,
  })
}

const toolbar = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'var(--space-3)',
  marginBottom: 'var(--space-8)',
} as const

/** Test page (spec §2 demo pages): the search, notices and events on fixed data, independent of the database. */
export default async function SearchFeaturesTestPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale }
  setRequestLocale(locale)
  const [t, tEvents, tNotices] = await Promise.all([getTranslations('Search'), getTranslations('Events'), getTranslations('Notices')])
  const eventPlaces = DEMO_PLACES.map(({ slug, name, townSlug, townName }) => ({
    slug,
    name,
    townSlug,
    townName,
  }))
  return (
    <>
      <PageHeader heading={t('demoTitle')} intro={t('demoIntro')} />
      <div className="container">
        <div role="group" aria-label={t('demoTitle')} style={toolbar}>
          <SearchButton currentTownSlug="st-ives" places={DEMO_PLACES} categories={DEMO_CATEGORIES} claimShortcut />
          <NoticesButton notices={DEMO_NOTICES} />
          <EventsButton events={DEMO_EVENTS} places={eventPlaces} />
        </div>
        <section aria-labelledby="demo-events" className="section">
          <h2 id="demo-events">{tEvents('upcomingHeading')}</h2>
          <UpcomingEvents events={DEMO_EVENTS} places={eventPlaces} />
        </section>
        <section aria-labelledby="demo-notices">
          <h2 id="demo-notices">{tNotices('activeHeading')}</h2>
          <ActiveNotices notices={DEMO_NOTICES} />
        </section>
      </div>
    </>
  )
}
