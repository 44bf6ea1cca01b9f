import type { EventView, NoticeView } from '@/data/view-models'
import type { SearchPlace } from '@/domain/search'

import type { SearchCategory } from '@/features/search/useSearchOutcome'

/** Fixed sample data for /test-search-features: accents, "St"/"Saint", tags and several towns. */
export const DEMO_CATEGORIES: SearchCategory[] = [
  { slug: 'food-drink', label: 'Food & drink', colour: '#C2410C' },
  { slug: 'attractions', label: 'Sights & attractions', colour: '#6D28D9' },
  { slug: 'shopping', label: 'Shopping', colour: '#BE123C' },
]

const towns = { huntingdon: 'Huntingdon', 'st-ives': 'St Ives', 'st-neots': 'St Neots', ramsey: 'Ramsey' } as const
const place = (slug: string, name: string, townSlug: keyof typeof towns, categorySlug: string, tags: string[]): SearchPlace => ({
  slug,
  name,
  tags,
  townSlug,
  townName: towns[townSlug],
  categorySlug,
})

export const DEMO_PLACES: SearchPlace[] = [
  place('demo-cromwell-museum', 'Cromwell Museum', 'huntingdon', 'attractions', ['museum', 'Oliver Cromwell']),
  place('demo-cafe-creme', 'Café Crème', 'huntingdon', 'food-drink', ['coffee', 'cake']),
  place('demo-market-hill', 'Market Hill', 'huntingdon', 'shopping', ['market', 'Saturday']),
  place('demo-cromwell-statue', 'Oliver Cromwell statue', 'st-ives', 'attractions', ['statue', 'Market Hill']),
  place('demo-norris-museum', 'Norris Museum', 'st-ives', 'attractions', ['museum', 'river']),
  place('demo-saint-neots-museum', 'St Neots Museum', 'st-neots', 'attractions', ['museum', 'police station']),
  place('demo-priory-cafe', 'Priory Centre café', 'st-neots', 'food-drink', ['café', 'hall']),
  place('demo-abbey-gatehouse', 'Ramsey Abbey Gatehouse', 'ramsey', 'attractions', ['abbey', 'National Trust']),
  place('demo-lodz-deli', 'Łódź Deli', 'ramsey', 'food-drink', ['Polish food', 'delicatessen']),
]

/** Always the same: one open-ended notice (active), one that ended in 2020 (expired), one far in the future (hidden). */
export const DEMO_NOTICES: NoticeView[] = [
  {
    id: 9001,
    title: 'Sample notice: market moves to Market Hill',
    body: 'This notice started on 1 January 2024 and has no end date.',
    startDate: '2024-01-01T09:00:00.000Z',
    endDate: null,
    updatedAt: '2024-01-01T09:00:00.000Z',
  },
  {
    id: 9002,
    title: 'Sample notice: bridge closed',
    body: 'This notice ran in March 2020 and has expired.',
    startDate: '2020-03-01T09:00:00.000Z',
    endDate: '2020-03-31T17:00:00.000Z',
    updatedAt: '2020-03-01T09:00:00.000Z',
  },
  {
    id: 9003,
    title: 'Sample notice: scheduled for 2099',
    body: 'Scheduled notices stay hidden until they start.',
    startDate: '2099-01-01T09:00:00.000Z',
    endDate: null,
    updatedAt: '2024-01-01T09:00:00.000Z',
  },
]

export const DEMO_EVENTS: EventView[] = [
  {
    id: 9101,
    slug: 'sample-event-talk-tea-and-cake-2099-06-03',
    townSlug: 'huntingdon',
    title: 'Sample event: talk, tea; and cake',
    description: 'Commas, semicolons and a long description check the calendar file escaping and line folding. '.repeat(2).trim(),
    start: '2099-06-03T11:30:00.000Z',
    end: '2099-06-03T12:30:00.000Z',
    placeSlug: 'demo-cromwell-museum',
    venue: null,
    link: 'https://example.org/events/talk',
    imageUrl: null,
    updatedAt: '2024-01-01T09:00:00.000Z',
  },
  {
    id: 9102,
    slug: 'sample-event-a-fair-that-has-ended-2020-05-01',
    townSlug: 'st-neots',
    title: 'Sample event: a fair that has ended',
    description: null,
    start: '2020-05-01T09:00:00.000Z',
    end: '2020-05-01T16:00:00.000Z',
    placeSlug: null,
    venue: 'Commemoration Hall',
    link: null,
    imageUrl: null,
    updatedAt: '2020-04-01T09:00:00.000Z',
  },
]
