import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/domain/locales'
import { townPath } from '@/domain/town-paths'
import { getSiteSettings, getTowns } from '@/data/content'
import { DialogButton } from '@/components/DialogButton'
import { FeedbackForm } from '@/features/feedback/FeedbackForm'
import { Link } from '@/i18n/navigation'

import { Copyright } from './CurrentYear'
import { LEGAL_LINKS } from './legal-links'
import { NAV_ITEMS } from './nav-items'
import styles from './SiteFooter.module.css'

export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, tNav, tTitles, tFeedback, towns, settings] = await Promise.all([
    getTranslations('Footer'),
    getTranslations('Nav'),
    getTranslations('Titles'),
    getTranslations('Feedback'),
    getTowns(locale).catch(() => []),
    getSiteSettings(locale).catch(() => null),
  ])
  const officeHours = settings?.officeHours.length ? settings.officeHours : [t('officeHoursWeekdays'), t('officeHoursFriday')]

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">{t('quickLinks')}</h2>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <Link href={item.href}>{tNav(item.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-towns">
          <h2 id="footer-towns">{t('towns')}</h2>
          <ul>
            {towns.map((town) => (
              <li key={town.slug}>
                <Link href={townPath(town.slug)}>{town.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('legal')}</h2>
          <ul>
            {LEGAL_LINKS.map((item) => (
              <li key={item.key}>
                <Link href={item.href}>{tTitles(item.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">{t('officeHours')}</h2>
          <ul>
            {officeHours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
      <div className={`container ${styles.small}`}>
        <p>{t('verifyNotice')}</p>
        <div className={styles.feedback}>
          <DialogButton
            buttonLabel={tFeedback('open')}
            buttonContent={tFeedback('open')}
            buttonClassName="button button--light"
            title={tFeedback('title')}
            closeLabel={tFeedback('close')}
          >
            <p>{tFeedback('intro')}</p>
            <FeedbackForm />
          </DialogButton>
        </div>
        <p>{t('mapCredit')}</p>
        <Copyright buildYear={new Date().getFullYear()} />
      </div>
    </footer>
  )
}
