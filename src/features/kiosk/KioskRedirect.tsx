'use client'

import { useSetAtom } from 'jotai'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import type { DisplayMode } from '@/domain/kiosk-settings'
import { isLocale, localizedPath } from '@/domain/locales'

import { applySettingsFromUrl, kioskSettingsAtom } from './settings'

/**
 * /kiosk and /screen without a town, a device's start address: apply the settings parameters, then
 * open the stored town's page, in the address's language or else the device's home language.
 */
export function KioskRedirect({ mode, towns }: { mode: DisplayMode; towns: string[] }) {
  const t = useTranslations('Kiosk')
  const setSettings = useSetAtom(kioskSettingsAtom)
  useEffect(() => {
    const settings = applySettingsFromUrl(setSettings)
    const town = towns.includes(settings.town) ? settings.town : towns[0]
    // A language in the address is the one asked for; without one, the device's home language.
    const asked = window.location.pathname.split('/')[1]
    window.location.replace(localizedPath(isLocale(asked) ? asked : settings.lang, `/${mode}/${town}`))
  }, [setSettings, towns, mode])
  return (
    <p role="status" style={{ padding: 32 }}>
      {t('loading')}
    </p>
  )
}
