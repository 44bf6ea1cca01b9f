'use client'

import { AlertCircle, CheckCircle2, Info } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { InEnglish } from '@/components/InEnglish'
import primitives from '@/components/primitives.module.css'
import type { NoticeView } from '@/data/view-models'
import { activeDays, visibleNotices } from '@/domain/notices'
import { useGuideFormatter } from '@/hooks/useGuideFormatter'

import styles from './Notices.module.css'
import { GUIDE_TIME_ZONE } from '@/domain/time-zone'

const DATE_FORMAT = { day: 'numeric', month: 'long', year: 'numeric', timeZone: GUIDE_TIME_ZONE } as const

/** Notices as at `now`: active ones, plus expired ones when `includePast`; an empty state otherwise. */
export function NoticeList({
  notices,
  now,
  includePast,
  headingLevel = 3,
}: {
  notices: NoticeView[]
  now: Date
  includePast: boolean
  headingLevel?: 3 | 4
}) {
  const t = useTranslations('Notices')
  const format = useGuideFormatter()
  const shown = visibleNotices(notices, now, includePast)
  const Heading = `h${headingLevel}` as const

  if (shown.length === 0) {
    return (
      <p className={styles.empty}>
        <Info aria-hidden="true" size={22} />
        {includePast ? t('emptyAll') : t('empty')}
      </p>
    )
  }

  return (
    <ul className={primitives.stack}>
      {shown.map((notice) => {
        const expired = notice.status === 'expired'
        const start = new Date(notice.startDate)
        return (
          <li key={notice.id} className={`${styles.notice} ${expired ? styles.expired : ''}`}>
            <article aria-labelledby={`notice-${notice.id}`}>
              <Heading id={`notice-${notice.id}`} className={styles.title}>
                <InEnglish as="span" when={Boolean(notice.inEnglish?.includes('title'))} hint={!notice.inEnglish?.includes('body')}>
                  {notice.title}
                </InEnglish>
              </Heading>
              <p className={`${styles.badge} ${expired ? styles.badgeExpired : styles.badgeActive}`}>
                {expired ? <AlertCircle aria-hidden="true" size={18} /> : <CheckCircle2 aria-hidden="true" size={18} />}
                {expired ? t('expired') : t('activeFor', { days: activeDays(notice, now) })}
              </p>
              <p className={styles.dates}>
                {notice.endDate
                  ? t('period', { start: format.dateTime(start, DATE_FORMAT), end: format.dateTime(new Date(notice.endDate), DATE_FORMAT) })
                  : t('since', { start: format.dateTime(start, DATE_FORMAT) })}
              </p>
              <InEnglish when={Boolean(notice.inEnglish?.includes('body'))} className={styles.body}>
                {notice.body}
              </InEnglish>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
