import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getTownsWithPlaceCounts } from '@/data/content'
import { FeatureBlurbs } from '@/features/pages/FeatureBlurbs'
import { staticPageMetadata } from '@/features/pages/static-page'
import { TownCard } from '@/features/towns/TownCard'
import { PageHeader } from '@/features/pages/PageHeader'
import { pageLocale } from '@/i18n/page-locale'

export const generateMetadata = staticPageMetadata('explore', '/explore')

export default async function ExplorePage({ params }: PageProps<'/[locale]/explore'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, towns] = await Promise.all([getTranslations('Explore'), getTownsWithPlaceCounts(locale)])
  return (
    <>
      <PageHeader heading={t('heading')} intro={t('intro')} />
      <section className="container" aria-labelledby="explore-towns">
        <h2 id="explore-towns">{t('chooseTown')}</h2>
        <div className="towns-grid">
          {towns.map((town) => (
            <TownCard key={town.slug} town={town} />
          ))}
        </div>
      </section>
      <section className="section" aria-labelledby="explore-features">
        <div className="container">
          <h2 id="explore-features">{t('featuresHeading')}</h2>
          <FeatureBlurbs headingId="explore-features" />
        </div>
      </section>
    </>
  )
}
