'use client'

import { useSetAtom } from 'jotai'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'

import type { DisplayMode } from '@/domain/kiosk-settings'
import { localizedPath } from '@/domain/locales'

import { applySettingsFromUrl, kioskSettingsAtom } from './settings'

/** /kiosk and /screen without a town: apply the settings parameters, then open the stored town's page. */
export function KioskRedirect({ mode, towns }: { mode: DisplayMode; towns: string[] }) {
  const t = useTranslations('Kiosk')
  const locale = useLocale()
  const setSettings = useSetAtom(kioskSettingsAtom)
  useEffect(() => {
    const settings = applySettingsFromUrl(setSettings)
    const town = towns.includes(settings.town) ? settings.town : towns[0]
    window.location.replace(localizedPath(locale, `/${mode}/${town}`))
  }, [setSettings, towns, mode, locale])
  return (
    <p role="status" style={{ padding: 32 }}>
      {t('loading')}
    </p>
  )
}
