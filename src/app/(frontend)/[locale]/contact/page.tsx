import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getSiteSettings } from '@/data/content'
import { ContactForm } from '@/features/contact/ContactForm'
import styles from '@/features/pages/pages.module.css'
import { staticPageMetadata } from '@/features/pages/static-page'
import { PageHeader } from '@/features/pages/PageHeader'
import { ClientMessages } from '@/i18n/ClientMessages'
import { pageLocale } from '@/i18n/page-locale'

export const generateMetadata = staticPageMetadata('contact', '/contact')

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, tFooter, settings] = await Promise.all([
    getTranslations('Contact'),
    getTranslations('Footer'),
    getSiteSettings(locale).catch(() => null),
  ])
  const officeHours = settings?.officeHours.length ? settings.officeHours : [tFooter('officeHoursWeekdays'), tFooter('officeHoursFriday')]
  return (
    <ClientMessages set="contact">
      <PageHeader heading={t('heading')} intro={t('intro')} />
      <div className={`container ${styles.twoColumns}`}>
        <ContactForm />
        <section aria-labelledby="contact-info" className="card">
          <h2 id="contact-info">{t('infoHeading')}</h2>
          <h3>{t('officeHoursHeading')}</h3>
          <ul>
            {officeHours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {settings?.contact.address && (
            <>
              <h3>{t('addressHeading')}</h3>
              <p>{settings.contact.address}</p>
            </>
          )}
          {settings?.contact.email && (
            <>
              <h3>{t('emailHeading')}</h3>
              <p>
                <a href={`mailto:${settings.contact.email}`}>{settings.contact.email}</a>
              </p>
            </>
          )}
          {settings?.contact.phone && (
            <>
              <h3>{t('phoneHeading')}</h3>
              <p>
                <a href={`tel:${settings.contact.phone.replace(/\s+/g, '')}`}>{settings.contact.phone}</a>
              </p>
            </>
          )}
        </section>
      </div>
    </ClientMessages>
  )
}
