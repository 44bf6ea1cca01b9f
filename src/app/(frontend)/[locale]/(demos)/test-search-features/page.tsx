import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/domain/locales'
import { EventsButton } from '@/features/events/EventsButton'
import { UpcomingEvents } from '@/features/events/UpcomingEvents'
import { ActiveNotices } from '@/features/notices/ActiveNotices'
import { NoticesButton } from '@/features/notices/NoticesButton'
import { PageHeader } from '@/features/pages/PageHeader'
import { SearchButton } from '@/features/search/SearchButton'

import { demoRoute } from '../_components/demo-route'
import { DEMO_CATEGORIES, DEMO_EVENTS, DEMO_NOTICES, DEMO_PLACES } from '../_components/search-fixtures'

const toolbar = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'var(--space-3)',
  marginBottom: 'var(--space-8)',
} as const

const texts = async (locale: Locale) => {
  const t = await getTranslations({ locale, namespace: 'Search' })
  return { title: t('demoTitle'), description: t('demoIntro') }
}

/**
 * Test page (spec §2 demo pages): the search, notices and events on fixed data, independent of the
 * database. Its search, mounted after the header's, is the one Ctrl+K opens.
 */
const route = demoRoute('/test-search-features', texts, async (_locale, { title, description }) => {
  const [tEvents, tNotices] = await Promise.all([getTranslations('Events'), getTranslations('Notices')])
  const eventPlaces = DEMO_PLACES.map(({ slug, name, townSlug, townName }) => ({
    slug,
    name,
    townSlug,
    townName,
  }))
  return (
    <>
      <PageHeader heading={title} intro={description} />
      <div className="container">
        <div role="group" aria-label={title} style={toolbar}>
          <SearchButton currentTownSlug="st-ives" places={DEMO_PLACES} categories={DEMO_CATEGORIES} />
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
})

export const generateMetadata = route.generateMetadata
export default route.Page
