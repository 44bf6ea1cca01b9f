export { recordUsage, flushUsage } from './recorder'
export { searchEvent } from '@/domain/usage-events'
