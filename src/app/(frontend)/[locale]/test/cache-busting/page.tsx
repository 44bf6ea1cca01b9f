import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CacheBusting } from '@/features/diagnostics/CacheBusting'
import { ProsePage } from '@/features/pages/ProsePage'
import { pageMetadata } from '@/features/seo/metadata'
import { pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: PageProps<'/[locale]/test/cache-busting'>) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Diagnostics' })
  return pageMetadata({ locale, path: '/test/cache-busting', title: t('cacheBustingTitle'), noindex: true })
}

export default async function CacheBustingPage({ params }: PageProps<'/[locale]/test/cache-busting'>) {
  setRequestLocale(await pageLocale(params))
  const t = await getTranslations('Diagnostics')
  return (
    <ProsePage heading={t('cacheBustingTitle')} intro={t('cacheBustingIntro')}>
      <CacheBusting />
    </ProsePage>
  )
}
