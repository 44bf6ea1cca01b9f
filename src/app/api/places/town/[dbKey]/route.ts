import { townFeed } from '@/features/feeds/town-feed'

export const GET = townFeed('places')
