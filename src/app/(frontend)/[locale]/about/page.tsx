import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getSiteSettings } from '@/data/content'
import { MapDataCredit } from '@/features/basemap/MapDataCredit'
import styles from '@/features/pages/pages.module.css'
import { staticPageMetadata } from '@/features/pages/static-page'
import { Link } from '@/i18n/navigation'
import { PageHeader } from '@/features/pages/PageHeader'
import { pageLocale } from '@/i18n/page-locale'

export const generateMetadata = staticPageMetadata('about', '/about')

// The map data's date comes from the district file, which a deploy drops in without a rebuild.
export const revalidate = 3600

const FAQ = [1, 2, 3, 4, 5] as const
const VALUES = ['valueAccurate', 'valueInclusive', 'valueLocal'] as const

export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, settings] = await Promise.all([getTranslations('About'), getSiteSettings(locale).catch(() => null)])

  return (
    <>
      <PageHeader heading={t('heading')} />
      <div className="container">
        <div className={styles.twoColumns}>
          <section aria-labelledby="about-mission">
            <h2 id="about-mission">{t('missionTitle')}</h2>
            <p>{t('missionText')}</p>
            <h2 id="about-region">{t('regionTitle')}</h2>
            <p>{t('regionText')}</p>
          </section>
          <section aria-labelledby="about-values">
            <h2 id="about-values">{t('valuesTitle')}</h2>
            <ul className={styles.values}>
              {VALUES.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
            <h2 id="about-features">{t('featuresTitle')}</h2>
            <p>{t('featuresText')}</p>
            <MapDataCredit />
          </section>
        </div>

        <section className={`section ${styles.faq}`} aria-labelledby="about-faq">
          <h2 id="about-faq">{t('faqTitle')}</h2>
          {FAQ.map((n) => (
            <details key={n}>
              <summary>{t(`faq${n}Q`)}</summary>
              <p>{t(`faq${n}A`)}</p>
            </details>
          ))}
        </section>

        <div className={styles.twoColumns}>
          <section aria-labelledby="about-contact">
            <h2 id="about-contact">{t('contactTitle')}</h2>
            <p>{t('contactText')}</p>
            <Link href="/contact" className="button">
              {t('contactLink')}
            </Link>
          </section>
          <section aria-labelledby="about-social">
            <h2 id="about-social">{t('socialTitle')}</h2>
            <p>{t('socialText')}</p>
            {settings && settings.social.length > 0 && (
              <ul>
                {settings.social.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} rel="noopener noreferrer">
                      {link.platform}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </>
  )
}
