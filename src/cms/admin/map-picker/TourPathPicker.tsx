'use client'

import { Button, useField, useFormFields } from '@payloadcms/ui'
import { useId, useMemo } from 'react'

import type { LngLat } from '@/domain/geo'
import { frameOf, pathPoints, pathValue } from '@/domain/map-position'
import type { CategoryIcons } from '@/features/places/types'

import { LazyAdminMap } from './LazyAdminMap'
import { fillWords, relationId } from './form-values'
import styles from './PositionPicker.module.css'
import type { AdminMapCategory, AdminMapPlace, AdminMapTown } from './types'

export type TourPathWords = Record<
  'heading' | 'hint' | 'point' | 'fromStops' | 'removeLast' | 'clear' | 'count' | 'chooseTown' | 'mapOf' | 'unavailable',
  string
>

type Props = {
  words: TourPathWords
  categories: AdminMapCategory[]
  icons: CategoryIcons
  towns: AdminMapTown[]
  places: AdminMapPlace[]
}

const STOP_PLACE = /^stops\.(\d+)\.place$/

/**
 * Issue 22 (1): a tour's walked path drawn on the map above its JSON field. Its stops show in order;
 * a click adds a point at the end, a point is dragged or nudged into place, and the field's
 * LineString follows (the JSON stays editable, and the map follows it).
 */
export function TourPathPicker({ words, categories, icons, towns, places }: Props) {
  const path = useField<unknown>({ path: 'path' })
  const townId = relationId(useFormFields(([fields]) => fields.town?.value))
  // The stops' places, in walking order, as the form holds them now.
  const stopIds = useFormFields(([fields]) =>
    Object.entries(fields)
      .flatMap(([name, field]) => {
        const row = STOP_PLACE.exec(name)
        return row ? [[Number(row[1]), relationId(field?.value)] as const] : []
      })
      .sort(([a], [b]) => a - b)
      .map(([, id]) => id)
      .join(','),
  )
  const headingId = useId()

  const town = towns.find((t) => t.id === townId)
  const byId = useMemo(() => new Map(places.map((p) => [p.id, p])), [places])
  const stops = useMemo(
    () =>
      stopIds
        .split(',')
        .flatMap((id) => (id ? [byId.get(Number(id))] : []))
        .flatMap((place) => (place ? [{ id: place.id, name: place.name, coordinates: place.coordinates, category: place.category }] : [])),
    [stopIds, byId],
  )
  const points = pathPoints(path.value)

  if (!town) return <p className={styles.note}>{words.chooseTown}</p>

  const write = (next: readonly LngLat[]) => path.setValue(pathValue(next))

  return (
    <section className={styles.picker} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {words.heading}
      </h3>
      <p className={styles.note}>{words.hint}</p>
      <LazyAdminMap
        label={fillWords(words.mapOf, { town: town.name })}
        categories={categories}
        icons={icons}
        markers={stops}
        frame={frameOf([...stops.map((stop) => stop.coordinates), ...points]) ?? town.bounds}
        outline={town.bounds}
        path={{
          points,
          label: (index) => fillWords(words.point, { n: index + 1 }),
          onMove: (index, position) => write(points.map((point, i) => (i === index ? position : point))),
        }}
        onMapClick={(position) => write([...points, position])}
        unavailable={words.unavailable}
      />
      <p className={styles.note} role="status" data-testid="path-count">
        {fillWords(words.count, { count: points.length })}
      </p>
      <div className={styles.actions}>
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          disabled={stops.length < 2}
          onClick={() => write(stops.map((stop) => stop.coordinates))}
        >
          {words.fromStops}
        </Button>
        <Button buttonStyle="secondary" size="small" margin={false} disabled={!points.length} onClick={() => write(points.slice(0, -1))}>
          {words.removeLast}
        </Button>
        <Button buttonStyle="subtle" size="small" margin={false} disabled={!points.length} onClick={() => write([])}>
          {words.clear}
        </Button>
      </div>
    </section>
  )
}
