import { getTranslations } from 'next-intl/server'

import { categoryIcons } from '@/components/CategoryIcon'
import { getCategories } from '@/data/content'
import type { Locale } from '@/domain/locales'
import { MapExperience } from '@/features/map/MapExperience'
import { toMapCategory } from '@/features/map/to-map-data'

import { demoRoute } from '../../_components/demo-route'
import { FIXTURE_PLACES, FIXTURE_TOWN } from '../../_components/map-fixtures'

const texts = async (locale: Locale) => {
  const t = await getTranslations({ locale, namespace: 'Map' })
  return { title: t('panelTestTitle'), description: t('panelTestIntro') }
}

/** Test page (spec §2): the map's list and details panels on fixed data (photo ok, photo failing, hours). */
const route = demoRoute('/test/map-panel-ux', texts, async (locale, { title, description }) => {
  const categories = await getCategories(locale)
  const icons = categoryIcons(categories)
  return (
    <>
      <p className="visually-hidden">{description}</p>
      <MapExperience
        town={FIXTURE_TOWN}
        places={FIXTURE_PLACES}
        categories={categories.map(toMapCategory)}
        icons={icons}
        toolbar={<span>{title}</span>}
      />
    </>
  )
})

export const generateMetadata = route.generateMetadata
export default route.Page
