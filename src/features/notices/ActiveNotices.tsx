'use client'

import { useTranslations } from 'next-intl'

import type { NoticeView } from '@/data/view-models'
import { useClientNow } from '@/hooks/useClientNow'

import { NoticeList } from './NoticeList'
import styles from './Notices.module.css'

/** A town's active notices inline on a page, decided in the browser (pages are generated ahead of time). */
export function ActiveNotices({ notices, headingLevel = 3 }: { notices: NoticeView[]; headingLevel?: 3 | 4 }) {
  const t = useTranslations('Notices')
  const now = useClientNow()
  if (!now) {
    return (
      <p role="status" className={styles.empty}>
        {t('loading')}
      </p>
    )
  }
  return <NoticeList notices={notices} now={now} includePast={false} headingLevel={headingLevel} />
}
