import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { KeepDistrictMap } from '@/features/offline/KeepDistrictMap'
import { ClientMessages } from '@/i18n/ClientMessages'
import { pageLocale } from '@/i18n/page-locale'

/** The screen's messages, for its pages and for its own error and not-found views. */
export default async function ScreenLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  setRequestLocale(await pageLocale(params))
  return (
    <ClientMessages set="display">
      <KeepDistrictMap />
      {children}
    </ClientMessages>
  )
}
