'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'

import { localizedPath } from '@/domain/locales'
import { placeOfPath } from '@/domain/offline-pages'
import { placeItemId } from '@/features/places/PlaceListPanel'

import type { MapMode } from './map-mode'
import type { MapPlace } from '@/features/places/types'
import type { MapTown } from './types'

type Focus = 'heading' | 'toggle' | { item: string } | null

/**
 * Which place is open, and everything that follows it: the address bar, the page title, where
 * keyboard focus goes, and Escape closing the innermost open thing.
 */
export function usePlaceSelection({
  town,
  bySlug,
  initialPlace,
  mode,
  panel,
}: {
  town: MapTown
  bySlug: Map<string, MapPlace>
  initialPlace: string | undefined
  mode: MapMode
  panel: { open: boolean; setOpen: (open: boolean) => void; focusToggle: () => void }
}) {
  const tPlaces = useTranslations('Places')
  const locale = useLocale()
  const [selectedSlug, setSelectedSlug] = useState<string | null>(null)
  const [shareOpen, setShareOpen] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const pendingFocus = useRef<Focus>(null)
  // Read by the handlers below, which must not change with the selection (the address sync would re-run).
  const selectedRef = useRef(selectedSlug)
  useEffect(() => {
    selectedRef.current = selectedSlug
  }, [selectedSlug])

  const { address } = mode
  const { setOpen: setPanelOpen, open: panelOpen, focusToggle } = panel
  const setAddress = useCallback(
    (slug: string | null) => {
      const url = new URL(window.location.href)
      url.searchParams.delete('place')
      url.pathname = localizedPath(locale, address(town.slug, slug))
      window.history.replaceState(window.history.state, '', url)
    },
    [locale, town.slug, address],
  )

  const openPlace = useCallback(
    (slug: string, { focus = true }: { focus?: boolean } = {}) => {
      setSelectedSlug(slug)
      setShareOpen(false)
      setPanelOpen(true)
      setNotice(null)
      setAddress(slug)
      pendingFocus.current = focus ? 'heading' : null
    },
    [setAddress, setPanelOpen],
  )

  const backToList = useCallback(() => {
    pendingFocus.current = selectedRef.current ? { item: selectedRef.current } : null
    setSelectedSlug(null)
    setShareOpen(false)
    setAddress(null)
  }, [setAddress])

  const closePanel = useCallback(() => {
    pendingFocus.current = 'toggle'
    setSelectedSlug(null)
    setShareOpen(false)
    setPanelOpen(false)
    setAddress(null)
  }, [setAddress, setPanelOpen])

  // Focus follows the panel: to the place's heading, back to its list item, or to the panel's toggle.
  useEffect(() => {
    const target = pendingFocus.current
    if (!target) return
    pendingFocus.current = null
    if (target === 'heading') headingRef.current?.focus()
    else if (target === 'toggle') focusToggle()
    else (document.getElementById(placeItemId(target.item)) ?? document.getElementById('place-list-heading'))?.focus()
  })

  /** ?place (older links), the shared link's path or the offline page's address: the place to open. */
  const onAddress = useCallback(
    (queryPlace: string | null) => {
      const inPath = mode.placeFromPath ? placeOfPath(window.location.pathname) : null
      const place = queryPlace ?? initialPlace ?? (inPath?.town === town.slug ? inPath.place : null)
      if (!place || place === selectedRef.current) return
      if (bySlug.has(place)) openPlace(place, { focus: false })
      else {
        setNotice(tPlaces('notFound'))
        setPanelOpen(true)
      }
    },
    [bySlug, openPlace, tPlaces, initialPlace, mode.placeFromPath, town.slug, setPanelOpen],
  )

  // ESC closes the innermost open thing; modal dialogs (image viewer, search…) handle their own ESC.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return
      if (document.querySelector('dialog[open]')) return
      if (shareOpen) setShareOpen(false)
      else if (selectedRef.current) backToList()
      else if (panelOpen) {
        pendingFocus.current = 'toggle'
        setPanelOpen(false)
      } else return
      e.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [shareOpen, panelOpen, backToList, setPanelOpen])

  const toggleShare = useCallback(() => setShareOpen((open) => !open), [])
  const selected = selectedSlug ? bySlug.get(selectedSlug) : undefined
  usePlaceTitle(selected, town.name)

  return {
    selectedSlug,
    selected,
    notice,
    shareOpen,
    toggleShare,
    openPlace,
    backToList,
    closePanel,
    onAddress,
    headingRef,
  }
}

/**
 * The page is static: a shared place's link gets its name in the title once it opens. Next
 * re-renders its own <title> when the URL changes, so the wanted title is re-applied.
 */
function usePlaceTitle(selected: MapPlace | undefined, townName: string) {
  const t = useTranslations('Map')
  const tSite = useTranslations('Site')
  const baseTitle = useRef<string | null>(null)
  useEffect(() => {
    baseTitle.current ??= document.title
    if (!selected) {
      document.title = baseTitle.current
      return
    }
    const wanted = tSite('titleTemplate', { title: t('placeTitle', { placeName: selected.name, townName }) })
    const apply = () => {
      if (document.title !== wanted) document.title = wanted
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(document.head, { subtree: true, childList: true, characterData: true })
    return () => observer.disconnect()
  }, [selected, t, tSite, townName])
}
