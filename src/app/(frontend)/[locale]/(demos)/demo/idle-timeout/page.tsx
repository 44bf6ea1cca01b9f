import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/domain/locales'

import { demoRoute } from '../../_components/demo-route'
import { IdleDemo } from '../../_components/IdleDemo'

const texts = async (locale: Locale) => {
  const t = await getTranslations({ locale, namespace: 'Demo' })
  return { title: t('idleTitle'), intro: t('idleIntro') }
}

/** The kiosk idle timer, live, without resetting anything. */
const route = demoRoute('/demo/idle-timeout', texts, (_locale, { title, intro }) => (
  <div className="container section">
    <h1>{title}</h1>
    <p>{intro}</p>
    <IdleDemo />
  </div>
))

export const generateMetadata = route.generateMetadata
export default route.Page
