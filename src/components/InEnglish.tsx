import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { LANGUAGE_TAGS } from '@/domain/locales'

/**
 * Content that has no translation in the page's language yet, shown in English (issue 27): marked
 * `lang="en"` so a screen reader reads it in English (WCAG 3.1.2), followed by a short "(in
 * English)" in the page's language unless `hint` is off (a title whose text below has the hint).
 */
export function InEnglish({
  when,
  children,
  as: Tag = 'p',
  className,
  hint = true,
}: {
  when: boolean
  children: ReactNode
  as?: 'p' | 'div' | 'span'
  className?: string
  hint?: boolean
}) {
  const t = useTranslations('Language')
  const locale = useLocale()
  if (!when) return Tag === 'span' && !className ? <>{children}</> : <Tag className={className}>{children}</Tag>
  return (
    <Tag className={className} lang="en" data-in-english>
      {children}
      {hint && (
        <>
          {' '}
          <span lang={LANGUAGE_TAGS[locale]} className="in-english-hint">
            {t('inEnglish')}
          </span>
        </>
      )}
    </Tag>
  )
}
