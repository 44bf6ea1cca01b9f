import type { Ref } from 'react'

import { CategoryGlyph } from '@/components/CategoryGlyph'
import { ownValue } from '@/domain/own-property'
import type { CategoryIcons } from '@/features/places/types'

/**
 * The category icons a map's markers are drawn from (useMarkerImages reads them here): the same
 * icons the page's lists show, hidden.
 */
export function MarkerIconSource({
  ref,
  categories,
  icons,
}: {
  ref: Ref<HTMLDivElement>
  categories: readonly { slug: string }[]
  icons: CategoryIcons
}) {
  return (
    <div ref={ref} hidden>
      {categories.map((c) => (
        <span key={c.slug} data-category={c.slug}>
          <CategoryGlyph icon={ownValue(icons, c.slug)} />
        </span>
      ))}
    </div>
  )
}
