'use client'

import { createFormatter, useLocale } from 'next-intl'
import { useMemo } from 'react'

import { LANGUAGE_TAGS, type Locale } from '@/domain/locales'
import { NOTICE_TIME_ZONE } from '@/domain/notices'

/**
 * next-intl's formatter with the full language tag (en-GB rather than en, so English dates read
 * "Saturday 28 November 2026, 12:30") and London time, whatever the visitor's own time zone.
 */
export function useGuideFormatter() {
  const locale = useLocale()
  return useMemo(
    // next-intl types this option as one of the app's locales; Intl underneath takes the full tag.
    () => createFormatter({ locale: LANGUAGE_TAGS[locale] as Locale, timeZone: NOTICE_TIME_ZONE }),
    [locale],
  )
}
