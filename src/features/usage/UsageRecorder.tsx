'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { processQueues } from '../offline/queues'
import { recordUsage, usageContext } from './recorder'

const LAST_LOCALE_KEY = 'town-guide:usage-locale'
const KIOSK_SESSION_KEY = 'town-guide:usage-kiosk-session'

/**
 * Mounted once in the locale layout; renders nothing. Records page views on every navigation,
 * language changes, the start of a kiosk/screen session and place-detail opens, and sends what is
 * pending when the page is hidden. Other features call `recordUsage` for searches, toggles and shares.
 */
export function UsageRecorder() {
  const pathname = usePathname()

  useEffect(() => {
    if (!pathname) return
    const context = usageContext(pathname)
    try {
      const previous = sessionStorage.getItem(LAST_LOCALE_KEY)
      if (previous && previous !== context.locale) recordUsage({ type: 'language_change', target: previous })
      sessionStorage.setItem(LAST_LOCALE_KEY, context.locale)
      if (context.mode !== 'phone' && !sessionStorage.getItem(KIOSK_SESSION_KEY)) {
        sessionStorage.setItem(KIOSK_SESSION_KEY, String(Date.now()))
        recordUsage({ type: 'kiosk_session_start' })
      }
    } catch {
      // storage may be unavailable (private mode): skip the session-based events
    }
    recordUsage({ type: 'page_view' })
  }, [pathname])

  useEffect(() => {
    // Place details announce their slug in data-place: record each opening once while shown.
    let shown: string | null = null
    const check = () => {
      const slug = document.querySelector<HTMLElement>('article[data-place]')?.dataset.place ?? null
      if (slug && slug !== shown && /^[a-z0-9-]+$/.test(slug)) recordUsage({ type: 'place_open', place: slug })
      shown = slug
    }
    const observer = new MutationObserver(check)
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-place'] })
    const onHide = () => {
      if (document.visibilityState === 'hidden') void processQueues()
    }
    document.addEventListener('visibilitychange', onHide)
    return () => {
      observer.disconnect()
      document.removeEventListener('visibilitychange', onHide)
    }
  }, [])

  return null
}
