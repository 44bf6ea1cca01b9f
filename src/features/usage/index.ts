export { recordUsage, usageStored } from './recorder'
export { searchEvent } from '@/domain/usage-events'
