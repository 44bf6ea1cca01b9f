import { icons } from 'lucide-react'
import type { ReactNode } from 'react'

import { DEFAULT_CATEGORY_ICON, isCategoryIcon } from '@/domain/category-style'

/**
 * The lucide icon an editor chose for a category, or the pin for any other name. `icons` is a
 * plain object once bundled: a name like `constructor` indexed it to a function, and rendering
 * that took the whole page down (issue 28). Only names in CATEGORY_ICONS are looked up.
 */
export function CategoryIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Icon = icons[isCategoryIcon(name) ? name : DEFAULT_CATEGORY_ICON]
  return <Icon aria-hidden="true" size={size} />
}

/** Each category's icon by slug, drawn on the server: the client gets a few SVGs, not the icon set. */
export function categoryIcons(categories: readonly { slug: string; icon: string }[], size = 20): Record<string, ReactNode> {
  return Object.fromEntries(categories.map((c) => [c.slug, <CategoryIcon key={c.slug} name={c.icon} size={size} />]))
}
