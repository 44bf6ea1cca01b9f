'use client'

import { useLocale } from 'next-intl'
import { useMemo } from 'react'

import type { Locale } from '@/domain/locales'
import { guideFormatter } from '@/i18n/guide-formatter'

/** The guide's formatter (guideFormatter) in the page's language. */
export function useGuideFormatter() {
  const locale = useLocale() as Locale
  return useMemo(() => guideFormatter(locale), [locale])
}
