import type { TourView } from '@/data/view-models'
import { drawingOrder, type PictureFrame, pictureOffset, routePicture } from '@/domain/tours'

import styles from './Tours.module.css'

export type RoutePicture = {
  width: number
  height: number
  stops: [number, number][]
  line: [number, number][]
  frame: PictureFrame | null
}

/** The picture's drawing size: it scales to its column, keeping this shape. */
const SIZE = { width: 480, height: 400, padding: 26 }

/** A tour's route fitted to the picture (computed on the server; the picture is drawn anywhere). */
export function tourPicture(tour: TourView): RoutePicture {
  const { stops, line, frame } = routePicture(
    tour.stops.map((stop) => stop.place.coordinates),
    tour.path,
    SIZE,
  )
  return { width: SIZE.width, height: SIZE.height, stops, line, frame }
}

/**
 * The route as a picture drawn from the stops alone: the line and the numbered stops, no street
 * map. It needs no network, prints, and is described in words (the list of stops is its text).
 * While a visitor follows the tour it marks the stop they are heading for, and them when they share
 * where they are and stand within the picture.
 */
export function TourRoute({
  picture,
  label,
  current,
  visitor,
}: {
  picture: RoutePicture
  label: string
  /** The stop being walked to, in follow mode. */
  current?: number
  visitor?: readonly [number, number] | null
}) {
  const { width, height, stops, line, frame } = picture
  const at = visitor && frame ? pictureOffset(frame, visitor) : null
  const shown = at && at[0] >= 0 && at[0] <= width && at[1] >= 0 && at[1] <= height ? at : null
  return (
    <svg className={styles.route} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <polyline className={styles.routeLine} points={line.map(([x, y]) => `${x},${y}`).join(' ')} />
      {drawingOrder(stops.length, current).map((i) => {
        const [x, y] = stops[i]
        return (
          <g key={i} className={styles.routeStop} data-current={i === current || undefined}>
            <circle cx={x} cy={y} r={i === current ? 21 : 16} />
            <text x={x} y={y} dy="0.35em" textAnchor="middle">
              {i + 1}
            </text>
          </g>
        )
      })}
      {shown && <circle className={styles.routeVisitor} cx={shown[0]} cy={shown[1]} r={9} data-visitor />}
    </svg>
  )
}
