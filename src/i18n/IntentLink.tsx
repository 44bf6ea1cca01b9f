'use client'

import { type ComponentProps, type FocusEvent, type PointerEvent, useState } from 'react'

import { Link as LocaleLink } from './locale-navigation'

/**
 * The site's link: a locale-aware Next link that prefetches its page when the visitor points at it
 * or focuses it, not as soon as it scrolls into view. Viewport prefetching fetched and decoded the
 * pages behind every visible link (the home page asked for eight) while the page was still
 * starting, which delayed it on a phone (Lighthouse: total blocking time) and multiplied the
 * requests every page view makes. Pointer-enter comes before a tap's click as well as a mouse's.
 */
export function Link({ prefetch, onPointerEnter, onFocus, ...props }: ComponentProps<typeof LocaleLink>) {
  const [wanted, setWanted] = useState(false)
  return (
    <LocaleLink
      {...props}
      prefetch={prefetch !== undefined ? prefetch : wanted ? null : false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        setWanted(true)
        onPointerEnter?.(event)
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        setWanted(true)
        onFocus?.(event)
      }}
    />
  )
}
