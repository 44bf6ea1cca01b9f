import { getTranslations } from 'next-intl/server'

import { getTowns } from '@/data/content'
import type { Locale } from '@/domain/locales'
import { ProsePage } from '@/features/pages/ProsePage'

import { CacheTest } from '../../_components/CacheTest'
import { demoRoute } from '../../_components/demo-route'

const texts = async (locale: Locale) => {
  const t = await getTranslations({ locale, namespace: 'CacheDemo' })
  return { title: t('cacheTestTitle'), intro: t('cacheTestIntro') }
}

const route = demoRoute('/test/cache-test', texts, async (locale, { title, intro }) => {
  const towns = await getTowns(locale)
  return (
    <ProsePage heading={title} intro={intro}>
      <CacheTest towns={towns.map((town) => ({ dbKey: town.dbKey, name: town.name }))} />
    </ProsePage>
  )
})

export const generateMetadata = route.generateMetadata
export default route.Page
