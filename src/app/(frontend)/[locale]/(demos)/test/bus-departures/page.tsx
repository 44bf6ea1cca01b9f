import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/domain/locales'
import { busDepartures } from '@/features/departures/bus/bus'
import { sampleBusBoard } from '@/features/departures/bus/sample'
import { DeparturesTestPage } from '@/features/departures/DeparturesTestPage'

import { demoRoute } from '../../_components/demo-route'

const texts = async (locale: Locale) => {
  const t = await getTranslations({ locale, namespace: 'DeparturesTest' })
  return { title: t('testBusTitle'), intro: t('testIntro') }
}

const route = demoRoute('/test/bus-departures', texts, async (locale, { title, intro }) => {
  const bus = busDepartures()
  const { lastImport, lastGoodImport } = await bus.configuration()
  const lastCall = bus.lastCall()
  return (
    <DeparturesTestPage
      locale={locale}
      mode="bus"
      title={title}
      intro={intro}
      configured={bus.isConfigured() || lastGoodImport !== null}
      lastCall={lastCall && { at: lastCall.at, status: lastCall.outcome, durationMs: lastCall.durationMs }}
      lastImport={lastImport && { at: lastImport.finishedAt ?? lastImport.startedAt, status: lastImport.error ?? lastImport.status }}
      sample={sampleBusBoard({ town: 'huntingdon' })}
    />
  )
})

export const generateMetadata = route.generateMetadata
export default route.Page
