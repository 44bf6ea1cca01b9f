import { getTranslations, setRequestLocale } from 'next-intl/server'

import { JsonLd } from '@/components/JsonLd'
import { getSiteSettings, getTownsWithPlaceCounts } from '@/data/content'
import { LANGUAGE_TAGS } from '@/domain/locales'
import { siteJsonLd } from '@/domain/structured-data'
import { FeatureBlurbs } from '@/features/pages/FeatureBlurbs'
import { PageSection } from '@/features/pages/PageSection'
import styles from '@/features/pages/pages.module.css'
import { absoluteUrl, pageMetadata } from '@/features/seo/metadata'
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
  const [t, tSite, tDescriptions, towns, settings] = await Promise.all([
    getTranslations('Home'),
    getTranslations('Site'),
    getTranslations('Descriptions'),
    getTownsWithPlaceCounts(locale),
    getSiteSettings(locale).catch(() => null),
  ])

  return (
    <>
      <JsonLd
        data={siteJsonLd({
          name: tSite('name'),
          description: tDescriptions('home'),
          url: absoluteUrl(locale, '/'),
          language: LANGUAGE_TAGS[locale],
          contactUrl: absoluteUrl(locale, '/contact'),
          contact: settings?.contact ?? { email: null, phone: null, address: null },
        })}
      />
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
