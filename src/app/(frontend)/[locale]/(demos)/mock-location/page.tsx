import { MockLocationForm } from '../_components/MockLocationForm'

import { locationTestRoute } from '../_components/location-test-route'

/** Test page (spec §2): set a fake position for this browser session; the maps use it instead of geolocation. */
const route = locationTestRoute('/mock-location', 'mockTitle', 'mockIntro', (towns) => <MockLocationForm towns={towns} />)

export const generateMetadata = route.generateMetadata
export default route.Page
