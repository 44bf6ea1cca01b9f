import { getTranslations } from 'next-intl/server'

import { LocationBeliefs } from '../_components/LocationBeliefs'
import { Link } from '@/i18n/navigation'

import { locationTestRoute } from '../_components/location-test-route'

async function MockLocationLink() {
  const t = await getTranslations('Location')
  return (
    <p>
      <Link href="/mock-location">{t('mockTitle')}</Link>
    </p>
  )
}

/** Test page (spec §2): what the app believes about the visitor's position in this tab. */
const route = locationTestRoute('/test-mock-location', 'testMockTitle', 'testMockIntro', (towns) => (
  <>
    <LocationBeliefs towns={towns} />
    <MockLocationLink />
  </>
))

export const generateMetadata = route.generateMetadata
export default route.Page
