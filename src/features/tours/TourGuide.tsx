'use client'

import { ArrowLeft, ArrowRight, Flag, LocateFixed, Play, RotateCcw, X } from 'lucide-react'
import { useFormatter, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import type { LngLat } from '@/domain/geo'
import { advance, approach, goBack, hasArrived, START } from '@/domain/tours'
import { useFormatDuration } from '@/features/places/useFormatDuration'
import { Link } from '@/i18n/navigation'

import { distanceText } from './distance-text'
import { useTourProgress } from './tour-progress-store'
import { type RoutePicture, TourRoute } from './TourRoute'
import styles from './Tours.module.css'
import { useFollowPosition } from './useFollowPosition'

export type GuideStop = {
  name: string
  coordinates: LngLat
  /** The stop's place on the town map, with its details open. */
  detailsHref: string
  /** The stop as the list shows it (drawn on the server: its note, its leg and running total). */
  content: ReactNode
}

/**
 * Issue 20: a tour's picture, its stops, and following it one stop at a time ("Start the tour").
 * The stop list is the text alternative to the picture; while following, the stop being walked to
 * is marked in both, and the card above the list says how far it is and offers to move on. It never
 * moves on by itself, even on arrival: the visitor may want to stay.
 */
export function TourGuide({
  tour,
  title,
  stops,
  picture,
  pictureLabel,
  pictureNote,
}: {
  /** `town/slug`: where the progress is kept on the device. */
  tour: string
  title: string
  stops: GuideStop[]
  picture: RoutePicture
  pictureLabel: string
  /** Said under the picture (that its distances are straight lines). */
  pictureNote?: string
}) {
  const t = useTranslations('Tours')
  const format = useFormatter()
  const duration = useFormatDuration()
  const [progress, follow] = useTourProgress(tour, stops.length)

  const following = progress && !progress.finished ? progress : null
  const { position, state, share } = useFollowPosition(following !== null)
  const current = following?.next
  const stop = current !== undefined ? stops[current] : undefined
  const coordinates = stops.map((s) => s.coordinates)
  const toNext = current !== undefined ? approach(coordinates, current, position) : null
  const arrived = Boolean(stop && position && hasArrived(position, stop.coordinates))
  const last = current === stops.length - 1

  return (
    <div className={styles.guide}>
      <div className={styles.picture}>
        <TourRoute picture={picture} label={pictureLabel} current={current} visitor={following ? position : null} />
        {pictureNote && <p className={styles.pictureNote}>{pictureNote}</p>}
      </div>
      <div className={styles.controls}>
        {/* Said once per stop, not on every position update. */}
        <p className="visually-hidden" role="status">
          {stop && t('progress', { number: current! + 1, count: stops.length, name: stop.name })}
          {progress?.finished && t('finished', { title })}
        </p>

        {progress === null && (
          <button type="button" className="button" onClick={() => follow(START)}>
            <Play aria-hidden="true" size={20} />
            {t('start')}
          </button>
        )}

        {stop && following && current !== undefined && (
          <section className={styles.card} aria-labelledby="tour-next-stop" data-testid="tour-follow">
            <p className={styles.cardProgress}>{t('progressShort', { number: current + 1, count: stops.length })}</p>
            <h2 id="tour-next-stop" className={styles.cardHeading}>
              <span className={styles.stopNumber} aria-hidden="true">
                {current + 1}
              </span>
              <span>
                <span className="visually-hidden">{t('nextStop')}: </span>
                {stop.name}
              </span>
            </h2>
            {arrived ? (
              <p className={styles.arrived}>{t('arrived', { name: stop.name })}</p>
            ) : toNext ? (
              <p>
                {t(toNext.from === 'position' ? 'fromYou' : 'fromPrevious', {
                  distance: distanceText(format, toNext.km),
                  duration: duration(toNext.minutes),
                  previous: current,
                })}
              </p>
            ) : (
              <p>{t('startsHere')}</p>
            )}
            {state === 'denied' && <p className={styles.muted}>{t('locationDenied')}</p>}
            {state === 'unavailable' && <p className={styles.muted}>{t('locationUnavailable')}</p>}

            <div className={styles.cardActions}>
              <button
                type="button"
                className={arrived ? 'button' : 'button button--secondary'}
                onClick={() => follow(advance(following, stops.length))}
              >
                {last ? <Flag aria-hidden="true" size={20} /> : <ArrowRight aria-hidden="true" size={20} />}
                {t(last ? 'finishHere' : 'nextHere')}
              </button>
              {current > 0 && (
                <button type="button" className="button button--secondary" onClick={() => follow(goBack(following, stops.length))}>
                  <ArrowLeft aria-hidden="true" size={20} />
                  {t('previousStop')}
                </button>
              )}
              <Link href={stop.detailsHref} className="button button--secondary">
                {t('aboutStop', { name: stop.name })}
              </Link>
              {(state === 'idle' || state === 'locating') && (
                <button type="button" className="button button--secondary" onClick={share} disabled={state === 'locating'}>
                  <LocateFixed aria-hidden="true" size={20} />
                  {t(state === 'locating' ? 'locating' : 'shareLocation')}
                </button>
              )}
              <button type="button" className="button button--secondary" onClick={() => follow(null)}>
                <X aria-hidden="true" size={20} />
                {t('end')}
              </button>
            </div>
          </section>
        )}

        {progress?.finished && (
          <section className={styles.card} aria-labelledby="tour-finished">
            <h2 id="tour-finished" className={styles.cardHeading}>
              {t('finished', { title })}
            </h2>
            <div className={styles.cardActions}>
              <button type="button" className="button button--secondary" onClick={() => follow(goBack(progress, stops.length))}>
                <ArrowLeft aria-hidden="true" size={20} />
                {t('previousStop')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => follow(START)}>
                <RotateCcw aria-hidden="true" size={20} />
                {t('startOver')}
              </button>
            </div>
          </section>
        )}
      </div>
      <section className={styles.stopList} aria-labelledby="tour-stops">
        <h2 id="tour-stops">{t('stopsHeading')}</h2>
        <ol className={styles.stops}>
          {stops.map((s, i) => (
            <li key={i} className={styles.stop} aria-current={i === current ? 'step' : undefined}>
              <span className={styles.stopNumber} aria-hidden="true">
                {i + 1}
              </span>
              <div>{s.content}</div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
