import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/domain/locales'
import { ProsePage } from '@/features/pages/ProsePage'

import { CacheBusting } from '../../_components/CacheBusting'
import { demoRoute } from '../../_components/demo-route'

const texts = async (locale: Locale) => {
  const t = await getTranslations({ locale, namespace: 'CacheDemo' })
  return { title: t('cacheBustingTitle'), intro: t('cacheBustingIntro') }
}

const route = demoRoute('/test/cache-busting', texts, (_locale, { title, intro }) => (
  <ProsePage heading={title} intro={intro}>
    <CacheBusting />
  </ProsePage>
))

export const generateMetadata = route.generateMetadata
export default route.Page
