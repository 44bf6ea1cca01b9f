import { notFound } from 'next/navigation'

import { categoryIcons } from '@/components/CategoryIcon'
import { getCategories, getPlaces, getTown } from '@/data/content'
import type { Locale } from '@/domain/locales'
import { currentDistrictFile, districtFileVersion } from '@/features/basemap/district'
import { toMapCategory, toMapPlace, toMapTown } from '@/features/map/to-map-data'

import styles from './Kiosk.module.css'
import { KioskDepartures } from './KioskDepartures'
import { KioskMap } from './KioskMap'
import { KioskShell } from './KioskShell'

/** /kiosk/{town} and /kiosk/{town}/{place}: the town map with the kiosk's chrome. */
export async function KioskMapPage({ locale, townSlug, place }: { locale: Locale; townSlug: string; place: string | null }) {
  const town = await getTown(locale, townSlug)
  if (!town) notFound()
  const [places, categories, districtFile] = await Promise.all([getPlaces(locale, town.slug), getCategories(locale), currentDistrictFile()])
  if (place && !places.some((p) => p.slug === place)) notFound()
  const icons = categoryIcons(categories)
  return (
    <KioskShell mode="kiosk" isHome={false}>
      <div className={styles.withDepartures}>
        <KioskMap
          town={toMapTown(town)}
          places={places.map(toMapPlace)}
          categories={categories.map(toMapCategory)}
          icons={icons}
          initialPlace={place ?? undefined}
          streets={districtFile && districtFileVersion(districtFile)}
          kioskA={town.kioskA}
          kioskB={town.kioskB}
        />
        <KioskDepartures dbKey={town.dbKey} townName={town.name} kioskA={town.kioskA} kioskB={town.kioskB} />
      </div>
    </KioskShell>
  )
}
