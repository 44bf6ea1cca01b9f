'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { InEnglish } from '@/components/InEnglish'
import type { Departure, DeparturesAnswer } from '@/domain/departures'
import { DEPARTURE_ROWS, outOfDateMinutes, upcomingDepartures } from '@/domain/departures-view'
import { useGuideFormatter } from '@/hooks/useGuideFormatter'

import styles from './Departures.module.css'
import { useDepartures } from './useDepartures'

export type BoardVariant = 'page' | 'kiosk' | 'screen'

const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const

/**
 * One departure board: the next trains from a station, or buses from a town's stops, with when the
 * board was made and whether it is still current. Upstream texts (destinations, reasons, station
 * messages) come in English from National Rail and the bus operators, and are marked so.
 */
export function DepartureBoard({
  answer,
  now,
  heading,
  headingLevel: Heading = 'h3',
  variant = 'page',
  rows = DEPARTURE_ROWS,
  sample = false,
}: {
  answer: DeparturesAnswer
  now: number
  heading: string
  headingLevel?: 'h2' | 'h3' | 'h4'
  variant?: BoardVariant
  rows?: number
  sample?: boolean
}) {
  const t = useTranslations('Departures')
  const format = useGuideFormatter()
  const inEnglish = useLocale() !== 'en'
  const headingId = useId()
  const time = (iso: string) => format.dateTime(new Date(iso), CLOCK)
  const departures = upcomingDepartures(answer.departures, now, rows)
  const minutesOld = sample ? null : outOfDateMinutes(answer, now)
  const madeAt = answer.stale?.fetchedAt ?? answer.generatedAt
  const byStop = answer.mode === 'bus' && new Set(answer.departures.map((d) => d.stop)).size > 1
  const details = variant === 'page' && answer.mode === 'rail' && !sample
  // A narrow board has no platform (or stop) column: each departure says it under its destination.
  const where = (departure: Departure) => (answer.mode === 'rail' ? departure.platform : byStop ? departure.stop : null)

  return (
    <section className={styles.board} data-variant={variant} data-mode={answer.mode} aria-labelledby={headingId}>
      <div className={styles.boardHead}>
        <Heading id={headingId} className={styles.boardHeading}>
          {heading}
        </Heading>
        {sample ? (
          <p className={styles.sample}>{t('sampleData')}</p>
        ) : (
          madeAt && (
            <p className={styles.updated}>
              {t('updatedAt', { time: time(madeAt) })}
              {answer.mode === 'bus' && ` · ${departures.some((d) => d.basis === 'live') ? t('live') : t('scheduled')}`}
            </p>
          )
        )}
      </div>
      {minutesOld !== null && (
        <p className={styles.warning} role="status">
          {t('outOfDate', { minutes: minutesOld })}
        </p>
      )}
      {!answer.available ? (
        <p className={styles.warning}>{t('unavailable')}</p>
      ) : departures.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('time')}</th>
              <th scope="col">{t('destination')}</th>
              {(answer.mode === 'rail' || byStop) && (
                <th scope="col" className={styles.placeColumn}>
                  {answer.mode === 'rail' ? t('platform') : t('stop')}
                </th>
              )}
              <th scope="col">{t('status')}</th>
            </tr>
          </thead>
          <tbody>
            {departures.map((departure, index) => (
              <tr key={departure.id ?? `${departure.scheduledAt}-${index}`} data-status={departure.status}>
                <td className={styles.time}>
                  <time dateTime={departure.scheduledAt}>{time(departure.scheduledAt)}</time>
                </td>
                <td>
                  {departure.route && <span className={styles.route}>{departure.route}</span>}
                  <span lang="en" className={styles.destination}>
                    {departure.destination}
                  </span>
                  {departure.via && (
                    <span lang="en" className={styles.note}>
                      {departure.via}
                    </span>
                  )}
                  {where(departure) && (
                    <span className={styles.placeNote}>
                      {answer.mode === 'rail' ? t('platform') : t('stop')}{' '}
                      <span lang={answer.mode === 'bus' ? 'en' : undefined}>{where(departure)}</span>
                    </span>
                  )}
                  {answer.mode === 'rail' && departure.kind !== 'train' && (
                    <span className={styles.note}>{departure.kind === 'bus' ? t('replacementBus') : t('ferry')}</span>
                  )}
                  {details && departure.id && <CallingPoints answer={answer} serviceId={departure.id} />}
                </td>
                {(answer.mode === 'rail' || byStop) && (
                  <td className={styles.placeColumn} lang={answer.mode === 'bus' ? 'en' : undefined}>
                    {where(departure) ?? '–'}
                  </td>
                )}
                <td>
                  <DepartureStatusText departure={departure} time={time} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {answer.messages.length > 0 && variant !== 'screen' && (
        <ul className={styles.messages}>
          {answer.messages.map((message) => (
            <li key={message}>
              <InEnglish as="span" when={inEnglish}>
                {message}
              </InEnglish>
            </li>
          ))}
        </ul>
      )}
      {sample && <p className={styles.note}>{t('sampleNote')}</p>}
    </section>
  )
}

function DepartureStatusText({ departure, time }: { departure: Departure; time: (iso: string) => string }) {
  const t = useTranslations('Departures')
  const reason = departure.status === 'cancelled' ? departure.cancelReason : departure.status === 'on-time' ? null : departure.delayReason
  const label =
    departure.status === 'cancelled'
      ? t('cancelled')
      : departure.status === 'delayed'
        ? t('delayed')
        : departure.status === 'late' && departure.expectedAt
          ? t('expected', { time: time(departure.expectedAt) })
          : departure.basis === 'scheduled'
            ? t('scheduled')
            : departure.status === 'on-time'
              ? t('onTime')
              : t('noReport')
  return (
    <>
      <strong className={styles.status} data-status={departure.status}>
        {label}
      </strong>
      {reason && (
        <span lang="en" className={`${styles.note} ${styles.reason}`}>
          {reason}
        </span>
      )}
    </>
  )
}

/** A train's stops after this one, asked of the server only when the visitor opens them. */
function CallingPoints({ answer, serviceId }: { answer: DeparturesAnswer; serviceId: string }) {
  const t = useTranslations('Departures')
  const [open, setOpen] = useState(false)
  return (
    <details className={styles.calling} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('callingAt')}</summary>
      {open && <CallingPointList town={answer.town} serviceId={serviceId} />}
    </details>
  )
}

function CallingPointList({ town, serviceId }: { town: string; serviceId: string }) {
  const t = useTranslations('Departures')
  const { data, error } = useDepartures('rail', town, { callingPoints: true })
  const points = data?.departures.find((departure) => departure.id === serviceId)?.callingPoints
  if (!data && !error) return <p className={styles.note}>{t('callingPointsLoading')}</p>
  if (!points) return <p className={styles.note}>{t('callingPointsUnavailable')}</p>
  return (
    <ol className={styles.callingList}>
      {points.map((point) => (
        <li key={`${point.name}-${point.scheduled}`}>
          <span lang="en">{point.name}</span> <time className={styles.note}>{point.expected ?? point.scheduled}</time>
          {point.status === 'cancelled' && ` (${t('cancelled')})`}
        </li>
      ))}
    </ol>
  )
}
