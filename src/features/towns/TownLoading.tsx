'use client'

import { LoaderCircle } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { pathWithoutLocale } from '@/domain/locales'
import { isTownPagePath } from '@/domain/town-paths'
import { followedLink } from '@/features/http/followed-link'

import styles from './TownLoading.module.css'

/** A town page that comes at once needs no message: only a wait longer than this is announced. */
const SHOW_AFTER_MS = 200

/**
 * Spec §3, the town page: "loading town information" while a followed link's town page is on its
 * way (a weak signal in a market square). Said from the link, not from a route loading state: a
 * loading boundary would start the answer before the page knows its town exists, and an unknown
 * town must still answer 404.
 */
export function TownLoading() {
  const t = useTranslations('Loading')
  const pathname = usePathname()
  const [waiting, setWaiting] = useState<string | null>(null)
  const [arrivedAt, setArrivedAt] = useState(pathname)
  // The page changed: whatever was awaited has come (or the visitor went elsewhere).
  if (arrivedAt !== pathname) {
    setArrivedAt(pathname)
    setWaiting(null)
  }

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const onClick = (event: MouseEvent) => {
      const url = followedLink(event)
      if (!url || url.pathname === window.location.pathname) return
      if (!isTownPagePath(pathWithoutLocale(url.pathname))) return
      clearTimeout(timer)
      timer = setTimeout(() => setWaiting(url.pathname), SHOW_AFTER_MS)
    }
    const cancel = () => clearTimeout(timer)
    // Capture: the router's own link handler takes the click (and prevents its default) before it bubbles.
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', cancel)
    return () => {
      cancel()
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', cancel)
    }
  }, [])

  // Cleared by the arrival above; the timer set after it is dropped when the page has already changed.
  // Drawn only while waiting: an empty status on every page would stand beside each page's own.
  if (waiting === null || waiting === pathname) return null
  return (
    <p className={styles.status} role="status">
      <LoaderCircle aria-hidden="true" size={20} className={styles.spin} />
      {t('town')}
    </p>
  )
}
