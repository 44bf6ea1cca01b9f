import { categoryStyle } from '@/domain/category-style'
import type { Category } from '@/payload-types'

import type { CategoryView } from './view-models'
import { warnOnce } from './warn-once'

/**
 * What pages get of a category. The icon and colour are checked again here, not only on save: a
 * value stored before the check existed, or written straight into the database, falls back to the
 * pin and the default colour instead of breaking every page that draws the category.
 */
export function toCategoryView(c: Category): CategoryView {
  const { icon, colour, rejected } = categoryStyle(c)
  for (const field of rejected) {
    const stored = JSON.stringify(c[field] ?? null).slice(0, 80)
    warnOnce(
      `category:${c.id}:${field}:${stored}`,
      `[content] category "${c.slug}" (id ${c.id}) has the ${field} ${stored}, which is not allowed: pages show ${field === 'icon' ? icon : colour} instead. Correct it in the admin.`,
    )
  }
  const { id, slug, label, shortLabel } = c
  return { id, slug, label, shortLabel, description: c.description ?? null, icon, colour }
}
