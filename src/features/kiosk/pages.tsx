import { Hand } from 'lucide-react'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { InEnglish } from '@/components/InEnglish'
import { CategoryIcon, categoryIcons } from '@/components/CategoryIcon'
import { getCategories, getEvents, getHighlights, getNotices, getPlaces, getTown, getTownPartners, getTowns } from '@/data/content'
import type { DisplayMode } from '@/domain/kiosk-settings'
import type { Locale } from '@/domain/locales'
import { decodePathSegment } from '@/domain/urls'
import { TownHighlightsCarousel } from '@/features/highlights/TownHighlightsCarousel'
import { toMapCategory, toMapPlace, toMapTown } from '@/features/map/to-map-data'
import { ActiveNotices } from '@/features/notices/ActiveNotices'
import { pageMetadata } from '@/features/seo/metadata'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'

import styles from './Attract.module.css'
import { KioskMap } from './KioskMap'
import { KioskRedirect } from './KioskRedirect'
import { KioskShell } from './KioskShell'
import { PartnerStrip } from './PartnerStrip'
import { ScreenRotator } from './ScreenRotator'
import { TodayEvents } from './TodayEvents'

const ICON_SPRITE_ID = 'kiosk-map-category-icons'

/** What a /kiosk/{params…} or /screen/{params…} path shows (spec §2 kiosk and screen routes). */
export type DisplayRoute =
  | { view: 'redirect' }
  | { view: 'map'; town: string; place: string | null }
  | { view: 'highlights'; town: string }
  | { view: 'not-found' }

export function displayRoute(params: string[] | undefined): DisplayRoute {
  const [town, slug, ...rest] = (params ?? []).map(decodePathSegment)
  if (!town) return { view: 'redirect' }
  if (rest.length) return { view: 'not-found' }
  if (slug === 'highlights') return { view: 'highlights', town }
  return { view: 'map', town, place: slug ?? null }
}

export async function displayMetadata(mode: DisplayMode, locale: Locale, params: string[] | undefined) {
  const route = displayRoute(params)
  const t = await getTranslations({
    locale,
    namespace: mode === 'kiosk' ? 'Kiosk' : 'Screen',
  })
  const town = route.view === 'map' || route.view === 'highlights' ? await getTown(locale, route.town) : null
  const path = `/${mode}${params?.length ? `/${params.join('/')}` : ''}`
  return pageMetadata({
    locale,
    path,
    title: town ? t('title', { townName: town.name }) : t('titleGeneric'),
    noindex: true,
  })
}

export async function DisplayPage({ mode, locale, params }: { mode: DisplayMode; locale: Locale; params: string[] | undefined }) {
  const route = displayRoute(params)
  if (route.view === 'not-found') notFound()
  if (route.view === 'redirect') {
    const towns = (await getTowns(locale)).map((t) => t.slug)
    return <KioskRedirect mode={mode} towns={towns} />
  }
  if (mode === 'screen') return <ScreenDisplay locale={locale} townSlug={route.town} />
  if (route.view === 'highlights') return <AttractLoop locale={locale} townSlug={route.town} />
  return <KioskMapPage locale={locale} townSlug={route.town} place={route.place} />
}

async function KioskMapPage({ locale, townSlug, place }: { locale: Locale; townSlug: string; place: string | null }) {
  const town = await getTown(locale, townSlug)
  if (!town) notFound()
  const [places, categories] = await Promise.all([getPlaces(locale, town.slug), getCategories(locale)])
  if (place && !places.some((p) => p.slug === place)) notFound()
  const icons = categoryIcons(categories)
  return (
    <KioskShell mode="kiosk" town={town.slug} isHome={false}>
      <KioskMap
        town={toMapTown(town)}
        places={places.map(toMapPlace)}
        categories={categories.map(toMapCategory)}
        icons={icons}
        iconSpriteId={ICON_SPRITE_ID}
        initialPlace={place ?? undefined}
        kioskA={town.kioskA}
        kioskB={town.kioskB}
      />
      <div id={ICON_SPRITE_ID} hidden>
        {categories.map((c) => (
          <span key={c.slug} data-category={c.slug}>
            <CategoryIcon name={c.icon} size={24} />
          </span>
        ))}
      </div>
    </KioskShell>
  )
}

