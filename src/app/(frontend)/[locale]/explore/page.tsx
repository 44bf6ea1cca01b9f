import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getTownsWithPlaceCounts } from '@/data/content'
import { FeatureBlurbs } from '@/features/pages/FeatureBlurbs'
import { PageHeader } from '@/features/pages/PageHeader'
import { PageSection } from '@/features/pages/PageSection'
import { staticPageMetadata } from '@/features/pages/static-page'
import { TownGrid } from '@/features/towns/TownGrid'
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
        <TownGrid towns={towns} />
      </section>
      <PageSection id="explore-features" heading={t('featuresHeading')}>
        <FeatureBlurbs headingId="explore-features" />
      </PageSection>
    </>
  )
}
