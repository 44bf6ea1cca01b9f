import type { CategoryIconName } from '@/domain/category-style'
import type { PhotoView } from '@/domain/photos'

/** What public pages receive: plain, serialisable, only the fields a visitor sees. */

export type { PhotoView }

export type KioskSite = {
  name: string
  postcode: string | null
  centre: [number, number]
  bearing: number
}

export type TownView = {
  id: number
  name: string
  slug: string
  dbKey: string
  crs: string | null
  tagline: string | null
  description: string
  placeCount: number
  imageUrl: string | null
  /** The town's logos (council, partnerships), in editor order, each with its caption if any. */
  logos: (PhotoView & { label: string | null })[]
  centre: [number, number]
  zoom: number
  minZoom: number
  maxZoom: number
  maxBounds: [[number, number], [number, number]]
  kioskA: KioskSite
  kioskB: KioskSite
}

export type CategoryView = {
  id: number
  slug: string
  label: string
  shortLabel: string
  description: string | null
  icon: CategoryIconName
  /** A hex colour (src/domain/category-style.ts), safe in a style attribute. */
  colour: string
}

export type PlaceView = {
  id: number
  slug: string
  name: string
  categorySlug: string
  layer: string | null
  tags: string[]
  description: string | null
  address: string | null
  postcode: string | null
  coordinates: [number, number]
  openingHours: string | null
  accessibility: string | null
  website: string | null
  phone: string | null
  /** The editor's photo of the place, or null. */
  image: PhotoView | null
  /** Text fields shown in English because they have no translation in the page's language yet. */
  inEnglish?: PlaceTextField[]
}

type PlaceTextField = 'description' | 'tags' | 'accessibility'

export type HighlightView = {
  id: number
  title: string
  body: string | null
  placeSlug: string | null
  /** The published walking tour the highlight features (issue 20), or null. */
  tourSlug: string | null
  order: number
  /** The highlight's own picture, else its place's photo, else null (then generated art). */
  image: PhotoView | null
  /** Fields shown in English for want of a translation in the page's language. */
  inEnglish?: ('title' | 'body')[]
}

export type SiteSettingsView = {
  underConstruction: boolean
  officeHours: string[]
  contact: { email: string | null; phone: string | null; address: string | null }
  social: { platform: string; url: string }[]
}

export type NoticeView = {
  id: number
  title: string
  body: string
  startDate: string
  endDate: string | null
  updatedAt: string
  /** Fields shown in English for want of a translation in the page's language. */
  inEnglish?: ('title' | 'body')[]
}

export type EventView = {
  id: number
  /** Its page: /explore/{townSlug}/events/{slug}. */
  slug: string
  townSlug: string
  title: string
  description: string | null
  start: string
  end: string | null
  placeSlug: string | null
  venue: string | null
  link: string | null
  imageUrl: string | null
  /** The photo's description and size, as its upload gives them. */
  imageAlt?: string | null
  imageSize?: [width: number, height: number] | null
  updatedAt: string
  /** Fields shown in English for want of a translation in the page's language. */
  inEnglish?: ('title' | 'description' | 'venue')[]
}

/** A partner of the guide (spec: screen mode shows partner logos); towns empty means every town. */
export type PartnerView = {
  id: number
  name: string
  logoUrl: string | null
  logoAlt: string | null
  url: string | null
  townSlugs: string[]
}

/** A published walking tour of a town (issue 20); its stops are the town's published places, in walking order. */
export type TourView = {
  id: number
  slug: string
  title: string
  summary: string | null
  stops: { place: PlaceView; note: string | null; noteInEnglish: boolean }[]
  coverUrl: string | null
  /** The walked route an editor drew, or null: then the route is the straight segments between stops. */
  path: [number, number][] | null
  inEnglish?: ('title' | 'summary')[]
}
