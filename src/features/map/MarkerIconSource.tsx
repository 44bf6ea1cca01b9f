import type { ReactNode, Ref } from 'react'

import { ownValue } from '@/domain/own-property'

/**
 * The category icons a map's markers are drawn from (useMarkerImages reads them here): the same
 * server-drawn icons the page's lists show, hidden.
 */
export function MarkerIconSource({
  ref,
  categories,
  icons,
}: {
  ref: Ref<HTMLDivElement>
  categories: readonly { slug: string }[]
  icons: Record<string, ReactNode>
}) {
  return (
    <div ref={ref} hidden>
      {categories.map((c) => (
        <span key={c.slug} data-category={c.slug}>
          {ownValue(icons, c.slug)}
        </span>
      ))}
    </div>
  )
}
