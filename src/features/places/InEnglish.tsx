import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { LANGUAGE_TAGS, type Locale } from '@/domain/locales'

import styles from './panels.module.css'

/**
 * Text that has no translation in the page's language yet, shown in English: marked `lang="en"`
 * so a screen reader reads it in English (WCAG 3.1.2), with a short hint in the page's language.
 */
export function InEnglish({ when, children, as: Tag = 'p', className }: { when: boolean; children: ReactNode; as?: 'p' | 'div'; className?: string }) {
  const t = useTranslations('Places')
  const locale = useLocale() as Locale
  if (!when) return <Tag className={className}>{children}</Tag>
  return (
    <Tag className={className} lang="en" data-in-english>
      {children}{' '}
      <span lang={LANGUAGE_TAGS[locale]} className={styles.inEnglish}>
        {t('inEnglish')}
      </span>
    </Tag>
  )
}