async function loadDisplayData(locale: Locale, townSlug: string) {
  const town = await getTown(locale, townSlug)
  if (!town) notFound()
  const [highlights, places, categories, notices, events] = await Promise.all([
    getHighlights(locale, town.slug),
    getPlaces(locale, town.slug),
    getCategories(locale),
    getNotices(locale, town.slug),
    getEvents(locale, town.slug),
  ])
  return {
    town,
    highlights,
    places: new Map(places.map((p) => [p.slug, p])),
    categories: new Map(categories.map((c) => [c.slug, c])),
    notices,
    events,
  }
}

/** The kiosk's attract loop: highlights, current notices and today's events, and "Touch to start". */
async function AttractLoop({ locale, townSlug }: { locale: Locale; townSlug: string }) {
  const { town, highlights, places, categories, notices, events } = await loadDisplayData(locale, townSlug)
  const t = await getTranslations('Kiosk')
  return (
    <KioskShell mode="kiosk" town={town.slug} isHome>
      <div className={styles.attract} data-testid="attract-loop">
        <div>
          <h1 className={styles.welcome}>{t('welcome', { townName: town.name })}</h1>
          <p className={styles.lead}>{t('attractLead')}</p>
        </div>
        <Link href={`/kiosk/${town.slug}`} className={styles.start} data-testid="touch-to-start">
          <Hand aria-hidden="true" size={40} />
          {t('touchToStart')}
        </Link>
        {highlights.length > 0 && <TownHighlightsCarousel town={town} highlights={highlights} places={places} categories={categories} />}
        <div className={styles.columns}>
          <section className={styles.panel} aria-labelledby="attract-events">
            <h2 id="attract-events">{t('todayHeading', { townName: town.name })}</h2>
            <TodayEvents events={events} townSlug={town.slug} />
          </section>
          <section className={styles.panel} aria-labelledby="attract-notices">
            <h2 id="attract-notices">{t('noticesHeading')}</h2>
            <ActiveNotices notices={notices} />
          </section>
        </div>
      </div>
    </KioskShell>
  )
}

/** Screen mode: nothing to touch; highlights, notices and events rotate in large type. */
async function ScreenDisplay({ locale, townSlug }: { locale: Locale; townSlug: string }) {
  const { town, highlights, places, categories, notices, events } = await loadDisplayData(locale, townSlug)
  const [t, partners] = await Promise.all([getTranslations('Screen'), getTownPartners(locale, town.slug)])
  const slides = [
    ...highlights.map((h) => {
      const place = h.placeSlug ? places.get(h.placeSlug) : undefined
      const category = place ? categories.get(place.categorySlug) : undefined
      return {
        id: `highlight-${h.id}`,
        content: (
          <>
            <div
              className={styles.screenArt}
              style={{
                background: `linear-gradient(135deg, ${category?.colour ?? '#0b4f6c'} 0%, var(--brand-strong) 100%)`,
              }}
              aria-hidden="true"
            >
              <CategoryIcon name={category?.icon ?? 'MapPin'} size={200} />
            </div>
            {category && (
              <p className={styles.kicker}>
                <CategoryIcon name={category.icon} size={40} /> {category.label}
              </p>
            )}
            <h2>
              <InEnglish as="span" when={Boolean(h.inEnglish?.includes('title'))} hint={!h.body || !h.inEnglish?.includes('body')}>
                {h.title}
              </InEnglish>
            </h2>
            {h.body && <InEnglish when={Boolean(h.inEnglish?.includes('body'))}>{h.body}</InEnglish>}
            {place && <p className={styles.muted}>{place.name}</p>}
          </>
        ),
      }
    }),
    {
      id: 'notices',
      content: (
        <>
          <h2>{t('noticesHeading')}</h2>
          <ActiveNotices notices={notices} />
        </>
      ),
    },
    {
      id: 'events',
      content: (
        <>
          <h2>{t('eventsHeading', { townName: town.name })}</h2>
          <TodayEvents events={events} townSlug={town.slug} upcomingFallback={4} />
        </>
      ),
    },
  ]
  return (
    <KioskShell mode="screen" town={town.slug} isHome>
      <div className={styles.screen} data-testid="screen-display">
        <header className={styles.screenHeader}>
          <h1>{t('title', { townName: town.name })}</h1>
          {town.tagline && <p>{town.tagline}</p>}
        </header>
        <ScreenRotator slides={slides} label={t('slidesLabel', { townName: town.name })} />
        <PartnerStrip partners={partners} heading={t('partnersHeading')} headingId="screen-partners" />
      </div>
    </KioskShell>
  )
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
