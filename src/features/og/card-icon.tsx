import { createElement } from 'react'

import { categoryIconDrawing } from '@/components/CategoryIcon'

/**
 * A category's lucide icon as a plain SVG that satori draws: lucide's own shapes and strokes.
 * CategoryIcon cannot be rendered into a card: its inner Icon is a client component, which satori
 * cannot call (lucide-icons/lucide#4245).
 */
export function CardIcon({ name, size, colour }: { name: string; size: number; colour: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={colour}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {categoryIconDrawing(name).node.map(([tag, attributes], i) => {
        const { key: _key, ...rest } = attributes
        return createElement(tag, { key: i, ...rest })
      })}
    </svg>
  )
}
