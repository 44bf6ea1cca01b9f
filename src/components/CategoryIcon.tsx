import { icons, MapPin } from 'lucide-react'

/** The lucide icon an editor named for a category, or a pin when the name is unknown. */
export function CategoryIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Icon = icons[name as keyof typeof icons] ?? MapPin
  return <Icon aria-hidden="true" size={size} />
}
