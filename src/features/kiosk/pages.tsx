import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getTown, getTowns } from '@/data/content'
import { displayRoute } from '@/domain/display-route'
import type { DisplayMode } from '@/domain/kiosk-settings'
import type { Locale } from '@/domain/locales'
import { pageMetadata } from '@/features/seo/metadata'
import { pageLocale } from '@/i18n/page-locale'

import { AttractLoop } from './AttractLoop'
import { KioskMapPage } from './KioskMapPage'
import { KioskRedirect } from './KioskRedirect'
import { KioskTourPage } from './KioskTourPage'
import { ScreenDisplay } from './ScreenDisplay'
import { ScreenPlace } from './ScreenPlace'

async function displayMetadata(mode: DisplayMode, locale: Locale, params: string[] | undefined) {
  const route = displayRoute(params)
  const t = await getTranslations({
    locale,
    namespace: mode === 'kiosk' ? 'Kiosk' : 'Screen',
  })
  const town = route.view === 'map' || route.view === 'highlights' || route.view === 'tour' ? await getTown(locale, route.town) : null
  const path = `/${mode}${params?.length ? `/${params.join('/')}` : ''}`
  return pageMetadata({
    locale,
    path,
    title: town ? t('title', { townName: town.name }) : t('titleGeneric'),
    noindex: true,
  })
}

async function DisplayPage({ mode, locale, params }: { mode: DisplayMode; locale: Locale; params: string[] | undefined }) {
  const route = displayRoute(params)
  if (route.view === 'not-found') notFound()
  if (route.view === 'redirect') {
    const towns = (await getTowns(locale)).map((t) => t.slug)
    return <KioskRedirect mode={mode} towns={towns} />
  }
  if (route.view === 'highlights') return <AttractLoop locale={locale} townSlug={route.town} mode={mode} />
  if (mode === 'screen') {
    if (route.view === 'map' && route.place) return <ScreenPlace locale={locale} townSlug={route.town} placeSlug={route.place} />
    return <ScreenDisplay locale={locale} townSlug={route.town} firstSlide={route.view === 'tour' ? `tour-${route.tour}` : undefined} />
  }
  if (route.view === 'tour') return <KioskTourPage locale={locale} townSlug={route.town} tourSlug={route.tour} />
  return <KioskMapPage locale={locale} townSlug={route.town} place={route.place} />
}

type DisplayRouteProps = { params: Promise<{ locale: string; params?: string[] }> }

/**
 * The /kiosk/[[...params]] and /screen/[[...params]] route modules (spec §2: /{mode}/{params…},
 * /{mode}/{town}/{slug…} and /{mode}/{town}/highlights; noindex, out of the sitemap): one pair,
 * told which mode it serves.
 */
export function displayRouteModule(mode: DisplayMode) {
  return {
    generateMetadata: async ({ params }: DisplayRouteProps) => {
      const [locale, { params: rest }] = await Promise.all([pageLocale(params), params])
      return displayMetadata(mode, locale, rest)
    },
    Page: async ({ params }: DisplayRouteProps) => {
      const [locale, { params: rest }] = await Promise.all([pageLocale(params), params])
      setRequestLocale(locale)
      return <DisplayPage mode={mode} locale={locale} params={rest} />
    },
  }
}
