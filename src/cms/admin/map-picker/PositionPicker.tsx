'use client'

import { Button, useDocumentInfo, useField, useForm, useFormFields } from '@payloadcms/ui'
import { useId, useMemo, useState } from 'react'

import type { LngLat } from '@/domain/geo'
import { withinBounds } from '@/domain/geo'
import { neighboursMatching, offersChecked, positionOf } from '@/domain/map-position'
import type { CategoryIcons } from '@/features/places/types'

import { LazyAdminMap } from './LazyAdminMap'
import { fillWords, relationId } from './form-values'
import styles from './PositionPicker.module.css'
import type { AdminMapCategory, AdminMapPlace, AdminMapTown } from './types'

export type PositionPickerWords = Record<
  | 'heading'
  | 'hint'
  | 'pin'
  | 'find'
  | 'noMatch'
  | 'show'
  | 'outside'
  | 'chooseTown'
  | 'offerChecked'
  | 'markChecked'
  | 'markedChecked'
  | 'mapOf'
  | 'unavailable',
  string
>

export type PositionPickerProps = {
  /** The picker's own path: its two numbers are its siblings `longitude` and `latitude`. */
  path: string
  words: PositionPickerWords
  categories: AdminMapCategory[]
  icons: CategoryIcons
  towns: AdminMapTown[]
  places: AdminMapPlace[]
  /**
   * Where the town comes from: a place's `town` relationship, or the town being edited itself
   * (its kiosk sites and camera), whose bounds are then read from the form as they are typed.
   */
  town: { field: string } | 'self'
  /** A place's confidence field, offered `checked` once its low-confidence pin has moved. */
  confidenceField?: string
}

/**
 * Issue 22 (1): a map under a position's two numbers. The numbers stay the form's values; the pin
 * shows them and sets them when dragged, clicked into place or nudged with the arrow keys.
 */
export function PositionPicker({ path, words, categories, icons, towns, places, town, confidenceField }: PositionPickerProps) {
  const siblings = path.slice(0, path.lastIndexOf('.') + 1)
  const longitude = useField<number>({ path: `${siblings}longitude` })
  const latitude = useField<number>({ path: `${siblings}latitude` })
  const { id: documentId } = useDocumentInfo()
  const { dispatchFields, setModified } = useForm()
  const townValue = useFormFields(([fields]) => (town === 'self' ? null : fields[town.field]?.value))
  const ownName = useFormFields(([fields]) => (town === 'self' ? fields.name?.value : null))
  const ownBounds = useFormFields(([fields]) =>
    town === 'self'
      ? (['west', 'south', 'east', 'north'] as const).map((side) => fields[`location.maxBounds.${side}`]?.value).join(',')
      : '',
  )
  const confidence = useFormFields(([fields]) => (confidenceField ? fields[confidenceField]?.value : undefined))

  const position = positionOf(longitude.value, latitude.value)
  const [loaded] = useState(() => positionOf(longitude.initialValue, latitude.initialValue))
  const [query, setQuery] = useState('')
  const [focus, setFocus] = useState<{ id: number; at: number } | null>(null)
  const [markedChecked, setMarkedChecked] = useState(false)
  const searchId = useId()

  const townId = town === 'self' ? relationId(documentId) : relationId(townValue)
  const shown = useMemo((): { name: string; bounds: [LngLat, LngLat] | null } | null => {
    if (town === 'self') {
      const [w, s, e, n] = ownBounds.split(',').map((side) => (side === '' ? NaN : Number(side)))
      const bounds: [LngLat, LngLat] | null =
        [w, s, e, n].every(Number.isFinite) && w! < e! && s! < n!
          ? [
              [w!, s!],
              [e!, n!],
            ]
          : null
      return { name: typeof ownName === 'string' ? ownName : '', bounds }
    }
    const chosen = towns.find((t) => t.id === townId)
    return chosen ? { name: chosen.name, bounds: chosen.bounds } : null
  }, [town, ownBounds, ownName, towns, townId])

  const neighbours = useMemo(
    () =>
      places
        .filter((p) => p.town === townId && !(town !== 'self' && p.id === relationId(documentId)))
        .map((p) => ({ id: p.id, name: p.name, coordinates: p.coordinates, category: p.category })),
    [places, townId, town, documentId],
  )
  const matches = useMemo(() => neighboursMatching(query, neighbours), [query, neighbours])

  if (!shown) return <p className={styles.note}>{words.chooseTown}</p>

  const outside = position && shown.bounds && !withinBounds(position, shown.bounds)
  const offer = confidenceField && !markedChecked && offersChecked(confidence, loaded, position)
  const move = ([lng, lat]: [number, number]) => {
    longitude.setValue(lng)
    latitude.setValue(lat)
  }
  const markChecked = () => {
    if (!confidenceField) return
    dispatchFields({ type: 'UPDATE', path: confidenceField, value: 'checked' })
    setModified(true)
    setMarkedChecked(true)
  }
  const townName = shown.name

  return (
    <section className={styles.picker} aria-labelledby={`${searchId}-heading`}>
      <h3 id={`${searchId}-heading`} className={styles.heading}>
        {words.heading}
      </h3>
      <p className={styles.note}>{words.hint}</p>
      <LazyAdminMap
        label={fillWords(words.mapOf, { town: townName })}
        categories={categories}
        icons={icons}
        markers={neighbours}
        frame={position ? null : shown.bounds}
        outline={shown.bounds}
        pin={{ position, label: words.pin, onMove: move }}
        onMapClick={move}
        focus={focus}
        unavailable={words.unavailable}
      />
      <div role="status" className={styles.messages}>
        {outside && (
          <p className={styles.warning} data-testid="position-outside">
            {fillWords(words.outside, { town: townName })}
          </p>
        )}
        {markedChecked && <p className={styles.note}>{words.markedChecked}</p>}
      </div>
      {offer && (
        <div className={styles.offer} data-testid="offer-checked">
          <p>{words.offerChecked}</p>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={markChecked}>
            {words.markChecked}
          </Button>
        </div>
      )}
      <div className={styles.search}>
        <label htmlFor={searchId} className={styles.label}>
          {fillWords(words.find, { town: townName })}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
        {query.trim() && (
          <ul className={styles.matches}>
            {matches.length === 0 && <li className={styles.note}>{fillWords(words.noMatch, { town: townName })}</li>}
            {matches.map((match) => (
              <li key={match.id}>
                <span>{match.name}</span>
                <Button buttonStyle="subtle" size="small" margin={false} onClick={() => setFocus({ id: match.id, at: Date.now() })}>
                  {words.show}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
