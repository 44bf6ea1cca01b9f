import { getTranslations } from 'next-intl/server'

import { getSiteSettings, getTowns } from '@/data/content'
import type { Locale } from '@/domain/locales'
import { FeedbackButton } from '@/features/feedback/FeedbackButton'

import { Copyright } from './Copyright'
import styles from './SiteFooter.module.css'
import { LinkList, type SiteLink, siteLinks, townLinks } from './site-links'

function FooterNav({ id, title, links }: { id: string; title: string; links: SiteLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <LinkList links={links} />
    </nav>
  )
}

export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, links, towns, settings] = await Promise.all([
    getTranslations('Footer'),
    siteLinks(),
    getTowns(locale).catch(() => []),
    getSiteSettings(locale).catch(() => null),
  ])
  const officeHours = settings?.officeHours.length ? settings.officeHours : [t('officeHoursWeekdays'), t('officeHoursFriday')]

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <FooterNav id="footer-quick-links" title={t('quickLinks')} links={links.main} />
        <FooterNav id="footer-towns" title={t('towns')} links={townLinks(towns)} />
        <FooterNav id="footer-legal" title={t('legal')} links={links.legal} />
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
          <FeedbackButton className="button button--light" />
        </div>
        <p>{t('mapCredit')}</p>
        <Copyright buildYear={new Date().getFullYear()} />
      </div>
    </footer>
  )
}
