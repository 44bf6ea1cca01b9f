import { getTranslations, setRequestLocale } from 'next-intl/server'

import { IdleDemo } from '@/features/kiosk/IdleDemo'
import { pageMetadata } from '@/features/seo/metadata'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Demo' })
  return pageMetadata({ locale, path: '/demo/idle-timeout', title: t('idleTitle'), noindex: true })
}

export default async function IdleTimeoutDemoPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations('Demo')
  return (
    <div className="container section">
      <h1>{t('idleTitle')}</h1>
      <p>{t('idleIntro')}</p>
      <IdleDemo />
    </div>
  )
}
