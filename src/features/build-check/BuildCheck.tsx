'use client'

import { useSetAtom, useStore } from 'jotai'
import { useEffect } from 'react'

import { afterLoad } from '@/components/after-load'
import { connectionOf } from '@/domain/connection'
import { ACTIVITY_EVENTS, isTabIdle, TAB_IDLE_CHECK_MS } from '@/domain/idle'
import { displayModeOf, kioskPathFor } from '@/domain/kiosk-settings'
import { localeOfPath, localizedPath } from '@/domain/locales'
import { BUILD_POLL_INTERVAL_MS, FIRST_BUILD_CHECK_DELAY_MS, isChunkLoadError, shouldFetchManifest } from '@/domain/reload-guard'
import { followedLink } from '@/features/http/followed-link'

import { buildAtom, type BuildManifest, isStaleAtom } from './build-atom'
import { guardedReload } from './reload'

/**
 * Issue 29, once a kiosk always a kiosk: on a kiosk or screen a full page load never goes to a page
 * outside it. A guide page becomes its kiosk page; anything else (null) is not this check's to load.
 */
function keepDisplayMode(target: string): string | null {
  const here = window.location
  const url = new URL(target, here.href)
  if (!displayModeOf(here.pathname) || displayModeOf(url.pathname)) return target
  const kioskPath = kioskPathFor(url, here.origin)
  return kioskPath ? localizedPath(localeOfPath(here.pathname), kioskPath) : null
}

/** How long after a link is followed a failed chunk counts as that navigation's (spec §7: "reloads the target path"). */
const NAVIGATION_TARGET_MS = 10_000

/**
 * Keeps an open page in step with what editors publish: polls /builds/latest.json every minute
 * and when the tab becomes visible; once the build has changed, the next link followed is a full
 * page load of the new build. A script chunk that fails to load (a deploy removed it) also reloads:
 * the page the visitor was going to, when it failed on the way there.
 *
 * Tab idle rule (spec §4, §7: 2 minutes without activity, checked every 10 s): a tab left open and
 * untouched stops polling, so forgotten tabs do not keep hitting the server every minute; the first
 * activity checks at once and polling resumes. Nobody is reading an idle tab, and a stale build only
 * matters at the next link followed, which the check on activity catches. Kiosks and screens are
 * exempt: they are never touched for long stretches and must still pick up new builds.
 */
export function BuildCheck() {
  const setBuild = useSetAtom(buildAtom)
  const store = useStore()

  useEffect(() => {
    let cancelled = false

    async function check() {
      try {
        const response = await fetch(`/builds/latest.json?timestamp=${Date.now()}`, { cache: 'no-store' })
        if (!response.ok || cancelled) {
          // Read or cancel every body: an unread one keeps its connection busy.
          await response.body?.cancel().catch(() => undefined)
          return
        }
        const { id, timestamp } = (await response.json()) as { id: string; timestamp: number }
        const current = store.get(buildAtom)
        const checkedAt = Date.now()
        if (!current) {
          setBuild({ loadedId: id, latestId: id, timestamp, manifest: null, checkedAt })
          void fetchManifest(id)
        } else {
          setBuild({ ...current, latestId: id, timestamp, checkedAt })
        }
      } catch {
        // Offline or the server is restarting: try again at the next tick.
      }
    }

    async function fetchManifest(id: string) {
      if (!shouldFetchManifest(connectionOf(navigator)?.effectiveType)) return
      try {
        const response = await fetch(`/builds/meta/${encodeURIComponent(id)}.json`)
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined)
          throw new Error(`manifest ${response.status}`)
        }
        const manifest = (await response.json()) as BuildManifest
        const current = store.get(buildAtom)
        if (current && !cancelled) setBuild({ ...current, manifest })
      } catch (error) {
        console.warn('[build-check] could not load the build manifest', error)
      }
    }

    // Where the visitor was going: a chunk that fails to load during that navigation reloads there.
    let navigation: { target: string; at: number } | null = null

    function onClick(event: MouseEvent) {
      const url = followedLink(event)
      if (!url) return
      // On a kiosk a link to a page with no kiosk equivalent is the kiosk's to hand off (a QR code).
      const target = keepDisplayMode(url.pathname + url.search + url.hash)
      if (!target) return
      navigation = { target, at: Date.now() }
      if (!store.get(isStaleAtom)) return
      if (guardedReload(target)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }

    function onError(event: ErrorEvent | PromiseRejectionEvent) {
      const error = 'reason' in event ? event.reason : event.error
      if (!isChunkLoadError(error)) return
      const here = window.location.pathname + window.location.search
      guardedReload(navigation && Date.now() - navigation.at < NAVIGATION_TARGET_MS ? navigation.target : here)
    }

    const idleRuleApplies = displayModeOf(window.location.pathname) === null
    let lastActivity = Date.now()
    let idle = false
    const onActivity = () => {
      lastActivity = Date.now()
      if (!idle) return
      idle = false
      document.documentElement.removeAttribute('data-tab-idle')
      void check()
    }
    const idleTimer = idleRuleApplies
      ? setInterval(() => {
          if (idle || !isTabIdle(lastActivity, Date.now())) return
          idle = true
          // Exposed for tests and diagnostics: the tab idle rule has no visible effect of its own.
          document.documentElement.setAttribute('data-tab-idle', 'true')
        }, TAB_IDLE_CHECK_MS)
      : undefined
    if (idleRuleApplies) for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true })

    // Coming back to the tab counts as activity (and checked at once, as before the idle rule).
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return
      if (idle) onActivity()
      else void check()
    }
    const cancelFirstCheck = afterLoad(() => void check(), FIRST_BUILD_CHECK_DELAY_MS)
    const timer = setInterval(() => !idle && void check(), BUILD_POLL_INTERVAL_MS)
    document.addEventListener('visibilitychange', onVisibility)
    document.addEventListener('click', onClick, true)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onError)
    return () => {
      cancelled = true
      cancelFirstCheck()
      clearInterval(timer)
      clearInterval(idleTimer)
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true })
      document.removeEventListener('visibilitychange', onVisibility)
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onError)
    }
  }, [setBuild, store])

  return null
}
