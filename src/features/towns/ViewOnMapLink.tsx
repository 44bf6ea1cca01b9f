import { MapPin } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { placeMapPath } from '@/domain/town-paths'

import styles from './TownPage.module.css'

/** "View on map", naming the place for screen readers. */
export async function ViewOnMapLink({ townSlug, placeSlug, placeName }: { townSlug: string; placeSlug: string; placeName: string }) {
  const t = await getTranslations('Town')
  return (
    <Link href={placeMapPath(townSlug, placeSlug)} className={styles.inlineLink}>
      <MapPin aria-hidden="true" size={18} />
      {t('viewOnMap')}
      <span className="visually-hidden">: {placeName}</span>
    </Link>
  )
}

/** A card of the town page: title, text and, when it is a place, a link to it on the map. */
export function TeaserCard({
  title,
  text,
  townSlug,
  place,
}: {
  title: string
  text: string | null
  townSlug: string
  place?: { slug: string; name: string }
}) {
  return (
    <li className="card">
      <h3>{title}</h3>
      {text && <p>{text}</p>}
      {place && <ViewOnMapLink townSlug={townSlug} placeSlug={place.slug} placeName={place.name} />}
    </li>
  )
}
