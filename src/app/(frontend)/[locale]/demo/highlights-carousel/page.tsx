import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getCategories, getHighlights, getPlaces, getTown } from '@/data/content'
import { DEFAULT_TOWN } from '@/domain/kiosk-settings'
import { TownHighlightsCarousel } from '@/features/highlights/TownHighlightsCarousel'
import { pageMetadata } from '@/features/seo/metadata'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Demo' })
  return pageMetadata({
    locale,
    path: '/demo/highlights-carousel',
    title: t('carouselTitle'),
    noindex: true,
  })
}

export default async function HighlightsCarouselDemoPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, town, highlights, places, categories] = await Promise.all([
    getTranslations('Demo'),
    getTown(locale, DEFAULT_TOWN),
    getHighlights(locale, DEFAULT_TOWN),
    getPlaces(locale, DEFAULT_TOWN),
    getCategories(locale),
  ])
  const townName = town?.name ?? DEFAULT_TOWN
  const placeBySlug = new Map(places.map((p) => [p.slug, p]))
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]))
  return (
    <div className="container section">
      <h1>{t('carouselTitle')}</h1>
      <p>{t('carouselIntro', { townName })}</p>
      <TownHighlightsCarousel
        town={{ slug: DEFAULT_TOWN, name: townName }}
        highlights={highlights}
        places={placeBySlug}
        categories={categoryBySlug}
      />
    </div>
  )
}
