'use client'

import { useTranslations } from 'next-intl'

import { useBrowserValue } from '@/hooks/useBrowserValue'

const currentYear = () => new Date().getFullYear()

/**
 * Pages are generated ahead of time, so the year baked into the HTML is the build's; the
 * browser corrects it after hydration if a page has outlived New Year.
 */
export function Copyright({ buildYear }: { buildYear: number }) {
  const t = useTranslations('Footer')
  const year = useBrowserValue(currentYear, buildYear)
  return <p>{t('copyright', { year })}</p>
}
