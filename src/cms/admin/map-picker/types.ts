import type { Confidence } from '@/domain/catalogue'
import type { LngLat } from '@/domain/geo'

/** What the admin's maps know of a category, a town and a place: ids as the form holds them. */
export type AdminMapCategory = { id: number; slug: string; colour: string }
export type AdminMapTown = { id: number; name: string; centre: LngLat; bounds: [LngLat, LngLat] }
export type AdminMapPlace = {
  id: number
  name: string
  town: number | null
  category: number | null
  coordinates: LngLat
  confidence: Confidence | null
}
