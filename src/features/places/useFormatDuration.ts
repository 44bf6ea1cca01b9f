'use client'

import { useTranslations } from 'next-intl'
import { useCallback } from 'react'

import { splitDuration } from '@/domain/travel'

/** "6 min", or "1 hr 20 min" once a trip is an hour or longer (spec §3), with each language's plurals. */
export function useFormatDuration() {
  const t = useTranslations('Places')
  return useCallback(
    (total: number) => {
      const { hours, minutes } = splitDuration(total)
      if (hours === 0) return t('durationMinutes', { minutes })
      if (minutes === 0) return t('durationHours', { hours })
      return t('durationHoursMinutes', { hours, minutes })
    },
    [t],
  )
}
