import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getTownsWithPlaceCounts } from '@/data/content'
import { FeatureBlurbs } from '@/features/pages/FeatureBlurbs'
import { PageSection } from '@/features/pages/PageSection'
import styles from '@/features/pages/pages.module.css'
import { pageMetadata } from '@/features/seo/metadata'
import { TownGrid } from '@/features/towns/TownGrid'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Titles' })
  return pageMetadata({ locale, path: '/', title: t('home') })
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, towns] = await Promise.all([getTranslations('Home'), getTownsWithPlaceCounts(locale)])

  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <h1>{t('welcome')}</h1>
          <p>{t('intro')}</p>
          <div className={styles.heroActions}>
            <Link href="/explore" className="button">
              {t('startExploring')}
            </Link>
            <Link href="/about" className={`button button--secondary ${styles.heroGhost}`}>
              {t('learnMore')}
            </Link>
          </div>
        </div>
      </section>

      <PageSection id="towns-heading" heading={t('townsHeading')}>
        <TownGrid towns={towns} />
      </PageSection>

      <PageSection id="features-heading" heading={t('featuresHeading')} alt>
        <FeatureBlurbs headingId="features-heading" />
      </PageSection>

      <section className="section" aria-labelledby="cta-heading">
        <div className="container">
          <div className={styles.cta}>
            <h2 id="cta-heading">{t('ctaHeading')}</h2>
            <p>{t('ctaText')}</p>
            <Link href="/contact" className="button button--light">
              {t('ctaButton')}
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
