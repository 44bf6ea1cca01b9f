import { icons } from 'lucide-react'

import { type CategoryIconName, DEFAULT_CATEGORY_ICON, isCategoryIcon } from '@/domain/category-style'
import type { CategoryIconDrawing, CategoryIcons } from '@/features/places/types'

/**
 * The lucide icon an editor chose for a category, or the pin for any other name. `icons` is a
 * plain object once bundled: a name like `constructor` indexed it to a function, and rendering
 * that took the whole page down (issue 28). Only names in CATEGORY_ICONS are looked up.
 */
export function CategoryIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Icon = icons[categoryIconName(name)]
  return <Icon aria-hidden="true" size={size} />
}

const categoryIconName = (name: string): CategoryIconName => (isCategoryIcon(name) ? name : DEFAULT_CATEGORY_ICON)

type IconComponent = { render?: (props: object, ref: null) => { props: { icon?: CategoryIconDrawing } } }
const drawings = new Map<CategoryIconName, CategoryIconDrawing>()

/**
 * The shapes lucide draws a category's icon with, as data. lucide-react's inner Icon is a client
 * component that server code only holds a reference to; each icon component is a plain forwardRef
 * that hands its drawing to Icon as the `icon` prop, so the drawing is read from there.
 */
export function categoryIconDrawing(name: string): CategoryIconDrawing {
  const icon = categoryIconName(name)
  let drawing = drawings.get(icon)
  if (!drawing) {
    const drawn = (icons[icon] as unknown as IconComponent).render?.({}, null)?.props.icon
    drawing = { name: drawn?.name, node: drawn?.node ?? [] }
    drawings.set(icon, drawing)
  }
  return drawing
}

/**
 * Each category's icon by slug, as drawings the browser renders (CategoryGlyph): the client gets a
 * few shapes, not the icon set. Data rather than elements: React streams the elements of a large
 * page's props late, and every item showing one (the map's picture, the list) then arrived after
 * the page, in place of "This item cannot be shown right now".
 */
export function categoryIcons(categories: readonly { slug: string; icon: string }[]): CategoryIcons {
  return Object.fromEntries(categories.map((c) => [c.slug, categoryIconDrawing(c.icon)]))
}
