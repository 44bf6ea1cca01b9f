'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

import type { DeparturesAnswer } from '@/domain/departures'
import { DEPARTURE_ROWS, departuresOfPlace, isShown } from '@/domain/departures-view'

import { type BoardVariant, DepartureBoard } from './DepartureBoard'
import styles from './Departures.module.css'
import { useDepartures, useNow } from './useDepartures'

/**
 * A town's next trains and buses (buses from the stop nearest `near`, when given) as a section with
 * its heading. Nothing at all is drawn until the server says a mode is set up for the town: without
 * a key or a timetable the section is simply not there.
 */
export function TownDepartures({
  dbKey,
  townName,
  near,
  variant,
  rows = DEPARTURE_ROWS,
  heading,
  intro,
  className,
  id,
}: {
  dbKey: string
  townName: string
  near?: [number, number] | null
  variant: BoardVariant
  rows?: number
  heading: string
  intro?: string
  className?: string
  id?: string
}) {
  const rail = useDepartures('rail', dbKey)
  const bus = useDepartures('bus', dbKey, { near })
  const now = useNow()
  const headingId = useId()
  const boards = [rail.data, bus.data].filter((answer): answer is DeparturesAnswer => isShown(answer))
  if (boards.length === 0) return null
  return (
    <section className={className} id={id} aria-labelledby={headingId} data-departures={variant}>
      <h2 id={headingId} className={variant === 'page' ? undefined : styles.panelHeading}>
        {heading}
      </h2>
      {intro && <p>{intro}</p>}
      <div className={styles.boards} data-variant={variant}>
        {boards.map((answer) => (
          <ModeBoard key={answer.mode} answer={answer} now={now} townName={townName} variant={variant} rows={rows} />
        ))}
      </div>
    </section>
  )
}

/** A station's trains or a bus stop's buses, in the place's details on the map. */
export function PlaceDepartures({
  place,
  town,
}: {
  place: { slug: string; categorySlug: string; layer: string | null; coordinates: [number, number] }
  town: { dbKey: string | null; name: string; hasStation: boolean }
}) {
  const mode = departuresOfPlace(place, town.hasStation)
  const { data } = useDepartures(mode ?? 'rail', mode ? town.dbKey : null, { near: mode === 'bus' ? place.coordinates : null })
  const now = useNow()
  if (!data || !isShown(data)) return null
  return (
    <div className={styles.place}>
      <ModeBoard answer={data} now={now} townName={town.name} variant="page" />
    </div>
  )
}

/** A board headed by its station ("Trains from Huntingdon") or stop ("Buses from …"). */
export function ModeBoard({
  answer,
  townName,
  ...props
}: {
  answer: DeparturesAnswer
  now: number
  townName: string
  variant: BoardVariant
  rows?: number
  sample?: boolean
}) {
  const t = useTranslations('Departures')
  const place = answer.station?.name ?? (answer.stops?.length === 1 ? answer.stops[0]!.name : townName)
  const heading = answer.mode === 'rail' ? t('trainsFrom', { station: place }) : t('busesFrom', { place })
  return <DepartureBoard answer={answer} heading={heading} {...props} />
}
