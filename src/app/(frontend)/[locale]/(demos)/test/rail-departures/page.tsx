import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/domain/locales'
import { DeparturesTestPage } from '@/features/departures/DeparturesTestPage'
import { railDepartures } from '@/features/departures/rail'
import { sampleRailAnswer } from '@/features/departures/sample-boards'

import { demoRoute } from '../../_components/demo-route'

const texts = async (locale: Locale) => {
  const t = await getTranslations({ locale, namespace: 'DeparturesTest' })
  return { title: t('testRailTitle'), intro: t('testIntro') }
}

const route = demoRoute('/test/rail-departures', texts, (locale, { title, intro }) => {
  const rail = railDepartures()
  return (
    <DeparturesTestPage
      locale={locale}
      mode="rail"
      title={title}
      intro={intro}
      configured={rail.isConfigured()}
      lastCall={rail.lastCall()}
      sample={sampleRailAnswer('huntingdon')}
    />
  )
})

export const generateMetadata = route.generateMetadata
export default route.Page
