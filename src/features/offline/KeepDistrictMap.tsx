'use client'

import { useLocale } from 'next-intl'
import { useEffect } from 'react'

import { keepDistrictMap } from './keep-district-map'

/** A kiosk or screen runs all day: it looks again for a newly deployed district file this often. */
const RECHECK_MS = 60 * 60 * 1000

/**
 * On kiosks and screens: the whole district's street map is kept, so a market square with a poor
 * link still shows streets all day, whichever town or place the display moves to. Kept once per
 * file (the worker answers at once when it already has it); a new deploy's file replaces the old.
 */
export function KeepDistrictMap() {
  const locale = useLocale()
  useEffect(() => {
    const keep = () => void keepDistrictMap({ lang: locale, bounds: 'district' })
    const timer = setTimeout(keep, 3000)
    const recheck = setInterval(keep, RECHECK_MS)
    navigator.serviceWorker?.addEventListener('controllerchange', keep)
    window.addEventListener('online', keep)
    return () => {
      clearTimeout(timer)
      clearInterval(recheck)
      navigator.serviceWorker?.removeEventListener('controllerchange', keep)
      window.removeEventListener('online', keep)
    }
  }, [locale])
  return null
}
