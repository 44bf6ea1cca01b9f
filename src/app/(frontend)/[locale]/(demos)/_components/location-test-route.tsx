import type { Messages } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { getTowns } from '@/data/content'
import type { LngLat } from '@/domain/geo'
import type { Locale } from '@/domain/locales'
import { PageHeader } from '@/features/pages/PageHeader'

import { demoRoute } from './demo-route'

type LocationText = keyof Messages['Location']
type TownCentre = { slug: string; name: string; centre: LngLat }

/** The location test pages (spec §2): a heading and its intro, then a tool given the towns and their centres. */
export function locationTestRoute(path: string, title: LocationText, intro: LocationText, tool: (towns: TownCentre[]) => ReactNode) {
  const texts = async (locale: Locale) => {
    const t = await getTranslations({ locale, namespace: 'Location' })
    return { title: t(title), description: t(intro) }
  }
  return demoRoute(path, texts, async (locale, { title: heading, description }) => {
    const towns = await getTowns(locale)
    return (
      <>
        <PageHeader heading={heading} intro={description} />
        <div className="container">{tool(towns.map(({ slug, name, centre }) => ({ slug, name, centre })))}</div>
      </>
    )
  })
}
