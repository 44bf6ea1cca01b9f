import type { TownView } from '@/data/view-models'

import { TownCard } from './TownCard'

export function TownGrid({ towns }: { towns: TownView[] }) {
  return (
    <div className="towns-grid">
      {towns.map((town) => (
        <TownCard key={town.slug} town={town} />
      ))}
    </div>
  )
}
