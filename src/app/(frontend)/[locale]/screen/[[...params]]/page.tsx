import { displayRouteModule } from '@/features/kiosk/pages'

const route = displayRouteModule('screen')

export const generateMetadata = route.generateMetadata
export default route.Page
