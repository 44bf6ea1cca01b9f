import { Footprints, MapPin } from 'lucide-react'

import { InEnglish } from '@/components/InEnglish'
import { CategoryIcon } from '@/components/CategoryIcon'
import type { CategoryView, HighlightView, PlaceView } from '@/data/view-models'
import { placeMapPath, tourPath } from '@/domain/town-paths'
import { Link } from '@/i18n/navigation'
import { PlacePhoto } from '@/components/PlacePhoto'

import styles from './Highlights.module.css'

/**
 * One highlight: its picture (its own, else its place's photo) or, without one or when it fails to
 * load, generated art (a panel tinted with the place's category colour, with its icon), the title
 * and text, and links to the place on the map and to the tour it features.
 */
/** The picture is the slide's left two fifths beside the text on landscape screens, its full width above it otherwise. */
const SLIDE_PICTURE_SIZES = '(min-width: 760px) and (orientation: landscape) 40vw, 100vw'

export function HighlightSlide({
  highlight,
  townSlug,
  townName,
  place,
  category,
  viewOnMapLabel,
  tourLabel,
}: {
  highlight: HighlightView
  townSlug: string
  townName: string
  place: PlaceView | undefined
  category: CategoryView | undefined
  viewOnMapLabel: string
  tourLabel: string
}) {
  const colour = category?.colour ?? '#0b4f6c'
  const art = (
    <div
      className={styles.art}
      style={{ background: `linear-gradient(135deg, ${colour} 0%, var(--brand-strong) 100%)` }}
      aria-hidden="true"
    >
      <svg viewBox="0 0 400 160" preserveAspectRatio="none" className={styles.waves}>
        <path d="M0 120 C 60 100, 120 140, 200 118 S 340 96, 400 116 L 400 160 L 0 160 Z" fill="rgb(255 255 255 / 14%)" />
        <path d="M0 138 C 80 122, 150 156, 230 136 S 350 124, 400 136 L 400 160 L 0 160 Z" fill="rgb(255 255 255 / 18%)" />
      </svg>
      <span className={styles.artIcon}>
        <CategoryIcon name={category?.icon ?? 'MapPin'} size={56} />
      </span>
      <span className={styles.artCaption}>{place?.name ?? townName}</span>
    </div>
  )
  return (
    <div className={styles.slideInner}>
      {highlight.image ? (
        <div className={styles.photoFrame}>
          <PlacePhoto photo={highlight.image} sizes={SLIDE_PICTURE_SIZES} className={styles.photo} fallback={art} />
        </div>
      ) : (
        art
      )}
      <div className={styles.text}>
        {category && <p className={styles.kicker}>{category.label}</p>}
        <h2 className={styles.slideTitle}>
          <InEnglish
            as="span"
            when={Boolean(highlight.inEnglish?.includes('title'))}
            hint={!highlight.body || !highlight.inEnglish?.includes('body')}
          >
            {highlight.title}
          </InEnglish>
        </h2>
        {highlight.body && <InEnglish when={Boolean(highlight.inEnglish?.includes('body'))}>{highlight.body}</InEnglish>}
        {place && (
          <Link href={placeMapPath(townSlug, place.slug)} className={`button ${styles.mapLink}`}>
            <MapPin aria-hidden="true" size={20} />
            {viewOnMapLabel}
            <span className="visually-hidden">: {place.name}</span>
          </Link>
        )}
        {highlight.tourSlug && (
          <Link href={tourPath(townSlug, highlight.tourSlug)} className={`button ${styles.mapLink}`}>
            <Footprints aria-hidden="true" size={20} />
            {tourLabel}
          </Link>
        )}
      </div>
    </div>
  )
}
