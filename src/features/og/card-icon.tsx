import { icons } from 'lucide-react'
import { createElement, type ReactElement } from 'react'

import { type CategoryIconName, DEFAULT_CATEGORY_ICON, isCategoryIcon } from '@/domain/category-style'

type IconNode = [tag: string, attributes: Record<string, string>][]
type IconComponent = { render?: (props: object, ref: null) => ReactElement<{ icon?: { node?: IconNode } }> }

const drawn = new Map<CategoryIconName, IconNode>()

/**
 * The shapes lucide draws an icon with. CategoryIcon cannot be rendered into a card: lucide-react's
 * inner Icon is a client component ('use client'), which server code only holds a reference to and
 * satori cannot call (lucide-icons/lucide#4245). Each icon component is a plain forwardRef that
 * hands its drawing to Icon as the `icon` prop, so the drawing is read from there. Names outside
 * CATEGORY_ICONS get the pin, as CategoryIcon does.
 */
export function iconNode(name: string): IconNode {
  const icon = isCategoryIcon(name) ? name : DEFAULT_CATEGORY_ICON
  let node = drawn.get(icon)
  if (!node) {
    node = (icons[icon] as unknown as IconComponent).render?.({}, null)?.props.icon?.node ?? []
    drawn.set(icon, node)
  }
  return node
}

/** A category's lucide icon as a plain SVG that satori draws: lucide's own shapes and strokes. */
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
      {iconNode(name).map(([tag, attributes], i) => {
        const { key: _key, ...rest } = attributes
        return createElement(tag, { key: i, ...rest })
      })}
    </svg>
  )
}
