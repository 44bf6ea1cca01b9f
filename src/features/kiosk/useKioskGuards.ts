'use client'

import { useRouter } from 'next/navigation'
import { useLocale } from 'next-intl'
import { useEffect, useEffectEvent } from 'react'

import { kioskPathFor } from '@/domain/kiosk-settings'
import { localizedPath } from '@/domain/locales'

/**
 * Kiosk safety: no context menu, no page zoom gestures, and links that would leave the kiosk stay
 * on it: a guide page opens as its kiosk page, anything else goes to `onExternalLink` (a QR code).
 */
export function useKioskGuards(onExternalLink: (url: string) => void) {
  const router = useRouter()
  const locale = useLocale()
  const openElsewhere = useEffectEvent(onExternalLink)

  useEffect(() => {
    const prevent = (e: Event) => e.preventDefault()
    const onWheel = (e: WheelEvent) => {
      if (e.ctrlKey) e.preventDefault()
    }
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0) return
      const anchor = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!anchor || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin === window.location.origin && url.pathname === window.location.pathname && url.hash) return
      e.preventDefault()
      const path = kioskPathFor(url, window.location.origin)
      if (path) router.push(localizedPath(locale, path))
      else openElsewhere(url.href)
    }
    document.addEventListener('contextmenu', prevent)
    document.addEventListener('gesturestart', prevent)
    document.addEventListener('wheel', onWheel, { passive: false })
    document.addEventListener('click', onClick, true)
    return () => {
      document.removeEventListener('contextmenu', prevent)
      document.removeEventListener('gesturestart', prevent)
      document.removeEventListener('wheel', onWheel)
      document.removeEventListener('click', onClick, true)
    }
  }, [router, locale])
}
