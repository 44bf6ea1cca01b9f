'use client'

import { type ReactNode, useEffect, useRef } from 'react'

import { useRouter } from '@/i18n/navigation'

/** What a touch on its own already does: a link, a button, a field, a dialog. */
const INTERACTIVE = 'a, button, input, select, textarea, summary, label, dialog, [role="button"], [tabindex]:not([tabindex="-1"])'

/**
 * The kiosk's highlights page invites a touch anywhere (issue 29): a touch that lands on nothing
 * interactive opens the kiosk's map, as its "Touch to start" link (the keyboard's way there) does.
 */
export function TouchAnywhere({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const router = useRouter()
  const area = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = area.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      const hit = (event.target as Element | null)?.closest?.(INTERACTIVE)
      if (event.defaultPrevented || (hit && element.contains(hit))) return
      router.push(href)
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [router, href])
  return (
    <div ref={area} className={className} data-touch-anywhere>
      {children}
    </div>
  )
}
