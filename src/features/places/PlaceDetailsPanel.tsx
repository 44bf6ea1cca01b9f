'use client'

import { Accessibility, ArrowLeft, Car, ExternalLink, Footprints, MapPin, Phone, Share2, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import type { Ref } from 'react'

import { InEnglish } from '@/components/InEnglish'
import primitives from '@/components/primitives.module.css'
import { DEFAULT_CATEGORY_COLOUR } from '@/domain/category-style'
import type { OriginSource } from '@/domain/location'
import type { TravelTimes } from '@/domain/travel'
import { displayHost } from '@/domain/urls'

import { ImageViewer } from './ImageViewer'
import { OpeningStatusLine } from './OpeningStatusLine'
import styles from './panels.module.css'
import { SharePanel } from './SharePanel'
import type { MapCategory, MapPlace } from './types'
import { useFormatDuration } from './useFormatDuration'

export function PlaceDetailsPanel({
  place,
  category,
  icon,
  travel,
  travelFrom,
  townName,
  shareUrl,
  shareOpen,
  onShareToggle,
  onBack,
  onClose,
  headingRef,
}: {
  place: MapPlace
  category: MapCategory | undefined
  icon: React.ReactNode
  travel: TravelTimes
  /** Where the travel times start: a kiosk measures from its own site. */
  travelFrom: OriginSource | 'kiosk'
  townName: string
  /** The place's link, or null where there is no share panel (a kiosk hands off by QR code instead). */
  shareUrl: string | null
  shareOpen: boolean
  onShareToggle: () => void
  onBack: () => void
  onClose: () => void
  headingRef?: Ref<HTMLHeadingElement>
}) {
  const t = useTranslations('Places')
  const duration = useFormatDuration()
  const colour = category?.colour ?? DEFAULT_CATEGORY_COLOUR
  const from = {
    kiosk: () => t('fromKiosk'),
    device: () => t('fromDevice'),
    mock: () => t('fromMock'),
    town: () => t('fromTown', { townName }),
  }[travelFrom]()

  return (
    <article className={styles.details} aria-labelledby="place-details-heading" data-place={place.slug}>
      <div className={styles.detailsBar}>
        <button type="button" className={primitives.textButton} onClick={onBack}>
          <ArrowLeft aria-hidden="true" size={20} />
          {t('back')}
        </button>
        <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t('close')}>
          <X aria-hidden="true" size={24} />
        </button>
      </div>

      {place.image ? (
        <ImageViewer photo={place.image} placeName={place.name} />
      ) : (
        <div
          className={styles.art}
          style={{ background: `linear-gradient(135deg, ${colour}, color-mix(in srgb, ${colour} 60%, #ffffff))` }}
          aria-hidden="true"
        >
          <span className={styles.artIcon}>{icon}</span>
        </div>
      )}

      <h2 id="place-details-heading" className={styles.detailsHeading} tabIndex={-1} ref={headingRef}>
        {place.name}
      </h2>
      <p className={styles.badge}>
        <span className={styles.chipIcon} style={{ background: colour }}>
          {icon}
        </span>
        <span>
          <span className="visually-hidden">{t('category')}: </span>
          {category?.label}
        </span>
      </p>

      <OpeningStatusLine value={place.openingHours} coordinates={place.coordinates} />

      <section className={styles.travel} aria-labelledby="place-travel-heading">
        <h3 id="place-travel-heading" className={styles.subheading}>
          {t('travelHeading')}
        </h3>
        <ul className={styles.travelList}>
          <li>
            <Footprints aria-hidden="true" size={22} />
            <span>{t('walkTime', { duration: duration(travel.walking) })}</span>
          </li>
          <li>
            <Car aria-hidden="true" size={22} />
            <span>{t('driveTime', { duration: duration(travel.driving) })}</span>
          </li>
        </ul>
        <p className={styles.muted}>{from}</p>
      </section>

      {(place.address || place.postcode) && (
        <p className={styles.line}>
          <MapPin aria-hidden="true" size={20} />
          <span>
            <span className="visually-hidden">{t('address')}: </span>
            {place.address}
            {place.address && place.postcode && ', '}
            {place.postcode && (
              <span>
                <span className="visually-hidden">{t('postcode')}: </span>
                {place.postcode}
              </span>
            )}
          </span>
        </p>
      )}

      {place.description && <InEnglish when={Boolean(place.inEnglish?.includes('description'))}>{place.description}</InEnglish>}

      {place.openingHours && (
        <p className={styles.muted}>
          {t('openingHoursHeading')}: <code className={styles.code}>{place.openingHours}</code> · {t('verifyHours')}
        </p>
      )}

      {place.accessibility && (
        <section aria-labelledby="place-access-heading">
          <h3 id="place-access-heading" className={styles.subheading}>
            <Accessibility aria-hidden="true" size={20} /> {t('accessibilityHeading')}
          </h3>
          <InEnglish when={Boolean(place.inEnglish?.includes('accessibility'))}>{place.accessibility}</InEnglish>
        </section>
      )}

      {place.tags.length > 0 && (
        <section aria-labelledby="place-tags-heading">
          <h3 id="place-tags-heading" className="visually-hidden">
            {t('tags')}
          </h3>
          <InEnglish as="div" when={Boolean(place.inEnglish?.includes('tags'))}>
            <ul className={styles.tags}>
              {place.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </InEnglish>
        </section>
      )}

      {(place.website || place.phone) && (
        <p className={styles.links}>
          {place.website && (
            <a href={place.website} rel="noopener noreferrer" className={styles.link}>
              <ExternalLink aria-hidden="true" size={18} />
              <span className="visually-hidden">{t('website')}: </span>
              {displayHost(place.website)}
            </a>
          )}
          {place.phone && (
            <a href={`tel:${place.phone.replace(/\s+/g, '')}`} className={styles.link}>
              <Phone aria-hidden="true" size={18} />
              <span className="visually-hidden">{t('phone')}: </span>
              {place.phone}
            </a>
          )}
        </p>
      )}

      {shareUrl != null && (
        <div className={styles.shareBlock}>
          <button type="button" className="button button--secondary" aria-expanded={shareOpen} onClick={onShareToggle}>
            <Share2 aria-hidden="true" size={20} />
            {t('share')}
          </button>
          {shareOpen && <SharePanel url={shareUrl} placeName={place.name} />}
        </div>
      )}
    </article>
  )
}
