'use client'

import { Bell } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'

import { Dialog } from '@/components/Dialog'
import { TriggerButton } from '@/components/TriggerButton'
import type { NoticeView } from '@/data/view-models'
import { visibleNotices } from '@/domain/notices'
import { useClientNow } from '@/hooks/useClientNow'

import { NoticeList } from './NoticeList'
import styles from './Notices.module.css'

/**
 * The notices button and modal (spec §4: loading; active notices by default, all including past
 * ones after the toggle; each "active for N days" or expired).
 */
export function NoticesButton({ notices, className }: { notices: NoticeView[]; className?: string }) {
  const t = useTranslations('Notices')
  const now = useClientNow()
  const [open, setOpen] = useState(false)
  const [includePast, setIncludePast] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const toggleId = useId()
  const activeCount = now ? visibleNotices(notices, now, false).length : null

  return (
    <>
      <TriggerButton ref={button} icon={Bell} label={t('button')} className={className} onClick={() => setOpen(true)}>
        {activeCount !== null && activeCount > 0 && (
          <span className={styles.count}>
            <span aria-hidden="true">{activeCount}</span>
            <span className="visually-hidden"> ({t('activeCount', { count: activeCount })})</span>
          </span>
        )}
      </TriggerButton>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('title')} closeLabel={t('close')} returnFocus={button}>
        <div className={styles.toggleRow}>
          <input
            id={toggleId}
            type="checkbox"
            className={styles.toggle}
            checked={includePast}
            onChange={(event) => setIncludePast(event.target.checked)}
          />
          <label htmlFor={toggleId}>{t('showPast')}</label>
        </div>
        {now ? (
          <NoticeList notices={notices} now={now} includePast={includePast} />
        ) : (
          <p role="status" className={styles.empty}>
            {t('loading')}
          </p>
        )}
      </Dialog>
    </>
  )
}
