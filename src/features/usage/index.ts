export { recordUsage, flushUsage, type UsageInput } from './recorder'
export { searchEvent } from '@/domain/usage-events'
