'use client'

import { useTranslations } from 'next-intl'
import { useCallback } from 'react'

import { durationText } from './duration-text'

/** durationText with the page's Places messages. */
export function useFormatDuration() {
  const t = useTranslations('Places')
  return useCallback((total: number) => durationText(t, total), [t])
}
