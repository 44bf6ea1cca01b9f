import { MapPin } from 'lucide-react'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { CategoryIcon, categoryIcons } from '@/components/CategoryIcon'
import { InEnglish } from '@/components/InEnglish'
import { PlacePhoto } from '@/components/PlacePhoto'
import { getCategories, getPlaces, getTown } from '@/data/content'
import type { Locale } from '@/domain/locales'
import { placeMapPath } from '@/domain/town-paths'
import { toMapCategory, toMapPlace, toMapTown } from '@/features/map/to-map-data'
import { OpeningStatusLine } from '@/features/places/OpeningStatusLine'

import styles from './Attract.module.css'
import { PhoneHandoff } from './PhoneHandoff'
import { ScreenFrame } from './ScreenFrame'
import { ScreenPlaceMap } from './ScreenPlaceMap'

/** The place's photo, inset in a corner of its map: a third of the map's width. */
const SCREEN_PHOTO_SIZES = '(orientation: landscape) 20vw, 33vw'

/** /screen/{town}/{place}: a wall display about one place, its map beside its details card and a QR to take it away. */
export async function ScreenPlace({ locale, townSlug, placeSlug }: { locale: Locale; townSlug: string; placeSlug: string }) {
  const town = await getTown(locale, townSlug)
  if (!town) notFound()
  const [places, categories, tKiosk] = await Promise.all([getPlaces(locale, town.slug), getCategories(locale), getTranslations('Kiosk')])
  const place = places.find((p) => p.slug === placeSlug)
  if (!place) notFound()
  const category = categories.find((c) => c.slug === place.categorySlug)
  const mapPlaces = places.map(toMapPlace)
  const address = [place.address, place.postcode].filter(Boolean).join(', ')
  return (
    <ScreenFrame town={town}>
      <div className={styles.screenPlace}>
        <div className={styles.screenMap}>
          <ScreenPlaceMap
            town={toMapTown(town)}
            places={mapPlaces}
            categories={categories.map(toMapCategory)}
            icons={categoryIcons(categories)}
            place={toMapPlace(place)}
          />
          {place.image && (
            <div className={styles.screenPhoto}>
              <PlacePhoto photo={place.image} sizes={SCREEN_PHOTO_SIZES} priority />
            </div>
          )}
        </div>
        <article className={styles.screenCard} aria-labelledby="screen-place-name">
          {category && (
            <p className={styles.kicker}>
              <CategoryIcon name={category.icon} size={40} /> {category.label}
            </p>
          )}
          <h2 id="screen-place-name" className={styles.clampTitle}>
            {place.name}
          </h2>
          <OpeningStatusLine value={place.openingHours} coordinates={place.coordinates} />
          {place.description && (
            <InEnglish when={Boolean(place.inEnglish?.includes('description'))} className={styles.clampBody}>
              {place.description}
            </InEnglish>
          )}
          {address && (
            <p className={`${styles.muted} ${styles.clampLine}`}>
              <MapPin aria-hidden="true" size={32} /> {address}
            </p>
          )}
          <PhoneHandoff
            path={placeMapPath(town.slug, place.slug)}
            heading={tKiosk('takeWithYou')}
            qrLabel={tKiosk('qrPlace', { placeName: place.name })}
            size={240}
            className={styles.screenHandoff}
          />
        </article>
      </div>
    </ScreenFrame>
  )
}
