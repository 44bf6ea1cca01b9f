'use client'

import { ArrowLeft, ArrowRight, Flag, LocateFixed, Map as MapIcon, Play, RotateCcw, X } from 'lucide-react'
import { useFormatter, useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useMemo } from 'react'

import type { LngLat } from '@/domain/geo'
import { advance, approach, goBack, hasArrived, START, type TourProgress } from '@/domain/tours'
import { MapLoading } from '@/features/map/MapLoading'
import { useLiveMap } from '@/features/map/useLiveMap'
import { useFormatDuration } from '@/features/places/useFormatDuration'
import { recordUsage } from '@/features/usage'
import { Link } from '@/i18n/navigation'

import { distanceText } from './distance-text'
import { useTourProgress } from './tour-progress-store'
import { type RoutePicture, TourRoute } from './TourRoute'
import styles from './Tours.module.css'
import { useFollowPosition } from './useFollowPosition'

/** The live tour map, with MapLibre: its own chunk, loaded only when wanted. */
const loadTourMap = () => import('./TourMap')

export type GuideStop = {
  /** The place's slug. */
  slug: string
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
  path,
  picture,
  pictureLabel,
  pictureNote,
}: {
  tour: { town: string; slug: string }
  title: string
  stops: GuideStop[]
  /** The walked line an editor drew, or null (the stops in straight lines). */
  path: LngLat[] | null
  picture: RoutePicture
  pictureLabel: string
  /** Said under the picture (that its distances are straight lines). */
  pictureNote?: string
}) {
  const t = useTranslations('Tours')
  const tMap = useTranslations('Map')
  // The street map where there are streets to show; else the picture until the visitor reaches for the map.
  const liveMap = useLiveMap({ alwaysLive: false, load: loadTourMap })
  const { LiveMap } = liveMap
  const format = useFormatter()
  const duration = useFormatDuration()
  const [progress, follow] = useTourProgress(`${tour.town}/${tour.slug}`, stops.length)
  // Usage statistics (issue 20, item 7): opened, started, each stop reached, finished.
  useEffect(() => recordUsage({ type: 'tour_open', target: tour.slug }), [tour.slug])
  const start = () => {
    recordUsage({ type: 'tour_start', target: tour.slug })
    follow(START)
  }
  const reachStop = (at: TourProgress) => {
    recordUsage({ type: 'tour_stop', target: tour.slug, stop: at.next + 1, place: stops[at.next].slug })
    const next = advance(at, stops.length)
    if (next.finished) recordUsage({ type: 'tour_finish', target: tour.slug })
    follow(next)
  }

  const following = progress && !progress.finished ? progress : null
  const { position, state, share } = useFollowPosition(following !== null)
  const current = following?.next
  const stop = current !== undefined ? stops[current] : undefined
  // Once per tour, not per render: the live map redraws its line whenever it is handed a new one.
  const coordinates = useMemo(() => stops.map((s) => s.coordinates), [stops])
  const toNext = current !== undefined ? approach(coordinates, current, position) : null
  const arrived = Boolean(stop && position && hasArrived(position, stop.coordinates))
  const last = current === stops.length - 1

  return (
    <div className={styles.guide}>
      <div className={styles.picture}>
        <div className={styles.mapFrame} aria-busy={liveMap.loading}>
          {LiveMap && liveMap.basemap && (
            <LiveMap
              stops={stops}
              line={path ?? coordinates}
              current={current}
              visitor={following ? position : null}
              label={pictureLabel}
              basemap={liveMap.basemap}
              onBasemapFailed={liveMap.onBasemapFailed}
              onUnavailable={liveMap.onUnavailable}
              onReady={liveMap.onReady}
            />
          )}
          {/* Until the live map has drawn, and always on paper. A touch on it asks for the live map. */}
          <div className={styles.routePicture} data-replaced={liveMap.ready || undefined} onPointerDown={liveMap.wake}>
            <TourRoute picture={picture} label={pictureLabel} current={current} visitor={following ? position : null} />
          </div>
          <div className={styles.mapPills}>
            {liveMap.loading && <MapLoading />}
            {liveMap.unavailable && (
              <p className={styles.mapPill} role="status">
                {tMap('previewOnly')}
              </p>
            )}
          </div>
        </div>
        {!liveMap.ready && !liveMap.loading && !liveMap.unavailable && (
          <button type="button" className={`button button--secondary ${styles.openMap}`} onClick={liveMap.wake}>
            <MapIcon aria-hidden="true" size={20} />
            {t('openMap')}
          </button>
        )}
        {pictureNote && <p className={styles.pictureNote}>{pictureNote}</p>}
      </div>
      <div className={styles.controls}>
        {/* Said once per stop, not on every position update. */}
        <p className="visually-hidden" role="status">
          {stop && t('progress', { number: current! + 1, count: stops.length, name: stop.name })}
          {progress?.finished && t('finished', { title })}
        </p>

        {progress === null && (
          <button type="button" className="button" onClick={start}>
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
              <button type="button" className={arrived ? 'button' : 'button button--secondary'} onClick={() => reachStop(following)}>
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
              <button type="button" className="button button--secondary" onClick={start}>
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
