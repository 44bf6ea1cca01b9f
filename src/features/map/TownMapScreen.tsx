import { getTranslations } from 'next-intl/server'
import { preconnect } from 'react-dom'

import { categoryIcons } from '@/components/CategoryIcon'
import { getCategories, getPlaces, getTours, getTowns } from '@/data/content'
import type { TownView } from '@/data/view-models'
import type { Locale } from '@/domain/locales'
import { townHighlightsPath, townMapPath } from '@/domain/town-paths'
import { DialogButton } from '@/components/DialogButton'
import { currentDistrictFile, districtFileVersion } from '@/features/basemap/district'
import { TownEvents } from '@/features/events/TownEvents'
import { TownNotices } from '@/features/notices/TownNotices'
import { offlineTownOf } from '@/features/offline/offline-town'
import { OfflineTown } from '@/features/offline/OfflineTown'
import { SaveDistrictMap } from '@/features/offline/SaveDistrictMap'
import { ClientMessages } from '@/i18n/ClientMessages'
import { Link } from '@/i18n/navigation'

import { MAP_STYLE_URL } from './basemap'
import { MapExperience } from './MapExperience'
import { toMapCategory, toMapPlace, toMapTown } from './to-map-data'

/** The town map page: the map, its panels and the town's toolbar; `initialPlace` opens a shared place. */
export async function TownMapScreen({ locale, town, initialPlace }: { locale: Locale; town: TownView; initialPlace?: string }) {
  const [places, categories, towns, tours, tTitles, tMap, districtFile] = await Promise.all([
    getPlaces(locale, town.slug),
    getCategories(locale),
    getTowns(locale),
    getTours(locale, town.slug),
    getTranslations('Titles'),
    getTranslations('Map'),
    currentDistrictFile(),
  ])

  // Without our own district map, the page asks the configured basemap's server for its style as
  // soon as it runs (basemap-probe.ts): the connection is opened while the page's scripts download.
  if (!districtFile) preconnect(new URL(MAP_STYLE_URL).origin, { crossOrigin: 'anonymous' })

  const icons = categoryIcons(categories)

  return (
    <ClientMessages set="map">
      <OfflineTown town={offlineTownOf(town)} tours={tours.map((tour) => tour.slug)} />
      <MapExperience
        town={toMapTown(town)}
        places={places.map(toMapPlace)}
        categories={categories.map(toMapCategory)}
        icons={icons}
        initialPlace={initialPlace}
        streets={districtFile && districtFileVersion(districtFile)}
        // The site-wide search lives in the header; the town's notices, events and highlights here.
        toolbar={
          <>
            <DialogButton
              buttonLabel={tMap('chooseTown')}
              buttonClassName="button button--secondary"
              buttonContent={tMap('chooseTown')}
              title={tMap('chooseTown')}
              closeLabel={tMap('closeTownSelector')}
            >
              <ul className="link-list">
                {towns.map((other) => (
                  <li key={other.slug}>
                    <Link href={townMapPath(other.slug)} aria-current={other.slug === town.slug ? 'page' : undefined}>
                      {tTitles('townMap', { townName: other.name })}
                    </Link>
                  </li>
                ))}
              </ul>
              <SaveDistrictMap />
            </DialogButton>
            <TownNotices locale={locale} townSlug={town.slug} />
            <TownEvents locale={locale} townSlug={town.slug} />
            <Link href={townHighlightsPath(town.slug)} className="button button--secondary">
              {tTitles('townHighlights', { townName: town.name })}
            </Link>
          </>
        }
      />
    </ClientMessages>
  )
}
