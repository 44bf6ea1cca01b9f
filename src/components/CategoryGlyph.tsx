import { Icon } from 'lucide-react'

import type { CategoryIconDrawing } from '@/features/places/types'

/** A category's icon from its drawing (categoryIcons); nothing for a category without one. */
export function CategoryGlyph({ icon, size = 20 }: { icon: CategoryIconDrawing | undefined; size?: number }) {
  return icon ? <Icon icon={icon} size={size} aria-hidden="true" /> : null
}
