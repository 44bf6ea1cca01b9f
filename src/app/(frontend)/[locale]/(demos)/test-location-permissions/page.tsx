import { PermissionProbe } from '../_components/PermissionProbe'

import { locationTestRoute } from '../_components/location-test-route'

/** Test page (spec §2): the geolocation permission state and whether location requests are disabled. */
const route = locationTestRoute('/test-location-permissions', 'permissionsTitle', 'permissionsIntro', () => <PermissionProbe />)

export const generateMetadata = route.generateMetadata
export default route.Page
