import type { Locale } from '@/domain/locales'

/** A text in every interface language. */
export type Localized = Record<Locale, string>

export type SeedTown = {
  id: string
  name: string
  slug: string
  dbKey: string
  crs: string | null
  /** NaPTAN stops (ATCO codes) for the bus departures; none in the reference data yet */
  busStops?: { atco: string; label?: string }[]
  centre: [number, number]
  maxBounds: [[number, number], [number, number]]
  zoom: number
  minZoom: number
  maxZoom: number
  description: string
  kioskA: SeedKiosk
  kioskB: SeedKiosk
}

type SeedKiosk = { name: string; postcode: string; centre: [number, number]; facing: number }

export type SeedPlace = {
  id: string
  town: string
  name: string
  category: string
  layer?: string
  address: string
  postcode: string
  coordinates: [number, number]
  tags: string[]
  description: string
  website?: string
  confidence: 'high' | 'medium' | 'low'
  source: string
  note?: string
}

/** One language's text for the seeded places, by place id. */
export type PlaceTranslations = Record<string, { name?: string; description: string; tags: string[] }>

export type SeedContent = {
  towns: Record<string, { description: Localized; tagline: Localized }>
  categories: { slug: string; icon: string; colour: string; label: Localized; shortLabel: Localized; description: Localized }[]
  notices: { towns: string[]; title: Localized; body: Localized; startDaysFromNow: number; endDaysFromNow: number }[]
  events: {
    town: string
    placeId: string
    title: Localized
    description: Localized
    startDaysFromNow: number
    startTime: string
    durationMinutes: number
  }[]
  highlights: { town: string; order: number; placeId: string; title: Localized; body: Localized }[]
}
