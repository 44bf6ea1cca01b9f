import { displayRouteModule } from '@/features/kiosk/pages'

const route = displayRouteModule('kiosk')

export const generateMetadata = route.generateMetadata
export default route.Page
