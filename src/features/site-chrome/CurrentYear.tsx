'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

/**
 * Pages are generated ahead of time, so the year baked into the HTML is the build's; the
 * browser corrects it on load if a page has outlived New Year.
 */
export function Copyright({ buildYear }: { buildYear: number }) {
  const t = useTranslations('Footer')
  const [year, setYear] = useState(buildYear)
  useEffect(() => setYear(new Date().getFullYear()), [])
  return <p>{t('copyright', { year })}</p>
}
