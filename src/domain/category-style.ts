/**
 * How a category is drawn: a lucide icon and a colour, chosen by editors. Both reach code (the
 * icon picks a component, the colour goes into inline styles and the map's canvas), so each is one
 * of a fixed set, checked on save (src/cms/collections/Categories.ts) and again when read, for
 * values stored before the check or written straight into the database.
 */

/** lucide-react icons (their names in its `icons` export) that suit a town guide's categories. */
export const CATEGORY_ICONS = [
  // food and drink
  'UtensilsCrossed',
  'Utensils',
  'Coffee',
  'Beer',
  'Wine',
  'Pizza',
  'Sandwich',
  'IceCreamCone',
  'CakeSlice',
  'Croissant',
  // shopping
  'ShoppingBag',
  'ShoppingBasket',
  'ShoppingCart',
  'Store',
  'Gift',
  'Shirt',
  'BookOpen',
  // sights
  'Landmark',
  'Castle',
  'Church',
  'Theater',
  'Drama',
  'Palette',
  'Camera',
  'Trees',
  'TreePine',
  'Flower2',
  'Mountain',
  'WavesHorizontal',
  'Ship',
  'Sailboat',
  'Anchor',
  'Fish',
  'Ticket',
  'Star',
  'Heart',
  'Sparkles',
  // services
  'BuildingComplex',
  'Building',
  'Hospital',
  'Stethoscope',
  'Pill',
  'Banknote',
  'Mail',
  'Info',
  'Wrench',
  'Phone',
  'Wifi',
  'Accessibility',
  'Toilet',
  'Baby',
  'Dog',
  'Bed',
  'Hotel',
  'Tent',
  // transport
  'Bus',
  'TrainFront',
  'Car',
  'CarFront',
  'ParkingMeter',
  'Bike',
  'Fuel',
  'PlugZap',
  'Plane',
  // events and community
  'CalendarDays',
  'Calendar',
  'PartyPopper',
  'Megaphone',
  'Users',
  'UsersRound',
  'HeartHandshake',
  'School',
  'Library',
  'Dumbbell',
  'Trophy',
  'House',
  // walks and tours
  'Footprints',
  'Map',
  'MapPin',
  'Compass',
  'Route',
  'Signpost',
  'Binoculars',
] as const
export type CategoryIconName = (typeof CATEGORY_ICONS)[number]

/** What a category shows when its icon is not one of CATEGORY_ICONS. */
export const DEFAULT_CATEGORY_ICON: CategoryIconName = 'MapPin'

/** A six-digit hex colour, as the admin asks for: nothing else may reach a style attribute. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/

/** What a category (or a place whose category is unknown) is drawn in when its colour is not HEX_COLOUR. */
export const DEFAULT_CATEGORY_COLOUR = '#46555f'

const ICON_SET: ReadonlySet<string> = new Set(CATEGORY_ICONS)

export function isCategoryIcon(value: unknown): value is CategoryIconName {
  return typeof value === 'string' && ICON_SET.has(value)
}

export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value)
}

export type CategoryStyle = { icon: CategoryIconName; colour: string }

/**
 * A category's icon and colour as stored, or the defaults for whichever is not allowed; `rejected`
 * names the fields that fell back, for a warning.
 */
export function categoryStyle(stored: { icon?: unknown; colour?: unknown }): CategoryStyle & { rejected: (keyof CategoryStyle)[] } {
  const icon = isCategoryIcon(stored.icon) ? stored.icon : DEFAULT_CATEGORY_ICON
  const colour = isHexColour(stored.colour) ? stored.colour : DEFAULT_CATEGORY_COLOUR
  const rejected: (keyof CategoryStyle)[] = []
  if (icon !== stored.icon) rejected.push('icon')
  if (colour !== stored.colour) rejected.push('colour')
  return { icon, colour, rejected }
}
