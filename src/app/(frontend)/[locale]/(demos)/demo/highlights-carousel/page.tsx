import { getTranslations } from 'next-intl/server'

import { getCategories, getHighlights, getPlaces, getTown } from '@/data/content'
import { DEFAULT_TOWN } from '@/domain/kiosk-settings'
import type { Locale } from '@/domain/locales'
import { TownHighlightsCarousel } from '@/features/highlights/TownHighlightsCarousel'

import { demoRoute } from '../../_components/demo-route'

const texts = async (locale: Locale) => {
  const t = await getTranslations({ locale, namespace: 'Demo' })
  return { title: t('carouselTitle'), t }
}

const route = demoRoute('/demo/highlights-carousel', texts, async (locale, { title, t }) => {
  const [town, highlights, places, categories] = await Promise.all([
    getTown(locale, DEFAULT_TOWN),
    getHighlights(locale, DEFAULT_TOWN),
    getPlaces(locale, DEFAULT_TOWN),
    getCategories(locale),
  ])
  const townName = town?.name ?? DEFAULT_TOWN
  return (
    <div className="container section">
      <h1>{title}</h1>
      <p>{t('carouselIntro', { townName })}</p>
      <TownHighlightsCarousel
        town={{ slug: DEFAULT_TOWN, name: townName }}
        highlights={highlights}
        places={new Map(places.map((p) => [p.slug, p]))}
        categories={new Map(categories.map((c) => [c.slug, c]))}
      />
    </div>
  )
})

export const generateMetadata = route.generateMetadata
export default route.Page
