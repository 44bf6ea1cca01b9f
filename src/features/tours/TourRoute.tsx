import type { TourView } from '@/data/view-models'
import { routePicture } from '@/domain/tours'

import styles from './Tours.module.css'

const PICTURE = { width: 480, height: 400, padding: 26 }

/**
 * The route as a picture drawn on the server: the line and the numbered stops, no street map. It
 * needs no network, prints, and is described in words (the list of stops below is its text).
 */
export function TourRoute({ tour, label }: { tour: TourView; label: string }) {
  const { stops, line } = routePicture(
    tour.stops.map((stop) => stop.place.coordinates),
    tour.path,
    PICTURE,
  )
  return (
    <svg className={styles.route} viewBox={`0 0 ${PICTURE.width} ${PICTURE.height}`} role="img" aria-label={label}>
      <polyline className={styles.routeLine} points={line.map(([x, y]) => `${x},${y}`).join(' ')} />
      {stops.map(([x, y], i) => (
        <g key={tour.stops[i].place.slug} className={styles.routeStop}>
          <circle cx={x} cy={y} r={16} />
          <text x={x} y={y} dy="0.35em" textAnchor="middle">
            {i + 1}
          </text>
        </g>
      ))}
    </svg>
  )
}
