import type { MapPlace } from '@/features/places/types'
import type { MapTown } from '@/features/map/types'

/** Fixed data for /test/map-panel-ux: not a real town, every panel state reachable. */
export const FIXTURE_TOWN: MapTown = {
  slug: 'panel-test',
  name: 'Testford',
  dbKey: null,
  hasStation: false,
  centre: [-0.1835, 52.3309],
  zoom: 15,
  minZoom: 14,
  maxZoom: 20,
  maxBounds: [
    [-0.215, 52.315],
    [-0.155, 52.345],
  ],
}

const base = {
  tags: [] as string[],
  description: null,
  address: null,
  postcode: null,
  openingHours: null,
  accessibility: null,
  website: null,
  phone: null,
  image: null,
  layer: null,
} satisfies Partial<MapPlace>

export const FIXTURE_PLACES: MapPlace[] = [
  {
    ...base,
    slug: 'fixture-photo-museum',
    name: 'Photo Museum (image loads)',
    categorySlug: 'attractions',
    layer: 'poi',
    coordinates: [-0.1838, 52.331],
    address: '1 Test Walk, Testford',
    postcode: 'PE29 3LF',
    tags: ['museum', 'photos'],
    description: 'A place with a photo that loads, opening hours and accessibility notes.',
    openingHours: 'Mo-Sa 09:00-17:30; Su 10:00-16:00; PH off',
    accessibility: 'Step-free entrance on the left; hearing loop at the desk.',
    website: 'https://example.org/museum',
    phone: '01480 000000',
    image: { url: '/map-style/sample-place.svg', alt: 'A drawing of a river bank under a pale sky', width: 800, height: 450 },
  },
  {
    ...base,
    slug: 'fixture-broken-photo-cafe',
    name: 'Broken Photo Café (image fails)',
    categorySlug: 'food-drink',
    coordinates: [-0.1851, 52.3302],
    tags: ['coffee'],
    description: 'A place whose photo cannot be loaded, to show the error state.',
    openingHours: '24/7',
    // An upload's address with no file behind it: the optimiser and the file route both answer 404.
    image: { url: '/api/media/file/does-not-exist.jpg', alt: 'The café counter', width: 1200, height: 800 },
  },
  { ...base, slug: 'fixture-market', name: 'Market Square', categorySlug: 'shopping', coordinates: [-0.1829, 52.3318] },
  { ...base, slug: 'fixture-library', name: 'Library', categorySlug: 'services', layer: 'accessible', coordinates: [-0.1812, 52.3299] },
  {
    ...base,
    slug: 'fixture-car-park',
    name: 'Riverside Car Park',
    categorySlug: 'transport',
    layer: 'carpark',
    coordinates: [-0.1795, 52.3288],
  },
  {
    ...base,
    slug: 'fixture-bus-stop',
    name: 'High Street Bus Stop',
    categorySlug: 'transport',
    layer: 'busstop',
    coordinates: [-0.1861, 52.3322],
  },
  { ...base, slug: 'fixture-toilets', name: 'Public Toilets', categorySlug: 'services', layer: 'toilet', coordinates: [-0.1845, 52.3327] },
  { ...base, slug: 'fixture-fair', name: 'Summer Fair Field', categorySlug: 'events', coordinates: [-0.188, 52.334] },
  { ...base, slug: 'fixture-hall', name: 'Community Hall', categorySlug: 'community', coordinates: [-0.179, 52.3331] },
  { ...base, slug: 'fixture-sculpture', name: 'River Sculpture', categorySlug: 'tours', layer: 'artwork', coordinates: [-0.182, 52.3285] },
]
