import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'

import { ProsePage, ProseSection } from '@/features/pages/ProsePage'
import { staticPageMetadata } from '@/features/pages/static-page'
import { pageLocale } from '@/i18n/page-locale'
import { GUIDE_TIME_ZONE } from '@/domain/time-zone'

export const generateMetadata = staticPageMetadata('accessibility', '/accessibility')

/** The date this statement was last reviewed. */
const STATEMENT_DATE = new Date('2026-11-22T12:00:00Z')
const CAN_DO = ['canDo1', 'canDo2', 'canDo3', 'canDo4', 'canDo5'] as const
/** Sections of one paragraph each: `${name}Title` and `${name}Text` in the Accessibility messages. */
const TEXT_SECTIONS = ['kiosk', 'limits', 'feedback', 'enforcement'] as const

export default async function AccessibilityPage({ params }: PageProps<'/[locale]/accessibility'>) {
  setRequestLocale(await pageLocale(params))
  const [t, format] = await Promise.all([getTranslations('Accessibility'), getFormatter()])
  return (
    <ProsePage heading={t('heading')} intro={t('intro')}>
      <ProseSection title={t('canDoTitle')}>
        <ul>
          {CAN_DO.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </ProseSection>
      {TEXT_SECTIONS.map((section) => (
        <ProseSection key={section} title={t(`${section}Title`)}>
          <p>{t(`${section}Text`)}</p>
        </ProseSection>
      ))}
      <ProseSection title={t('preparedTitle')}>
        <p>{t('preparedText', { date: format.dateTime(STATEMENT_DATE, { dateStyle: 'long', timeZone: GUIDE_TIME_ZONE }) })}</p>
      </ProseSection>
    </ProsePage>
  )
}
