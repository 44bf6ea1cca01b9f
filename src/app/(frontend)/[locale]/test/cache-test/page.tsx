import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getTowns } from '@/data/content'
import { CacheTest } from '@/features/diagnostics/CacheTest'
import { ProsePage } from '@/features/pages/ProsePage'
import { pageMetadata } from '@/features/seo/metadata'
import { pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: PageProps<'/[locale]/test/cache-test'>) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Diagnostics' })
  return pageMetadata({ locale, path: '/test/cache-test', title: t('cacheTestTitle'), noindex: true })
}

export default async function CacheTestPage({ params }: PageProps<'/[locale]/test/cache-test'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, towns] = await Promise.all([getTranslations('Diagnostics'), getTowns(locale)])
  return (
    <ProsePage heading={t('cacheTestTitle')} intro={t('cacheTestIntro')}>
      <CacheTest towns={towns.map((town) => ({ dbKey: town.dbKey, name: town.name }))} />
    </ProsePage>
  )
}
